import { describe, expect, it } from 'vitest';
import { mergeInputs, readInputs } from '../../../../functions/chat/understand/read-inputs';
import { recogniseNumbers } from '../../../../functions/chat/understand/recognise-numbers';

describe('the recogniser wrapper (Recognizers-Text)', () => {
  it.each([
    ['625k', 625_000],
    ['480 000', 480_000],
    ['1.1 million', 1_100_000],
    ['540 thousand', 540_000],
    ['$1.4M', 1_400_000],
    ['1.5m,', 1_500_000],
    ['thirty', 30],
    ['4,29', 4.29],
    ['1,100', 1_100],
  ])('reads "%s" as %d', (text, value) => {
    expect(recogniseNumbers(`about ${text} here`).map((q) => q.value)).toEqual([value]);
  });

  it('leaves phone numbers and e-mail addresses out, found by the sequence recogniser', () => {
    expect(recogniseNumbers('call 905 555 0178 or 416-555-1234, a@b.ca, about 400k').map((q) => q.value)).toEqual([400_000]);
  });

  it('marks percentages and money and keeps the positions of the original text', () => {
    const text = 'monthly pmt 262k 6.1% 15yr';
    const found = recogniseNumbers(text);
    expect(found.map((q) => [q.value, q.percent, q.money])).toEqual([
      [262_000, false, true],
      [6.1, true, false],
      [15, false, false],
    ]);
    expect(found.map((q) => text.slice(q.start, q.end))).toEqual(['262k', '6.1', '15']);
  });
});

describe('reading the inputs of a question', () => {
  it('the issue’s number forms come out right', () => {
    expect(readInputs('whats my payment on 625k mortgage at 4.19 over 25 yrs')).toMatchObject({ loanAmount: 625_000, rate: 4.19, amortizationYears: 25 });
    expect(readInputs('If i borrow 1.1 million whats that per month at 4.34 percent')).toMatchObject({ loanAmount: 1_100_000, rate: 4.34 });
    expect(readInputs('290k at 5.39% fixed, 3.5 years left, posted rate was 7.19% when i signed')).toMatchObject({
      amount: 290_000,
      rate: 5.39,
      monthsRemaining: 42,
      postedRateAtSigning: 7.19,
      rateType: 'fixed',
    });
    expect(readInputs('18 months remaining')).toMatchObject({ monthsRemaining: 18 });
    expect(readInputs('i also pay 1200/month on car and student loans')).toMatchObject({ debtsMonthly: 1_200 });
    expect(readInputs('the mortgage would be 480 000')).toMatchObject({ loanAmount: 480_000 });
  });

  it('"down 30 yr amortization" is 30 years, never a $30 down payment', () => {
    expect(readInputs('cmhc on 900k with 100k down 30 yr amortization first-time buyer')).toEqual({
      amount: 900_000,
      downAmount: 100_000,
      amortizationYears: 30,
      firstTimeBuyer: true,
    });
  });

  it('reads a down payment given as a share or in dollars, and tells it from the price', () => {
    expect(readInputs('a $650,000 house with 10% down')).toMatchObject({ price: 650_000, downPercent: 10 });
    expect(readInputs('$500k condo, down payment of 5%')).toMatchObject({ price: 500_000, downPercent: 5 });
    expect(readInputs('I have $40,000 saved')).toMatchObject({ downAmount: 40_000 });
    expect(readInputs('I have $50k down on a $600k house')).toMatchObject({ downAmount: 50_000, price: 600_000 });
    expect(readInputs('house price 720k down 72k monthly payment')).toMatchObject({ price: 720_000, downAmount: 72_000 });
    expect(readInputs('min down 2.1 million detached')).toEqual({ price: 2_100_000 });
  });

  it('adds incomes, doubles one that each of two people makes, and keeps a monthly income monthly', () => {
    expect(readInputs('My husband makes 85k and I make 70k, we have 100k down')).toMatchObject({ incomes: [85_000, 70_000], downAmount: 100_000 });
    expect(readInputs('me and my wife make 82k and 64k')).toMatchObject({ incomes: [82_000, 64_000] });
    expect(readInputs('We both make $65,000')).toMatchObject({ incomes: [65_000, 65_000] });
    expect(readInputs('2 incomes of 60k each')).toMatchObject({ incomes: [60_000, 60_000] });
    expect(readInputs('i bring home like 5200/month, student loan 280')).toMatchObject({ incomeMonthly: 5_200, debtsMonthly: 280 });
    expect(readInputs('what can i afford on 4800 a month take home')).toEqual({ incomeMonthly: 4_800, frequency: 'monthly' });
    // "household" is not a house: the amount is an income, not a price.
    expect(readInputs('on 130k household income')).toEqual({ incomes: [130_000] });
  });

  it('reads housing costs: property tax, heating, condo fees', () => {
    expect(readInputs('property taxes are 5,200/yr and heating about 150 a month, condo fees 480/month')).toMatchObject({
      propertyTaxAnnual: 5_200,
      heatingMonthly: 150,
      condoFeesMonthly: 480,
    });
  });

  it('a phone number is not an amount', () => {
    expect(readInputs('call me at 905 555 0178 about a $400k mortgage')).toEqual({ loanAmount: 400_000 });
  });

  it('tells an amortization from a term, and reads rates, frequencies and French', () => {
    expect(readInputs('a 5-year fixed over 25 years')).toMatchObject({ termYears: 5, amortizationYears: 25, rateType: 'fixed' });
    expect(readInputs('payment for 875k over 30 at 4.39')).toMatchObject({ amount: 875_000, amortizationYears: 30, rate: 4.39 });
    expect(readInputs('5% down')).toEqual({ downPercent: 5 });
    expect(readInputs('accelerated bi-weekly please').frequency).toBe('rapid-bi-weekly');
    expect(readInputs('un prêt hypothécaire de 480 000 $ à 4,29 % sur 25 ans')).toMatchObject({ loanAmount: 480_000, rate: 4.29, amortizationYears: 25 });
    expect(readInputs('if the 5 year fixed goes under 4%')).toEqual({ termYears: 5, rateType: 'fixed', alertRate: 4 });
  });

  it('a later message adds to and corrects the earlier ones', () => {
    const first = readInputs('accelerated bi-weekly on 815k mortgage 25 years?');
    expect(mergeInputs(first, readInputs('rate is 3.94'))).toMatchObject({
      loanAmount: 815_000,
      amortizationYears: 25,
      rate: 3.94,
      frequency: 'rapid-bi-weekly',
    });
  });
});
