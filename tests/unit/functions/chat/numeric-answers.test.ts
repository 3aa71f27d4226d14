import { describe, expect, it } from 'vitest';
import { demoRates } from '../../../../db/seed/rates';
import { composeReply } from '../../../../functions/chat/compose-reply';
import { TOPICS_NEEDING_RATES } from '../../../../functions/chat/answers/answer-topic';
import type { RateRow } from '../../../../functions/chat/types';
import { understand } from '../../../../functions/chat/understand/understand';
import { calculateAffordability } from '../../../../src/lib/calc/affordability';
import { AFFORDABILITY_DEFAULTS } from '../../../../src/lib/calc/affordability-options';
import { parsePaymentState } from '../../../../src/lib/calc/calculator-url-state';
import { calculateLandTransferTax } from '../../../../src/lib/calc/land-transfer-tax';
import { calculateMortgageInsurance } from '../../../../src/lib/calc/mortgage-insurance';
import { calculatePayment } from '../../../../src/lib/calc/payment';
import { listRateOptions, pickDefaultRateOption } from '../../../../src/lib/calc/rate-options';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../../src/lib/chat/suggested-questions';
import { formatCurrency, formatCurrencyWhole } from '../../../../src/lib/format';
import { selectPublicRates } from '../../../../src/lib/rates/select-rates';
import { splitMessageLinks } from '../../../../src/islands/chat/message-links';

const now = new Date('2026-03-02T15:00:00Z');
const rates: RateRow[] = demoRates().map((r, i) => ({ ...r, id: String(i), scraped_at: '2026-03-02T11:00:00Z' }));
const ask = (message: string) => composeReply(message, [], rates, undefined, now);
const linkOf = (reply: string) => splitMessageLinks(reply).find((p): p is { label: string; href: string } => 'href' in p)!;

// the chat computes with the visitor's numbers, with the calculators' own maths.
describe('chat answers computed with the visitor numbers', () => {
  it('down payment for a $600,000 home: $35,000 and the insurance at that down payment', () => {
    const { intent, reply } = ask('How much down payment for a $600,000 home?');
    expect(intent).toBe('down-payment-estimate');
    expect(reply).toContain('the minimum down payment is $35,000');
    expect(reply).toContain('5% of the first $500,000 ($25,000) plus 10% of the remaining $100,000 ($10,000)');
    // $565,000 at 94.17% loan-to-value: 4.00% premium (CMHC table), 8% Ontario PST on it.
    expect(reply).toContain('$22,600.00');
    expect(reply).toContain('$587,600.00');
    expect(reply).toContain('$1,808.00');
  });

  it('payment on $450,000 over 25 years: asks for the rate, naming today’s best, then computes to the cent with the calculator pre-filled', () => {
    const options = listRateOptions(selectPublicRates(rates, now).rates, 'Ontario').filter((o) => o.termYears === 5 && o.rateType === 'fixed');
    const best = pickDefaultRateOption(options.filter((o) => o.rate === Math.min(...options.map((x) => x.rate))))!;
    const question = ask('What would my payment be on $450,000 over 25 years?');
    expect(question.intent).toBe('payment-question');
    expect(question.reply).toContain(`today's best 5-year fixed is ${best.rate.toFixed(2)}%`);
    const { intent, reply } = ask('What would my payment be on $450,000 over 25 years at 4.49%?');
    expect(intent).toBe('payment-estimate');
    const expected = calculatePayment({ amount: 450_000, annualRate: 4.49, amortizationYears: 25, compounding: 'semi-annual', frequency: 'monthly' });
    if (!expected.ok) throw new Error('calculator refused');
    expect(reply).toContain(`For a $450,000 mortgage at 4.49% over 25 years, paid monthly: the monthly payment is ${formatCurrency(expected.payment)}`);
    const link = linkOf(reply);
    expect(link.href.startsWith('/mortgage-calculator?')).toBe(true);
    const state = parsePaymentState(new URL(link.href, 'http://x').searchParams);
    expect(state).toMatchObject({ amount: 450_000, amortizationYears: 25, customRate: true, rate: 4.49, provinceName: 'Ontario' });
  });

  it('Toronto land transfer tax on $900,000 matches the calculator to the dollar', () => {
    const { intent, reply } = ask('What is the Toronto land transfer tax on $900,000?');
    expect(intent).toBe('land-transfer-tax-estimate');
    const expected = calculateLandTransferTax({ price: 900_000, purchaseDate: '2026-03-02', inToronto: true, firstTimeBuyer: false, singleFamily: true });
    if (!expected.ok) throw new Error('calculator refused');
    expect(expected.totalTax).toBe(28_950);
    expect(reply).toContain(
      `Ontario ${formatCurrencyWhole(expected.ontario.total)} + Toronto municipal ${formatCurrencyWhole(expected.toronto!.total)} = $28,950`,
    );
    expect(linkOf(reply).href).toBe('/land-transfer-tax-calculator?price=900000&date=2026-03-02&toronto=1&firstTime=0&singleFamily=1');
  });

  it('rough affordability from an income, at the 5-year fixed rate, with the stress test', () => {
    const { intent, reply } = ask('How much house can I afford with an income of $120,000 a year and $60k down?');
    expect(intent).toBe('affordability-estimate');
    const best = listRateOptions(selectPublicRates(rates, now).rates, 'Ontario')
      .filter((o) => o.termYears === 5 && o.rateType === 'fixed')
      .reduce((a, b) => (b.rate < a.rate ? b : a));
    const expected = calculateAffordability({
      ...AFFORDABILITY_DEFAULTS,
      heatingMonthly: 0,
      propertyTaxesAnnual: 0,
      annualIncome: 120_000,
      downPayment: 60_000,
      annualRate: best.rate,
    });
    if (!expected.ok) throw new Error('calculator refused');
    expect(reply).toContain(`a lender could accept a home of about ${formatCurrencyWhole(expected.maxPrice)}`);
    expect(reply).toContain(`The monthly payment would be about ${formatCurrencyWhole(expected.monthlyMortgagePayment)}`);
    expect(reply).toContain(`lenders qualify you at the stress-test rate of ${(best.rate + 2).toFixed(2)}%`);
    expect(linkOf(reply).href).toContain('/affordability-calculator?income=120000');
  });

  it('states assumptions and never promises approval or a personal rate', () => {
    for (const question of [
      'How much down payment for a $600,000 home?',
      'What would my payment be on $450,000 over 25 years at 4.5%?',
      'Toronto land transfer tax on $900,000 for a first-time buyer',
      'How much can I afford on a salary of $95,000?',
    ]) {
      const { reply } = ask(question);
      expect(reply, question).toMatch(/Assumptions:/);
      expect(reply, question).toContain('not an approval or a rate offer');
      expect(reply, question).not.toMatch(/you (?:are|will be|would be) approved|guarantee/i);
      expect(reply.length, question).toBeLessThanOrEqual(CHAT_MESSAGE_MAX_LENGTH);
    }
  });

  it('keeps the canned answers when no number is given, and only reads rates when needed', () => {
    expect(ask('How much down payment do I need?').intent).toBe('down-payment');
    expect(ask('What are your rates?').intent).toBe('rates');
    const needsRates = (message: string) => TOPICS_NEEDING_RATES.has(understand(message, []).topic);
    expect(needsRates('What would my payment be on $450,000?')).toBe(true);
    expect(needsRates('How much down payment for a $600,000 home?')).toBe(false);
  });

  it('uses a rate the visitor names, their frequency, and price less down payment', () => {
    const { reply } = ask('What would the bi-weekly payment be on a $600k house with $50k down at 4.5% over 30 years?');
    // Under 20% down the default insurance premium is added to the mortgage, as a lender would.
    const insured = calculateMortgageInsurance({ price: 600_000, downPayment: 50_000, amortizationYears: 30 });
    const expected = calculatePayment({
      amount: insured.insuredLoan,
      annualRate: 4.5,
      amortizationYears: 30,
      compounding: 'semi-annual',
      frequency: 'bi-weekly',
    });
    if (!expected.ok) throw new Error('calculator refused');
    expect(reply).toContain(`the bi-weekly payment is ${formatCurrency(expected.payment)}`);
    expect(linkOf(reply).href).toContain('custom=1&rate=4.5');
  });
});

