import { describe, expect, it } from 'vitest';
import { demoRates } from '../../../../db/seed/rates';
import { composeReply } from '../../../../functions/chat/compose-reply';
import type { ChatMessage, RateRow } from '../../../../functions/chat/types';
import { readInputs } from '../../../../functions/chat/understand/read-inputs';

/**
 * Rent received from part of the home is income, never a debt: the affordability answer adds 50 % of the gross rent
 * to the income (the add-back convention) and says so (ADR 37). Wordings of our own.
 */
const now = new Date('2026-03-02T15:00:00Z');
const rates: RateRow[] = demoRates().map((r, i) => ({ ...r, id: String(i), scraped_at: '2026-03-02T11:00:00Z' }));
const ask = (message: string, history: ChatMessage[] = []) => composeReply(message, history, rates, undefined, now);
const limitOf = (reply: string) => /borrow up to about (\$[\d,]+)/.exec(reply)?.[1];

describe('rent from part of the home is income, not a debt', () => {
  it.each([
    ['we rent out our basement for 1500 a month, we make 90k, how much can we afford', 1500, 'we make 99k, how much can we afford'],
    ['we make 95k and the basement tenant pays 1100/mo, how much can we borrow', 1100, 'we make 101,600, how much can we borrow'],
    ['our basement apartment brings in 1400 a month and i earn 85k, what can i afford', 1400, 'i earn 93,400, what can i afford'],
    ['i earn 80k plus 1300 a month rental income from the basement, how much can i borrow', 1300, 'i earn 87,800, how much can i borrow'],
    ['we collect 1600 in rent from our lower unit, household income 120k, what can we afford', 1600, 'household income 129,600, what can we afford'],
  ])('%s', (message, rent, sameIncome) => {
    expect(readInputs(message).rentalIncomeMonthly).toBe(rent);
    expect(readInputs(message).debtsMonthly).toBeUndefined();
    const { intent, reply } = ask(message);
    expect(intent).toBe('affordability-estimate');
    expect(reply).not.toContain('debt payments');
    expect(reply).toContain(`plus 50% of $${rent.toLocaleString('en-CA')} a month of rent`);
    expect(reply).toContain('a mortgage agent will confirm how your lender counts it');
    // Half the yearly rent added to the income gives the same figure as that income said outright.
    expect(limitOf(reply)).toBeDefined();
    expect(limitOf(reply)).toBe(limitOf(ask(sameIncome).reply));
  });

  it('"tenant pays us 1,200" after an affordability question adds the rent as income', () => {
    const first = 'we make 100k, what can we afford';
    const history: ChatMessage[] = [
      { role: 'user', content: first },
      { role: 'assistant', content: ask(first).reply },
    ];
    const { reply } = ask('tenant pays us 1,200', history);
    expect(reply).toContain('plus 50% of $1,200 a month of rent ($7,200 a year)');
    expect(reply).not.toContain('debt payments');
  });

  it('rent paid and a rental property to buy are not rent received', () => {
    expect(readInputs('we pay 1800 rent and make 90k').rentMonthly).toBe(1800);
    expect(readInputs('we pay 1800 rent and make 90k').rentalIncomeMonthly).toBeUndefined();
    expect(readInputs('buying a rental property for 500k with 20% down').rentalIncomeMonthly).toBeUndefined();
  });
});
