/**
 * The renewal radar's arithmetic (ADR 29). Pure: a mortgage, today's rates and today's date in; the window it is in,
 * the CASL basis's validity, and the payment and interest at renewal against today's best rate out.
 */
import { calculatePayment } from '../calc/payment';
import type { CompoundingId, FrequencyId } from '../calc/payment-options';
import { isFrequencyId } from '../calc/payment-options';
import { closestTermYears } from '../calc/penalty-today-rates';
import type { RateOption } from '../calc/rate-options';
import type { CaslBasis, CaslStatus } from '../schemas/client-mortgages';

export type { CaslStatus };

/** The radar's groups, in days to maturity: a mortgage is in the smallest window that holds it. */
export const RENEWAL_WINDOWS = [30, 90, 120, 180] as const;
export type RenewalWindow = (typeof RENEWAL_WINDOWS)[number];
export const RADAR_HORIZON_DAYS = 180;

/** Implied consent from a contract lasts two years from the contract's date (CASL s. 10(10)). */
export const IMPLIED_CONSENT_YEARS = 2;

const DAY_MS = 86_400_000;
const dayNumber = (isoDay: string) => Math.round(Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS);

/** Whole calendar days from `today` to `maturity` (both YYYY-MM-DD); negative once it has matured. */
export const daysUntil = (maturity: string, today: string) => dayNumber(maturity) - dayNumber(today);

/** The window for this many days to maturity, or null when it is beyond the horizon or already past. */
export function renewalWindow(days: number): RenewalWindow | null {
  if (days < 0) return null;
  return RENEWAL_WINDOWS.find((window) => days <= window) ?? null;
}

/**
 * What the site itself knows of the client's address (ADR 39): whether the person confirmed a consent from their
 * inbox (a double opt-in still in force) and whether the address is on the suppression list.
 */
export interface ConsentEvidence {
  confirmedConsent: boolean;
  suppressed: boolean;
}

/** The day `years` calendar years after `isoDay` (29 February lands on 28 February in a common year). */
function addYears(isoDay: string, years: number): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y + years, m - 1, d));
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/**
 * Whether a commercial email may be sent today on this basis (ADR 29, ADR 39): never to a withdrawn or suppressed
 * address; express consent only with the person's confirmed consent on record (a basis typed by staff is not
 * evidence); implied consent for two years from the contract's date, which cannot be in the future.
 */
export function caslStatus(
  mortgage: { casl_basis: CaslBasis; casl_date: string; casl_withdrawn_at: string | null },
  today: string,
  evidence: ConsentEvidence = { confirmedConsent: false, suppressed: false },
): CaslStatus {
  if (mortgage.casl_withdrawn_at || evidence.suppressed) return { valid: false, until: null, reason: 'withdrawn' };
  if (mortgage.casl_basis === 'express') {
    return evidence.confirmedConsent ? { valid: true, until: null, reason: 'express' } : { valid: false, until: null, reason: 'no_evidence' };
  }
  if (mortgage.casl_date > today) return { valid: false, until: null, reason: 'no_evidence' };
  const end = addYears(mortgage.casl_date, IMPLIED_CONSENT_YEARS);
  // Valid through the day before the second anniversary.
  const until = new Date(Date.parse(`${end}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
  return today <= until ? { valid: true, until, reason: 'implied' } : { valid: false, until, reason: 'implied_expired' };
}

export interface PricedMortgage {
  balance: number;
  rate: number;
  rate_type: 'fixed' | 'variable';
  term_years: number;
  amortization_years: number;
  payment_frequency: string;
}

export interface RenewalQuote {
  /** Today's best rate for the mortgage's type and (closest) term, and the term it is for. */
  todayRate: number;
  todayTermYears: number;
  /** Payment per period at the mortgage's own rate, and at today's best rate, over the amortization left. */
  currentPayment: number;
  renewalPayment: number;
  /** Per period, positive when today's rate is lower. */
  paymentSaving: number;
  /** Interest over the new term at the current rate minus at today's rate (positive = switching saves). */
  interestSavingOverTerm: number;
}

/**
 * A renewal is a new term on a mortgage already insured or not: priced against the Conventional (uninsured) rates
 * when the province publishes them, else any purchase rate; refinance rates never apply to a plain renewal.
 */
function candidateRates(options: readonly RateOption[], rateType: 'fixed' | 'variable'): RateOption[] {
  const ofType = options.filter((o) => o.rateType === rateType && o.termYears !== null && o.termYears > 0 && !/refinance/i.test(o.mortgageType));
  const conventional = ofType.filter((o) => /conventional/i.test(o.mortgageType));
  return conventional.length > 0 ? conventional : ofType;
}

/** Fixed mortgages compound semi-annually (Interest Act); variable ones, as lenders quote them, monthly. */
const compoundingFor = (rateType: 'fixed' | 'variable'): CompoundingId => (rateType === 'fixed' ? 'semi-annual' : 'monthly');

function termFigures(mortgage: PricedMortgage, annualRate: number, termYears: number) {
  const frequency: FrequencyId = isFrequencyId(mortgage.payment_frequency) ? mortgage.payment_frequency : 'monthly';
  const result = calculatePayment({
    amount: mortgage.balance,
    annualRate,
    amortizationYears: mortgage.amortization_years,
    compounding: compoundingFor(mortgage.rate_type),
    frequency,
  });
  if (!result.ok) return null;
  const periods = Math.round(termYears * result.schedule.paymentsPerYear);
  const interest = result.schedule.rows.slice(0, periods).reduce((sum, row) => sum + row.interest, 0);
  return { payment: result.payment, interest };
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** Null when the site publishes no rate of this type for any term in the province. */
export function priceRenewal(mortgage: PricedMortgage, options: readonly RateOption[]): RenewalQuote | null {
  const candidates = candidateRates(options, mortgage.rate_type);
  const termYears = closestTermYears(mortgage.term_years * 12, [...new Set(candidates.map((o) => o.termYears as number))]);
  if (termYears === null) return null;
  const todayRate = Math.min(...candidates.filter((o) => o.termYears === termYears).map((o) => o.rate));
  const current = termFigures(mortgage, mortgage.rate, termYears);
  const renewal = termFigures(mortgage, todayRate, termYears);
  if (!current || !renewal) return null;
  return {
    todayRate,
    todayTermYears: termYears,
    currentPayment: current.payment,
    renewalPayment: renewal.payment,
    paymentSaving: cents(current.payment - renewal.payment),
    interestSavingOverTerm: cents(current.interest - renewal.interest),
  };
}
