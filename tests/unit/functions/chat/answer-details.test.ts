import { describe, expect, it } from 'vitest';
import { demoRates } from '../../../../db/seed/rates';
import { composeReply } from '../../../../functions/chat/compose-reply';
import type { RateRow } from '../../../../functions/chat/types';

const now = new Date('2026-03-02T15:00:00Z');
const rates: RateRow[] = demoRates().map((r, i) => ({ ...r, id: String(i), scraped_at: '2026-03-02T11:00:00Z' }));
const ask = (message: string) => composeReply(message, [], rates, undefined, now);

describe('the details a visitor asked about are in the answer', () => {
  it('a payment from a price with less than 20% down names the mortgage before the premium and the insured total', () => {
    const { reply } = ask('$520,000 purchase, 8% down, 4.39% over 25 years, what is the monthly payment with cmhc added');
    // $520,000 less $41,600 is $478,400; the 4.00% premium on it is $19,136.
    expect(reply).toContain('is a $478,400 mortgage');
    expect(reply).toContain('$19,136');
    expect(reply).toContain('For a $497,536 mortgage');
  });

  it('the credit score answer gives the insurers’ minimum beside the preferred score', () => {
    const { reply } = ask('what credit score is needed to get approved for a mortgage in ontario');
    expect(reply).toContain('650');
    expect(reply).toMatch(/at least one borrower with a score of 600/);
  });

  it.each(['can we do a 30 year amortization on our first house? putting 6% down', 'is a 30 yr amortization possible on a new build with 10% down'])(
    'the 30-year insured amortization says since when: %s',
    (message) => {
      const { reply } = ask(message);
      expect(reply).toMatch(/^Yes: as a (?:first-time buyer|buyer of a new build)/);
      expect(reply).toContain('since December 15, 2024');
    },
  );

  it('"in the first place" is not a first-time buyer', () => {
    const { reply } = ask('why do i need a 25 year amortization in the first place with 10% down on a resale');
    expect(reply).not.toMatch(/^Yes: as a first-time buyer/);
  });

  it.each(['do i need home insurance to get a mortgage', 'is house insurance required by the bank'])(
    'home insurance is not default insurance: %s',
    (message) => {
      const { intent, reply } = ask(message);
      expect(intent).toBe('home-insurance');
      expect(reply).toMatch(/not the same as mortgage default insurance/);
    },
  );

  it('"how much do i need down", then the price, is the minimum down payment for that price', () => {
    const first = ask('how much do we need down');
    expect(first.intent).toBe('down-payment');
    const history = [
      { role: 'user' as const, content: 'how much do we need down' },
      { role: 'assistant' as const, content: first.reply },
    ];
    const { reply } = composeReply('for a 740k house', history, rates, undefined, now);
    expect(reply).toMatch(/^For a \$740,000 home the minimum down payment is \$49,000/);
  });

  it.each([
    ['is my mortgage portable if i sell and buy', 'porting'],
    ['could i move my mortgage to the new place when we sell', 'porting'],
    ['can we get a house with zero down', 'down-payment'],
    ['does it cost anything to use a broker', 'broker-fees'],
    ['can i pay my mortgage off faster with no penalty', 'prepayment'],
  ])('a plain question gets its own answer: %s', (message, intent) => {
    expect(ask(message).intent).toBe(intent);
  });
});
