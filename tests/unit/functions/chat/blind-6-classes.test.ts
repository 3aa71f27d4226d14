import { describe, expect, it } from 'vitest';
import { demoRates } from '../../../../db/seed/rates';
import { composeReply } from '../../../../functions/chat/compose-reply';
import type { RateRow } from '../../../../functions/chat/types';
import { readInputs } from '../../../../functions/chat/understand/read-inputs';
import { calculateLandTransferTax } from '../../../../src/lib/calc/land-transfer-tax';
import { calculateMortgageInsurance } from '../../../../src/lib/calc/mortgage-insurance';
import { calculatePrepaymentPenalty } from '../../../../src/lib/calc/prepayment-penalty';
import { formatCurrency, formatCurrencyWhole } from '../../../../src/lib/format';

/**
 * The kinds of miss the sixth blind set found (ADR 37), each in wordings of our own, never the blind items' text:
 * "what will I owe", "first timer", the lender's rate for the term left, rent, a missed payment, and canned answers
 * that say their numbers in digits.
 */
const now = new Date('2026-03-02T15:00:00Z');
const rates: RateRow[] = demoRates().map((r, i) => ({ ...r, id: String(i), scraped_at: '2026-03-02T11:00:00Z' }));
const ask = (message: string) => composeReply(message, [], rates, undefined, now);

describe('"what will I owe" with a price and a down payment is the mortgage size', () => {
  it.each([
    ['10% down on a 640k condo, what would i owe?', '$576,000'],
    ['put 20% down on a 950k detached, what would we owe', '$760,000'],
    ['with 60k down on a 480k townhouse what do i owe', '$420,000'],
  ])('%s', (message, mortgage) => {
    const { intent, reply } = ask(message);
    expect(intent).toBe('mortgage-size-estimate');
    expect(reply).toContain(mortgage);
  });
});

describe('"with the minimum down" is a down payment given in words, not a number to ask for', () => {
  it('a premium on the minimum down', () => {
    const result = calculateMortgageInsurance({ price: 600_000, downPayment: 35_000, amortizationYears: 25 });
    const { intent, reply } = ask('cmhc on a 600k house with the minimum down');
    expect(intent).toBe('mortgage-insurance-estimate');
    expect(reply).toContain('the minimum $35,000 down');
    expect(reply).toContain(formatCurrency(result.premium));
  });

  it('a mortgage size on the minimum down', () => {
    const { intent, reply } = ask('what would my mortgage be on a 720k condo putting the minimum down');
    expect(intent).toBe('mortgage-size-estimate');
    expect(reply).toContain('$673,000');
  });

  it('cash to close says back the minimum the visitor chose, not "tell me yours"', () => {
    const { reply } = ask('cash to close on a 500k condo, minimum down');
    expect(reply).toContain('the minimum $25,000 down');
    expect(reply).not.toContain('tell me yours');
  });

  it('asking for the minimum is still the minimum down payment question', () => {
    expect(readInputs('whats the minimum down on a 600k house').downAmount).toBeUndefined();
    expect(readInputs('how much is the minimum down for 1.2m').downAmount).toBeUndefined();
  });
});

describe('"first timer" is a first-time buyer', () => {
  const netTax = (price: number, inToronto: boolean) => {
    const result = calculateLandTransferTax({ price, purchaseDate: '2026-03-02', inToronto, firstTimeBuyer: true, singleFamily: true });
    if (!result.ok) throw new Error('calculator refused');
    return formatCurrencyWhole(result.netPayable);
  };

  it.each([
    ["land transfer on a 650k condo, I'm a 1st timer", 650_000, false],
    ['first-timer here, how much ltt on a 540k house in toronto', 540_000, true],
    ['we are first timers, transfer tax on a 905k semi in toronto?', 905_000, true],
  ])('%s', (message, price, inToronto) => {
    expect(readInputs(message).firstTimeBuyer).toBe(true);
    const { intent, reply } = ask(message);
    expect(intent).toBe('land-transfer-tax-estimate');
    expect(reply).toContain(netTax(price, inToronto));
  });

  it('"not a first timer" is not', () => {
    expect(readInputs('ltt on 700k, not a first timer').firstTimeBuyer).toBe(false);
  });
});

