import { describe, expect, it } from 'vitest';
import { calculatePayment, periodicPayment, unroundedMonthlyPayment, type PaymentInputs } from '../../../../src/lib/calc/payment';
import { annuityPayment, annuityPresentValueFactor, periodicRate } from '../../../../src/lib/calc/interest';
import { calcMessages } from '../../../../src/lib/calc/calc-messages';

const reference: PaymentInputs = {
  amount: 500_000,
  annualRate: 5,
  amortizationYears: 25,
  compounding: 'semi-annual',
  frequency: 'monthly',
};

describe('periodic rate and annuity', () => {
  it('converts a semi-annual nominal rate to the Canadian monthly rate', () => {
    // (1 + 0.05/2)^(2/12) − 1, worked by hand: 1.025^(1/6) = 1.0041239...
    expect(periodicRate(5, 2, 12)).toBeCloseTo(0.0041239155, 9);
  });

  it('falls back to P/n and n at 0%', () => {
    expect(annuityPayment(300_000, 0, 300)).toBe(1000);
    expect(annuityPresentValueFactor(0, 300)).toBe(300);
  });
});

describe('calculatePayment: the reference case', () => {
  it('500,000 at 5.00%, 25 years, semi-annual compounding is $2,908.02 a month', () => {
    // Source: product description — the figure the published Canadian calculators give for this loan (docs/product/calculators.md#payment-inputs).
    const result = calculatePayment(reference);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.payment).toBe(2908.02);
    expect(result.numberOfPayments).toBe(300);
    expect(result.payoffMonths).toBe(300);
    expect(result.principal).toBe(500_000);
    expect(result.totalPaid).toBeCloseTo(result.principal + result.totalInterest, 2);
    // Rounded payment × 300 − P, give or take the cent-rounded interest of each period.
    expect(Math.abs(result.totalInterest - (2908.02 * 300 - 500_000))).toBeLessThan(5);
  });
});

describe('calculatePayment: every frequency (spec section 9 factors of the monthly payment)', () => {
  const monthly = unroundedMonthlyPayment(reference); // 2908.0249...
  const cases: [PaymentInputs['frequency'], number][] = [
    ['monthly', 2908.02],
    ['semi-monthly', 1454.01], // monthly / 2
    ['bi-weekly', 1342.17], // monthly × 12 / 26
    ['rapid-bi-weekly', 1454.01], // monthly / 2
    ['weekly', 671.08], // monthly × 12 / 52
    ['rapid-weekly', 727.01], // monthly / 4
  ];
  it.each(cases)('%s payment is %d', (frequency, expected) => {
    expect(periodicPayment({ ...reference, frequency })).toBe(expected);
  });

  it('derives each payment from the unrounded monthly payment', () => {
    expect(monthly).toBeCloseTo(2908.0249, 4);
    expect(Math.round(((monthly * 12) / 26) * 100) / 100).toBe(1342.17);
  });

  it.each(cases)('%s schedule pays off the loan exactly', (frequency) => {
    const r = calculatePayment({ ...reference, frequency });
    if (!r.ok) throw new Error('expected ok');
    expect(r.schedule.paidOff).toBe(true);
    expect(r.schedule.rows.at(-1)?.balance).toBe(0);
    expect(r.principal).toBe(500_000);
  });
});

describe('calculatePayment: every compounding', () => {
  // Hand-checked with P·i / (1 − (1 + i)^−300):
  // monthly i = 0.05/12 -> $2,922.95 (the familiar US-style figure for 500k at 5% over 25 years);
  // quarterly i = 1.0125^(1/3) − 1 -> $2,916.93; annual i = 1.05^(1/12) − 1 -> $2,890.69.
  it.each([
    ['semi-annual', 2908.02],
    ['monthly', 2922.95],
    ['quarterly', 2916.93],
    ['annual', 2890.69],
  ] as const)('%s compounding gives %d a month', (compounding, expected) => {
    expect(periodicPayment({ ...reference, compounding })).toBe(expected);
  });

  it('more frequent compounding never lowers the payment', () => {
    const p = (c: PaymentInputs['compounding']) => periodicPayment({ ...reference, compounding: c });
    expect(p('annual')).toBeLessThan(p('semi-annual'));
    expect(p('semi-annual')).toBeLessThan(p('quarterly'));
    expect(p('quarterly')).toBeLessThan(p('monthly'));
  });
});

describe('calculatePayment: 0% and bad input', () => {
  it('at 0% the payment is P / n and no interest is paid', () => {
    const r = calculatePayment({ ...reference, amount: 300_000, annualRate: 0 });
    if (!r.ok) throw new Error('expected ok');
    expect(r.payment).toBe(1000);
    expect(r.totalInterest).toBe(0);
    expect(r.totalPaid).toBe(300_000);
    expect(r.numberOfPayments).toBe(300);
  });

  it('at 0% rapid weekly pays a quarter of the monthly payment', () => {
    expect(periodicPayment({ ...reference, amount: 300_000, annualRate: 0, frequency: 'rapid-weekly' })).toBe(250);
  });

  it.each([
    [{ amount: Number.NaN }, 'amount', calcMessages.amountRequired],
    [{ amount: -1 }, 'amount', calcMessages.amountRequired],
    [{ amount: 0 }, 'amount', calcMessages.amountRequired],
    [{ annualRate: Number.NaN }, 'annualRate', calcMessages.rateInvalid],
    [{ annualRate: -0.5 }, 'annualRate', calcMessages.rateInvalid],
    [{ amortizationYears: 0 }, 'amortizationYears', calcMessages.amortizationRange(1, 30)],
    [{ amortizationYears: 31 }, 'amortizationYears', calcMessages.amortizationRange(1, 30)],
    [{ amortizationYears: 2.5 }, 'amortizationYears', calcMessages.amortizationRange(1, 30)],
    [{ amount: 1e15 }, 'amount', calcMessages.tooLarge],
  ] as const)('%o is invalid (%s)', (patch, field, message) => {
    const r = calculatePayment({ ...reference, ...patch });
    expect(r).toEqual({ ok: false, errors: [{ field, message }] });
  });

  it('never returns NaN for any accepted input', () => {
    const r = calculatePayment({ ...reference, annualRate: 1e6 });
    if (r.ok) {
      expect(Number.isFinite(r.payment)).toBe(true);
      expect(Number.isFinite(r.totalInterest)).toBe(true);
    } else {
      expect(r.errors[0].field).toBe('annualRate');
    }
  });

  it('a tiny loan at a high rate still amortizes (payment floor above the first interest)', () => {
    const r = calculatePayment({ ...reference, amount: 100, annualRate: 25, amortizationYears: 30 });
    if (!r.ok) throw new Error('expected ok');
    expect(r.schedule.paidOff).toBe(true);
  });

  it('shares of principal and interest add to 1', () => {
    const r = calculatePayment(reference);
    if (!r.ok) throw new Error('expected ok');
    expect(r.principalShare + r.interestShare).toBeCloseTo(1, 10);
    expect(r.principalShare).toBeCloseTo(500_000 / r.totalPaid, 10);
  });
});
