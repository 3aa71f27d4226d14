/**
 * The tax on the mortgage insurance premium is the province's (ADR 49): Ontario 8% (Ontario Ministry of Finance,
 * "Retail Sales Tax on insurance contracts and benefit plans", ontario.ca), Quebec 9% (Revenu Québec, "Tax on
 * insurance premiums", revenuquebec.ca), Saskatchewan 6% (Government of Saskatchewan, PST Information Bulletin
 * PST-63, saskatchewan.ca); no such tax in the ten others.
 */
import { describe, expect, it } from 'vitest';
import { calculateAffordability } from '../../../../src/lib/calc/affordability';
import { AFFORDABILITY_DEFAULTS } from '../../../../src/lib/calc/affordability-options';
import { calculateCashToClose } from '../../../../src/lib/calc/cash-to-close';
import { CASH_TO_CLOSE_DEFAULTS } from '../../../../src/lib/calc/cash-to-close-options';
import { calculateMortgageInsurance } from '../../../../src/lib/calc/mortgage-insurance';
import { PROVINCES } from '../../../../src/lib/provinces';

const TAXED = { ON: 0.08, QC: 0.09, SK: 0.06 } as const;

describe('tax on the insurance premium by province', () => {
  it('a $500,000 home with 5% down: $19,000 premium, taxed $1,520 in Ontario, $1,710 in Quebec, $1,140 in Saskatchewan', () => {
    const pst = (province: 'ON' | 'QC' | 'SK' | 'BC') =>
      calculateMortgageInsurance({ price: 500_000, downPayment: 25_000, amortizationYears: 25, province }).pst;
    expect(pst('ON')).toBe(1_520); // 8% × 4.00% × 475,000
    expect(pst('QC')).toBe(1_710); // 9% × 19,000
    expect(pst('SK')).toBe(1_140); // 6% × 19,000
    expect(pst('BC')).toBe(0);
  });

  it('Ontario stays the default where no province is given', () => {
    expect(calculateMortgageInsurance({ price: 500_000, downPayment: 25_000, amortizationYears: 25 }).pst).toBe(1_520);
  });

  it.each(PROVINCES.map((p) => p.code))('affordability in %s adds the tax only in Ontario, Quebec and Saskatchewan', (province) => {
    const ontario = calculateAffordability(AFFORDABILITY_DEFAULTS);
    const here = calculateAffordability(AFFORDABILITY_DEFAULTS, province);
    if (!ontario.ok || !here.ok) throw new Error('invalid defaults');
    expect(here.insurance.premium).toBeGreaterThan(0);
    const rate = TAXED[province as keyof typeof TAXED] ?? 0;
    expect(here.insurance.pst).toBe(Math.round(here.insurance.premium * rate * 100) / 100);
    // The tax is paid in cash, so it never changes what a lender accepts.
    expect(here.maxPrice).toBe(ontario.maxPrice);
  });

  it.each(PROVINCES.map((p) => p.code))('cash to close in %s lists the premium tax only where one applies', (province) => {
    const r = calculateCashToClose({ ...CASH_TO_CLOSE_DEFAULTS, price: 500_000, downPayment: 25_000, province, purchaseDate: '2026-06-01' });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const line = r.lines.find((l) => l.id === 'insuranceTax');
    if (province in TAXED) expect(line?.amount).toBe(19_000 * TAXED[province as keyof typeof TAXED]);
    else expect(line).toBeUndefined();
  });
});
