import { describe, expect, it } from 'vitest';
import { calculatePayment } from '../../../../../src/lib/calc/payment';
import type { RateOption } from '../../../../../src/lib/calc/rate-options';
import { caslStatus, daysUntil, priceRenewal, renewalWindow } from '../../../../../src/lib/renewals/renewal-radar';

const option = (termYears: number, rateType: 'fixed' | 'variable', mortgageType: string, rate: number): RateOption => ({
  key: `${termYears}|${rateType}|${mortgageType}`,
  rateId: `${termYears}-${rateType}-${mortgageType}`,
  term: `${termYears} year`,
  termYears,
  rateType,
  mortgageType,
  rate,
  postedRate: null,
});

describe('renewal windows', () => {
  it('counts calendar days and puts a mortgage in the smallest window that holds it', () => {
    expect(daysUntil('2027-03-05', '2026-11-25')).toBe(100);
    expect(daysUntil('2026-11-25', '2026-11-25')).toBe(0);
    expect([0, 30, 31, 90, 100, 120, 121, 180, 181, -1].map(renewalWindow)).toEqual([30, 30, 90, 90, 120, 120, 180, 180, null, null]);
  });
});

describe('CASL basis', () => {
  it('implied consent holds until the day before the second anniversary of the contract; express until withdrawn', () => {
    const implied = { casl_basis: 'implied' as const, casl_date: '2024-11-25', casl_withdrawn_at: null };
    expect(caslStatus(implied, '2026-11-24')).toEqual({ valid: true, until: '2026-11-24', reason: 'implied' });
    expect(caslStatus(implied, '2026-11-25')).toEqual({ valid: false, until: '2026-11-24', reason: 'implied_expired' });
    expect(caslStatus({ ...implied, casl_date: '2024-02-29' }, '2026-02-27').until).toBe('2026-02-27');
    const confirmed = { confirmedConsent: true, suppressed: false };
    expect(caslStatus({ casl_basis: 'express', casl_date: '2015-01-01', casl_withdrawn_at: null }, '2026-11-25', confirmed).valid).toBe(true);
    // A basis typed by staff is not evidence: express needs the person's confirmed consent, implied a past contract date.
    expect(caslStatus({ casl_basis: 'express', casl_date: '2015-01-01', casl_withdrawn_at: null }, '2026-11-25').reason).toBe('no_evidence');
    expect(caslStatus({ ...implied, casl_date: '2027-01-01' }, '2026-11-25').reason).toBe('no_evidence');
    expect(caslStatus(implied, '2026-11-24', { confirmedConsent: true, suppressed: true }).reason).toBe('withdrawn');
    expect(caslStatus({ casl_basis: 'express', casl_date: '2015-01-01', casl_withdrawn_at: '2026-01-01' }, '2026-11-25')).toEqual({
      valid: false,
      until: null,
      reason: 'withdrawn',
    });
  });
});

describe('priceRenewal', () => {
  const mortgage = { balance: 300000, rate: 5.5, rate_type: 'fixed' as const, term_years: 3, amortization_years: 22, payment_frequency: 'bi-weekly' };

  it('prices against the conventional rate of the same term, never a refinance or insured rate, at the client\u2019s frequency', () => {
    const quote = priceRenewal(mortgage, [
      option(3, 'fixed', 'High-Ratio', 3.89),
      option(3, 'fixed', 'Refinance', 3.7),
      option(3, 'fixed', 'Conventional', 4.24),
      option(5, 'fixed', 'Conventional', 3.99),
    ]);
    const at = (rate: number) => {
      const result = calculatePayment({ amount: 300000, annualRate: rate, amortizationYears: 22, compounding: 'semi-annual', frequency: 'bi-weekly' });
      if (!result.ok) throw new Error('payment');
      return { payment: result.payment, interest: result.schedule.rows.slice(0, 78).reduce((sum, row) => sum + row.interest, 0) };
    };
    expect(quote).toMatchObject({ todayRate: 4.24, todayTermYears: 3, currentPayment: at(5.5).payment, renewalPayment: at(4.24).payment });
    expect(quote!.paymentSaving).toBeCloseTo(at(5.5).payment - at(4.24).payment, 2);
    expect(quote!.interestSavingOverTerm).toBeCloseTo(at(5.5).interest - at(4.24).interest, 2);
  });

  it('uses the closest published term of the same type, and says nothing when the type has no rate', () => {
    expect(
      priceRenewal({ ...mortgage, term_years: 4 }, [option(3, 'fixed', 'Conventional', 4.24), option(5, 'fixed', 'Conventional', 3.99)])?.todayTermYears,
    ).toBe(3);
    expect(priceRenewal({ ...mortgage, rate_type: 'variable' }, [option(5, 'fixed', 'Conventional', 3.99)])).toBeNull();
  });

  it('a client already below today\u2019s rate saves nothing: the figures say so rather than inventing a saving', () => {
    const quote = priceRenewal({ ...mortgage, rate: 2.19 }, [option(3, 'fixed', 'Conventional', 4.24)]);
    expect(quote!.interestSavingOverTerm).toBeLessThan(0);
    expect(quote!.paymentSaving).toBeLessThan(0);
  });
});