describe('the questions a first-time buyer asked in their own words', () => {
  it('"I make $95,000 and have $40,000 saved, what can I afford?" uses the $40,000 as the down payment', () => {
    for (const question of [
      'I make $95,000 and have $40,000 saved, what can I afford?',
      'I have $40,000 saved for a down payment and earn $95,000, what can I afford?',
    ]) {
      const { reply, intent } = ask(question);
      expect(intent, question).toBe('affordability-estimate');
      expect(reply, question).toContain('an income of $95,000 a year and $40,000 down');
      expect(reply, question).not.toContain('tell me yours');
    }
  });

  it('"Payment on a $650,000 house with 10% down" is worked out on $585,000 plus the insurance premium', () => {
    const { reply } = ask('Payment on a $650,000 house with 10% down at 4.5% over 25 years');
    const insured = calculateMortgageInsurance({ price: 650_000, downPayment: 65_000, amortizationYears: 25 });
    expect(insured.loan).toBe(585_000);
    expect(reply).toContain(`For a ${formatCurrencyWhole(insured.insuredLoan)} mortgage`);
    expect(reply).toContain('the $650,000 price less 10% down ($65,000)');
  });

  it('a down payment below the minimum for the price is said, not computed', () => {
    const { reply } = ask('What is the payment on a $700,000 house with $20,000 down?');
    expect(reply).toContain('the minimum down payment is $45,000');
  });

  it('"what is today\u2019s best 5 year fixed?" gets today\u2019s rates without the word "rate"', () => {
    expect(ask("what is today's best 5 year fixed?").intent).toBe('rates');
    expect(ask('lowest variable right now?').intent).toBe('rates');
  });

  it('"What is the prime rate right now?" is answered honestly: no number the site does not have', () => {
    const { reply, intent } = ask('What is the prime rate right now?');
    expect(intent).toBe('prime-rate');
    expect(reply).toContain("I don't have today's prime rate");
    expect(reply).not.toMatch(/prime rate is \d/);
  });
});

describe('links in chat replies', () => {
  it('turns [label](/path) into a link, site paths only', () => {
    expect(splitMessageLinks('See [the calculator](/mortgage-calculator?amount=1&term=5+year%7Cfixed) now.')).toEqual([
      { text: 'See ' },
      { label: 'the calculator', href: '/mortgage-calculator?amount=1&term=5+year%7Cfixed' },
      { text: ' now.' },
    ]);
    expect(splitMessageLinks('[x](https://evil.example) [y](//evil.example) [z](javascript:alert(1))')).toEqual([
      { text: '[x](https://evil.example) [y](//evil.example) [z](javascript:alert(1))' },
    ]);
  });
});