describe("the lender's rate for the term left is the penalty's comparison rate, never ours", () => {
  const irdAt = (balance: number, contractRate: number, monthsRemaining: number, todayRate: number) => {
    const result = calculatePrepaymentPenalty({
      balance,
      contractRate,
      monthsRemaining,
      rateType: 'fixed',
      lenderKind: 'comparison-rate',
      originalPostedRate: contractRate,
      todayPostedRate: todayRate,
      todayRate,
    });
    if (!result.ok) throw new Error('calculator refused');
    return formatCurrencyWhole(result.penalty);
  };

  it.each([
    ["fixed at 4.89 with 420k left and 2 years remaining, the lender offers 3.99 for the remaining term. what's my penalty", 420_000, 4.89, 24, 3.99],
    ['my fixed rate is 5.4, balance 300k, 18 months left; rate for a comparable term is 4.2, penalty to break?', 300_000, 5.4, 18, 4.2],
    ['5.05 fixed, owe 510k, 3 years to go, they quote 4.15 for the rest of my term, cost to break?', 510_000, 5.05, 36, 4.15],
  ])('%s', (message, balance, rate, months, lenderRate) => {
    expect(readInputs(message)).toMatchObject({ rate, lenderRateToday: lenderRate });
    const { intent, reply } = ask(message);
    expect(intent).toBe('penalty-estimate');
    expect(reply).toContain(irdAt(balance, rate, months, lenderRate));
    expect(reply).toMatch(new RegExp(`your lender's rate now ${lenderRate.toFixed(2)}%`));
  });
});

describe('rent is not a debt for the ratios, and the answer says so', () => {
  it.each([
    ['i make 90k, pay 1800 rent, 50k down, how much can i afford', 1800],
    ['we earn 120k combined and our rent is 2400 a month, how much house can we buy with 60k down', 2400],
    ['income 75k, paying 1,650/mo in rent plus a 400 car payment, 40k saved, what can i afford', 1650],
  ])('%s', (message, rent) => {
    const inputs = readInputs(message);
    expect(inputs.rentMonthly).toBe(rent);
    expect(inputs.debtsMonthly ?? 0).not.toBe(rent);
    expect(inputs.incomes?.some((income) => income === rent * 12)).toBeFalsy();
    const { intent, reply } = ask(message);
    expect(intent).toBe('affordability-estimate');
    expect(reply).toMatch(/rent of \$[\d,]+ a month is not counted as a debt: it stops when you buy/);
  });

  it('the home price is the one without the rent', () => {
    const withRent = ask('we earn 120k combined and our rent is 2400 a month, how much house can we buy with 60k down').reply;
    const without = ask('we earn 120k combined, how much house can we buy with 60k down').reply;
    const price = /a home of about (\$[\d,]+)/.exec(without)?.[1];
    expect(price).toBeDefined();
    expect(withRent).toContain(`a home of about ${price}`);
  });

  it('a car payment beside the rent is still a debt', () => {
    expect(readInputs('income 75k, paying 1,650/mo in rent plus a 400 car payment, 40k saved').debtsMonthly).toBe(400);
  });
});

describe('a missed or late mortgage payment gets a careful general answer', () => {
  it.each([
    'what happens if we miss a payment on our mortgage',
    'i might be late on my mortgage payment next month, what happens',
    "what if i can't pay my mortgage in march",
    "we're 2 months behind on our mortgage, what now",
  ])('%s', (message) => {
    const { intent, reply } = ask(message);
    expect(intent).toBe('missed-payment');
    expect(reply).toMatch(/call your lender/i);
    expect(reply).toMatch(/mortgage agent/i);
    expect(reply).not.toContain('This is an estimate from our calculators');
  });

  it('a car payment that is behind is a debt in an affordability question, not the missed-payment answer', () => {
    expect(ask('behind on my car payments, i make 90k, how much can i afford with 40k down').intent).toBe('affordability-estimate');
  });
});

describe('canned answers say their numbers in digits', () => {
  it('the documents list names 2 years of T4s', () => {
    expect(ask('what documents will the bank want for my mortgage application').reply).toMatch(/\b2 years of T4s/);
  });

  it("fixed or variable names 3 months' interest", () => {
    expect(ask('fixed or variable, which one makes more sense for us').reply).toMatch(/\b3 months' interest/);
  });
});

describe('an amortization written "25y" (a bare y after the number) is read as years', () => {
  it.each([
    ['monthly on 455k at 3.99 30y', 'over 30 years', '$2,161.04'],
    ['biweekly 300k 5.1% 20y amort', 'over 20 years', '$917.36'],
  ])('%s', (message, restated, payment) => {
    const { reply } = ask(message);
    expect(reply).toContain(restated);
    expect(reply).toContain(payment);
  });
});
