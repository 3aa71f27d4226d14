import { describe, expect, it } from 'vitest';
import { demoRates } from '../../../../db/seed/rates';
import { composeReply } from '../../../../functions/chat/compose-reply';
import type { RateRow } from '../../../../functions/chat/types';
import { readInputs } from '../../../../functions/chat/understand/read-inputs';

const now = new Date('2026-03-02T15:00:00Z');
const rates: RateRow[] = demoRates().map((r, i) => ({ ...r, id: String(i), scraped_at: '2026-03-02T11:00:00Z' }));
const ask = (message: string) => composeReply(message, [], rates, undefined, now).reply;

// Every answer says back what it used, and names no second figure that reads as the answer (ADR 37).
describe('the conditions the visitor gave are said back', () => {
  it('rates for a down payment share name that share', () => {
    expect(ask('fixed rates for 3 years if we put 15 percent down?')).toMatch(/for the 3-year fixed insured \(with 15% down\):/);
    expect(ask('best 5 yr variable with 30% down')).toMatch(/\(with 30% down\):/);
  });

  it('a rate alert names the rate waited for, which is never the visitor’s own rate', () => {
    const inputs = readInputs('let me know if the 3 year variable falls to 3.5');
    expect(inputs.alertRate).toBe(3.5);
    expect(inputs.rate).toBeUndefined();
    expect(ask('text me when the 5 year fixed goes below 3.75%')).toMatch(/^For the 5-year fixed rate at or under 3\.75%: /);
  });

  it('under the stress-test floor the answer is the floor, with no sum beside it', () => {
    const reply = ask('what would i qualify at with a 3.1% rate');
    expect(reply).toContain('the stress test rate is 5.25%');
    expect(reply).not.toContain('5.10%');
    expect(ask('stress test on 3.5%')).toContain('(3.50% + 2% = 5.50%)');
  });

  it('the minimum down payment from $1,000,000 names no 20% figure beside it', () => {
    const reply = ask('lowest down payment on a $1,350,000 detached?');
    expect(reply).toContain('the minimum down payment is $110,000');
    expect(reply).not.toContain('$270,000');
  });
});
