import { MORTGAGE_TYPES, PROVINCES, PUBLIC_TERMS_YEARS, RATE_TYPES } from '../../src/lib/provinces';
import type { NewRate } from '../../src/lib/schemas/rates';

/**
 * Demo rates at plausible late-2026 levels (prime 4.45%): insured 5-year fixed near 3.9%, posted rates near 6%.
 * Provinces differ slightly, as lender pricing does. posted_rate is always above our_rate.
 */
const OUR_BASE: Record<'fixed' | 'variable', Record<number, number>> = {
  fixed: { 1: 4.69, 3: 3.94, 5: 3.89, 7: 4.34 },
  variable: { 1: 4.7, 3: 3.95, 5: 3.7, 7: 4.05 },
};
const POSTED: Record<'fixed' | 'variable', Record<number, number>> = {
  fixed: { 1: 6.09, 3: 5.99, 5: 6.09, 7: 6.4 },
  variable: { 1: 5.45, 3: 4.95, 5: 4.95, 7: 5.2 },
};
const TYPE_PREMIUM: Record<(typeof MORTGAGE_TYPES)[number], number> = { 'High-Ratio': 0, Conventional: 0.2, Refinance: 0.35 };
const PROVINCE_PREMIUM: Record<string, number> = { NT: 0.15, NU: 0.15, YT: 0.15, NB: 0.05, NL: 0.05, NS: 0.05, PE: 0.05, QC: 0.05, SK: 0.05, MB: 0.05 };

/** A new rate; the demo always has a posted rate. */
export type SeedRate = NewRate & { posted_rate: number };

export function demoRates(): SeedRate[] {
  const rows: SeedRate[] = [];
  for (const province of PROVINCES) {
    for (const years of PUBLIC_TERMS_YEARS) {
      for (const rateType of RATE_TYPES) {
        for (const mortgageType of MORTGAGE_TYPES) {
          const ourRate = OUR_BASE[rateType][years]! + TYPE_PREMIUM[mortgageType] + (PROVINCE_PREMIUM[province.code] ?? 0);
          rows.push({
            province: province.name,
            term: `${years} year`,
            rate_type: rateType,
            mortgage_type: mortgageType,
            posted_rate: POSTED[rateType][years]!,
            our_rate: Math.round(ourRate * 100) / 100,
          });
        }
      }
    }
  }
  return rows;
}
