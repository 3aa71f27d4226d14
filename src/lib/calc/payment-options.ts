/** Payment calculator choices and defaults (docs/product/calculators.md#payment-inputs). */

/**
 * `monthlyFactor` turns the monthly payment into this frequency's payment (docs/product/calculators.md#payment-method). Rapid weekly is not
 * given by the product description; a quarter of the monthly payment is the industry convention and what the product description presumes (docs/product/calculators.md#payment-method).
 */
export const PAYMENT_FREQUENCIES = [
  { id: 'monthly', label: 'Monthly', perYear: 12, monthlyFactor: 1, accelerated: false },
  { id: 'semi-monthly', label: 'Semi-monthly', perYear: 24, monthlyFactor: 1 / 2, accelerated: false },
  { id: 'bi-weekly', label: 'Bi-weekly', perYear: 26, monthlyFactor: 12 / 26, accelerated: false },
  { id: 'rapid-bi-weekly', label: 'Rapid bi-weekly', perYear: 26, monthlyFactor: 1 / 2, accelerated: true },
  { id: 'weekly', label: 'Weekly', perYear: 52, monthlyFactor: 12 / 52, accelerated: false },
  { id: 'rapid-weekly', label: 'Rapid weekly', perYear: 52, monthlyFactor: 1 / 4, accelerated: true },
] as const;

export type FrequencyId = (typeof PAYMENT_FREQUENCIES)[number]['id'];
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

export const COMPOUNDINGS = [
  { id: 'semi-annual', label: 'Semi-annual', perYear: 2 },
  { id: 'monthly', label: 'Monthly', perYear: 12 },
  { id: 'quarterly', label: 'Quarterly', perYear: 4 },
  { id: 'annual', label: 'Annual', perYear: 1 },
] as const;

export type CompoundingId = (typeof COMPOUNDINGS)[number]['id'];

export const PAYMENT_AMORTIZATION_MIN_YEARS = 1;
export const PAYMENT_AMORTIZATION_MAX_YEARS = 30;

/** The schedule stops after years × payments per year + this many periods, whatever happens (docs/product/calculators.md#schedule-stop). */
export const SCHEDULE_EXTRA_PERIODS = 1000;

export const PAYMENT_DEFAULTS = {
  provinceName: 'Ontario',
  amount: 500_000,
  amortizationYears: 25,
  compounding: 'semi-annual' as CompoundingId,
  frequency: 'monthly' as FrequencyId,
  /** Pre-fills the custom rate field when no posted rate can be picked; not a product value (docs/product/calculators.md#payment-inputs). */
  customRate: 5,
};

export function findFrequency(id: string): PaymentFrequency | undefined {
  return PAYMENT_FREQUENCIES.find((f) => f.id === id);
}

export function compoundingPerYear(id: CompoundingId): number {
  return COMPOUNDINGS.find((c) => c.id === id)?.perYear ?? 2;
}

export function isFrequencyId(value: string): value is FrequencyId {
  return PAYMENT_FREQUENCIES.some((f) => f.id === value);
}

export function isCompoundingId(value: string): value is CompoundingId {
  return COMPOUNDINGS.some((c) => c.id === value);
}
