import { describe, expect, it } from 'vitest';
import { demoRates } from '../../../../db/seed/rates';
import { composeReply } from '../../../../functions/chat/compose-reply';
import type { RateRow } from '../../../../functions/chat/types';
import { borrowingLimitFor } from '../../../../src/lib/calc/affordability';
import { calculatePayment } from '../../../../src/lib/calc/payment';
import { formatCurrency, formatCurrencyWhole } from '../../../../src/lib/format';

/**
 * A payment budget turned into the loan it carries, two amortizations or rates compared, and the tax on the
 * insurance premium (ADR 37). Figures come from the calculators' own functions, never a second copy of the maths.
 */
const now = new Date('2026-11-25T15:00:00Z');
const rates: RateRow[] = demoRates().map((rate, index) => ({ id: `r${index}`, ...rate, scraped_at: now.toISOString() })) as RateRow[];
const ask = (message: string) => composeReply(message, [], rates, undefined, now);
const payment = (amount: number, annualRate: number, amortizationYears: number) => {
  const result = calculatePayment({ amount, annualRate, amortizationYears, compounding: 'semi-annual', frequency: 'monthly' });
  if (!result.ok) throw new Error('calculator refused');
  return result;
};

describe('a payment budget', () => {
  it('"keep our payment under $3,800 monthly, 25 year amortization at 4.6%, how much can we borrow" gets the loan it carries', () => {
    const { reply, intent } = ask('keep our payment under $3,800 monthly, 25 year amortization at 4.6%, how much can we borrow');
    expect(intent).toBe('payment-budget-estimate');
    const loan = borrowingLimitFor(3800, 4.6, 25);
    expect(reply).toContain(formatCurrencyWhole(loan));
    expect(reply).toContain('$3,800 monthly payment');
    expect(reply).toContain('4.60%');
    expect(reply).toContain('25 years');
    // The calculator opened with that amount gives the budget back.
    expect(payment(loan, 4.6, 25).payment).toBeCloseTo(3800, 0);
    expect(reply).toContain(`/mortgage-calculator?province=ON&amount=${loan}&custom=1&rate=4.6&amortization=25`);
    expect(reply).toMatch(/stress-test rate of 6\.60%/);
  });

  it('a household income is checked at the stress-test rate', () => {
    const { reply } = ask('household income 180k, no debts. max mortgage payment 3,000 a month over 30 years at 4.3, what size mortgage does that get us?');
    expect(reply).toContain(formatCurrencyWhole(borrowingLimitFor(3000, 4.3, 30)));
    expect(reply).toContain('$180,000');
    expect(reply).toMatch(/stress-test rate of 6\.30%/);
  });

  it('"1,800 bi-weekly" is a bi-weekly budget: the loan is the one whose bi-weekly payment is $1,800', () => {
    const { reply, intent } = ask('we could handle 1800 biweekly at 4.25 for 25 yrs, what mortgage would that support?');
    expect(intent).toBe('payment-budget-estimate');
    const loan = borrowingLimitFor((1800 * 26) / 12, 4.25, 25);
    expect(reply).toContain(formatCurrencyWhole(loan));
    expect(reply).toContain('$1,800 bi-weekly payment');
    expect(reply).toContain('frequency=bi-weekly');
  });

  it('without a rate, today\u2019s best rate is used and named', () => {
    const { reply, intent } = ask('what size of loan can i get with a $2,700 monthly payment?');
    expect(intent).toBe('payment-budget-estimate');
    expect(reply).toMatch(/today's best 5-year fixed .* rate, \d\.\d\d% \(you gave no rate/);
    expect(reply).toContain('over 25 years (the usual amortization');
  });

  it('"what price can I buy with a $3,200 payment and 60k down" adds the down payment and warns of the premium under 20% down', () => {
    const { reply } = ask('what price can I buy with a $3,200 payment and 60k down at 4.5 over 25 years');
    const loan = borrowingLimitFor(3200, 4.5, 25);
    expect(reply).toContain(formatCurrencyWhole(loan));
    expect(reply).toMatch(/With \$60,000 down that is a home of about \$\d{3},\d{3}/);
    expect(reply).toMatch(/less than 20% down, mortgage default insurance is required/);
  });

  it('a session: the budget first, then the rate and amortization, then the income', () => {
    const history: { role: 'user' | 'assistant'; content: string }[] = [];
    const say = (message: string) => {
      const { reply } = composeReply(message, history, rates, undefined, now);
      history.push({ role: 'user', content: message }, { role: 'assistant', content: reply });
      return reply;
    };
    expect(say('how much can we borrow if we keep payments to 3k a month?')).toMatch(/today's best 5-year fixed/);
    expect(say('rate 4.5, 30 years')).toContain(formatCurrencyWhole(borrowingLimitFor(3000, 4.5, 30)));
    expect(say('we make 95k')).toMatch(/Your income may not qualify for all of it: with an income of \$95,000 a year/);
  });

  it('"with 2800 a month what can i borrow" and "a 2200 semi-monthly payment" are budgets', () => {
    expect(ask('with 2800 a month what can i borrow').intent).toBe('payment-budget-estimate');
    const { reply } = ask('what loan does a 2200 semi-monthly payment support at 4.49 over 25');
    expect(reply).toContain(formatCurrencyWhole(borrowingLimitFor(2200 * 2, 4.49, 25)));
  });

  it('a share down is a share of the price the payment buys', () => {
    const { reply } = ask('we want a payment of around $2,900/month at 4.3 over 25. what price range is that with 20% down?');
    const loan = borrowingLimitFor(2900, 4.3, 25);
    const price = Math.floor(loan / 0.8);
    expect(reply).toContain(`With 20% down (${formatCurrencyWhole(Math.round(price * 0.2))}) that is a home of about ${formatCurrencyWhole(price)}`);
  });

  it('a current payment at renewal is not a budget', () => {
    expect(ask('current payment 2000 a month, renewing at 4.5 how much will it go up').reply).not.toMatch(/payment carries/);
  });

  it('a car payment or child support is still a debt, not a budget', () => {
    expect(ask('my child support is 900 a month and we make 150k, what can we afford with 60k down').reply).toContain('$900 a month of debt payments');

    const { reply } = ask('we make 140k, car payment 450 a month, 50k down, what can we afford');
    expect(reply).not.toMatch(/payment carries/);
    expect(reply).toContain('$450 a month of debt payments');
  });
});

describe('two amortizations or two rates', () => {
  it('"30 yr vs 25 yr on 610k at 4.79, whats the difference monthly" gives both payments and the difference', () => {
    const { reply, intent } = ask('30 yr vs 25 yr on a 610k mortgage at 4.79, whats the difference monthly');
    expect(intent).toBe('payment-comparison');
    const a = payment(610_000, 4.79, 30);
    const b = payment(610_000, 4.79, 25);
    expect(reply).toContain(formatCurrency(a.payment));
    expect(reply).toContain(formatCurrency(b.payment));
    expect(reply).toContain(formatCurrency(Math.round((b.payment - a.payment) * 100) / 100));
    expect(reply).toContain(formatCurrency(Math.round((a.totalInterest - b.totalInterest) * 100) / 100));
    expect(reply).toContain('over 30 years');
    expect(reply).toContain('over 25 years');
  });

  it('"shorter amortization 15 years rather than 25" on a stated mortgage is compared too', () => {
    const { reply } = ask('on a 400k mortgage at 4.1, what do I save going 15 years rather than 25?');
    expect(reply).toContain(formatCurrency(payment(400_000, 4.1, 15).payment));
    expect(reply).toContain(formatCurrency(payment(400_000, 4.1, 25).payment));
  });

  it('"difference between 5.09 and 4.59 on 700k over 30" compares the two rates', () => {
    const { reply, intent } = ask('payment difference between 5.09% and 4.59% on a 700k mortgage over 30 years?');
    expect(intent).toBe('payment-comparison');
    const high = payment(700_000, 5.09, 30);
    const low = payment(700_000, 4.59, 30);
    expect(reply).toContain(formatCurrency(high.payment));
    expect(reply).toContain(formatCurrency(low.payment));
    expect(reply).toContain(formatCurrency(Math.round((high.payment - low.payment) * 100) / 100));
  });

  it('"compare 20 and 25 year amortization on 480k at 4.19" is a comparison whatever topic its words resemble', () => {
    const { intent, reply } = ask('compare 20 and 25 year amortization on 480k at 4.19');
    expect(intent).toBe('payment-comparison');
    expect(reply).toContain(formatCurrency(payment(480_000, 4.19, 20).payment));
    expect(reply).toMatch(/the payment over 20 years is higher/);
  });

  it('two rates with no amortization are compared over 25 years, said as such', () => {
    const { reply } = ask('how much extra is 5.2 vs 4.7 on 450k');
    expect(reply).toContain(formatCurrency(payment(450_000, 5.2, 25).payment));
    expect(reply).toContain(formatCurrency(payment(450_000, 4.7, 25).payment));
    expect(reply).toContain('over 25 years (the usual amortization');
  });
});

describe('the PST on the insurance premium', () => {
  it.each([
    'is the pst on cmhc added to the mortgage too?',
    'can the sales tax on my CMHC premium be rolled into the loan?',
    'does the 8% tax on mortgage insurance get financed with the premium',
  ])('"%s" gets a direct no: paid in cash at closing', (message) => {
    const { reply, intent } = ask(message);
    expect(intent).toBe('mortgage-insurance-tax');
    expect(reply).toMatch(/^No\./);
    expect(reply).toContain('8%');
    expect(reply).toContain('PST');
    expect(reply).toMatch(/paid in cash at closing/);
    expect(reply).toMatch(/premium itself usually is added to the mortgage/);
    expect(reply).toContain('Quebec (9%)');
    expect(reply).toContain('Saskatchewan (6%)');
  });

  it('"do i pay tax on cmhc" gets a yes, and the same facts', () => {
    const { reply } = ask('do i pay tax on cmhc');
    expect(reply).toMatch(/^Yes\. In Ontario the 8% provincial sales tax \(PST\)/);
  });

  it('with a price and down payment the PST is worked out', () => {
    const { reply } = ask('how much pst on cmhc for a 600k house with 10% down, and is it added to the mortgage?');
    // 10% down on $600,000: $540,000 at 3.10% is $16,740 of premium; 8% of it is $1,339.
    expect(reply).toContain('$16,740');
    expect(reply).toContain('$1,339');
  });
});
