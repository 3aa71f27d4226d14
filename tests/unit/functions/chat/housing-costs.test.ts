import { describe, expect, it } from 'vitest';
import { demoRates } from '../../../../db/seed/rates';
import { composeReply } from '../../../../functions/chat/compose-reply';
import type { RateRow } from '../../../../functions/chat/types';
import { readInputs } from '../../../../functions/chat/understand/read-inputs';
import { minimumDownPayment } from '../../../../src/lib/calc/down-payment';

const now = new Date('2026-03-02T15:00:00Z');
const rates: RateRow[] = demoRates().map((r, i) => ({ ...r, id: String(i), scraped_at: '2026-03-02T11:00:00Z' }));

// Property tax, heating and condo fees each take the amount next to their own label, with its own period (ADR 37).
describe('housing costs bound to their labels', () => {
  it.each([
    ['property tax is prob 6k a year, heating 140', 6_000, 140],
    ['heat roughly 90, taxes about 300/mo', 3_600, 90],
    ['taxes per year 5,500 and heat 90 per month', 5_500, 90],
    ['5k property tax, 1200 heat a year', 5_000, 100],
    ['my taxes are 6,100 annually and heating is roughly 140', 6_100, 140],
    ['prop tax 4.2k/yr heat and hydro 250/mo', 4_200, 250],
    ['taxes r like 280 a month heat 75', 3_360, 75],
  ])('%s', (message, taxAnnual, heatMonthly) => {
    expect(readInputs(message)).toMatchObject({ propertyTaxAnnual: taxAnnual, heatingMonthly: heatMonthly });
  });

  it('a yearly tax is not read as an income, nor a monthly one as how the visitor pays', () => {
    const inputs = readInputs('we make 130k, taxes maybe 4800 a year heat 110');
    expect(inputs.incomes).toEqual([130_000]);
    expect(readInputs('taxes ~320/mo heat 100').frequency).toBeUndefined();
  });

  it('an amount no property tax or heating could be stays what it is', () => {
    expect(readInputs('how much are taxes on 90k income')).toEqual({ incomes: [90_000] });
    expect(readInputs('heat costs about 1,400 a year').heatingMonthly).toBe(117);
  });

  it('condo fees, before or after their label, beside a car payment and a rate', () => {
    expect(readInputs('$450 in condo fees and 3800 property taxes')).toMatchObject({ condoFeesMonthly: 450, propertyTaxAnnual: 3_800 });
    expect(readInputs('car 400 a month, rate 4.39, maintenance fees are 610, taxes 4k')).toMatchObject({
      debtsMonthly: 400,
      rate: 4.39,
      condoFeesMonthly: 610,
      propertyTaxAnnual: 4_000,
    });
  });

  it('the affordability answer counts the tax and heating where the visitor put them', () => {
    const { reply } = composeReply('income 140k, 80k down, rate 4.6, taxes ~400/mo heat 120. how much house can i buy', [], rates, undefined, now);
    expect(reply).toContain('$4,800 a year of property tax');
    expect(reply).toContain('$120 a month of heating');
  });
});

describe('a percentage down never falls under the minimum by rounding', () => {
  it('5% down of the price the chat solves for meets that price’s minimum', () => {
    const { reply } = composeReply('gross 8,700 a month, 5% down, rate 4.8, taxes 300/mo, max price?', [], rates, undefined, now);
    expect(reply).not.toMatch(/below the minimum/);
    const down = Number(/\$([\d,]+) down \(5% of the price\)/.exec(reply)![1]!.replace(/,/g, ''));
    const price = Number(/a home of about \$([\d,]+)/.exec(reply)![1]!.replace(/,/g, ''));
    expect(down).toBeGreaterThanOrEqual(minimumDownPayment(price));
  });
});

describe('a second monthly income is an income, not a debt', () => {
  it.each([
    ['i make 7500 a month, my girlfriend 5000 a month, 50k down', [90_000, 60_000]],
    ['monthly income is 6k, she makes 3.5k/month, 5% down', [72_000, 42_000]],
    ['i make 90k and my wife brings in 4,000 a month, 60k down', [90_000, 48_000]],
  ])('%s', (message, incomes) => {
    const inputs = readInputs(message);
    expect(inputs.incomes).toEqual(incomes);
    expect(inputs.debtsMonthly).toBeUndefined();
  });

  it("the other earner's debt stays a debt", () => {
    expect(readInputs('my wife has a car payment of 500 a month, we make 120k')).toMatchObject({ debtsMonthly: 500, incomes: [120_000] });
  });
});
