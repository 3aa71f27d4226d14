/**
 * Each calculator's inputs to and from URLSearchParams, so a scenario can be shared as a link and reloaded.
 * Parsing never throws: a missing or invalid value is replaced by the calculator's default.
 */
import { PROVINCES, provinceCode, provinceName } from '../provinces';
import { AFFORDABILITY_DEFAULTS, isAffordabilityAmortization, type AffordabilityInputs } from './affordability-options';
import type { LandTransferTaxInputs } from './land-transfer-tax';
import {
  isCompoundingId,
  isFrequencyId,
  PAYMENT_AMORTIZATION_MAX_YEARS,
  PAYMENT_AMORTIZATION_MIN_YEARS,
  PAYMENT_DEFAULTS,
  type CompoundingId,
  type FrequencyId,
} from './payment-options';
import { readBoolean, readChoice, readNumber, writeBoolean, writeNumber } from './url-params';

export interface PaymentUrlState {
  provinceName: string;
  amount: number;
  /** rateOptionKey of the picked posted rate; null when none was picked. */
  rateKey: string | null;
  customRate: boolean;
  /** The custom rate, and the fallback when the picked rate no longer exists. */
  rate: number;
  amortizationYears: number;
  compounding: CompoundingId;
  frequency: FrequencyId;
  /** Term for the end-of-term balance when the rate is custom (a posted rate brings its own term). */
  customTermYears: number;
}

/** Not a product value: the 5-year term is the Canadian norm (docs/product/calculators.md#payment-defaults). */
export const DEFAULT_CUSTOM_TERM_YEARS = 5;

export const PAYMENT_URL_DEFAULTS: PaymentUrlState = {
  provinceName: PAYMENT_DEFAULTS.provinceName,
  amount: PAYMENT_DEFAULTS.amount,
  rateKey: null,
  customRate: false,
  rate: PAYMENT_DEFAULTS.customRate,
  amortizationYears: PAYMENT_DEFAULTS.amortizationYears,
  compounding: PAYMENT_DEFAULTS.compounding,
  frequency: PAYMENT_DEFAULTS.frequency,
  customTermYears: DEFAULT_CUSTOM_TERM_YEARS,
};

export function serializePaymentState(state: PaymentUrlState): URLSearchParams {
  const p = new URLSearchParams();
  p.set('province', provinceCode(state.provinceName) ?? state.provinceName);
  writeNumber(p, 'amount', state.amount);
  if (state.rateKey && !state.customRate) p.set('term', state.rateKey);
  writeBoolean(p, 'custom', state.customRate);
  writeNumber(p, 'rate', state.rate);
  writeNumber(p, 'amortization', state.amortizationYears);
  p.set('compounding', state.compounding);
  p.set('frequency', state.frequency);
  if (state.customRate) writeNumber(p, 'termYears', state.customTermYears);
  return p;
}

export function parsePaymentState(params: URLSearchParams): PaymentUrlState {
  const d = PAYMENT_URL_DEFAULTS;
  const rawProvince = params.get('province') ?? '';
  const byName = PROVINCES.find((p) => p.name.toLowerCase() === rawProvince.trim().toLowerCase())?.name;
  const isYears = (n: number) => Number.isInteger(n) && n >= PAYMENT_AMORTIZATION_MIN_YEARS && n <= PAYMENT_AMORTIZATION_MAX_YEARS;
  return {
    provinceName: provinceName(rawProvince) ?? byName ?? d.provinceName,
    amount: readNumber(params, 'amount', d.amount, (n) => n > 0),
    rateKey: params.get('term') || null,
    customRate: readBoolean(params, 'custom', d.customRate),
    rate: readNumber(params, 'rate', d.rate),
    amortizationYears: readNumber(params, 'amortization', d.amortizationYears, isYears),
    compounding: readChoice(params, 'compounding', isCompoundingId, d.compounding),
    frequency: readChoice(params, 'frequency', isFrequencyId, d.frequency),
    customTermYears: readNumber(params, 'termYears', d.customTermYears, (n) => n > 0 && n <= 30),
  };
}

const AFFORDABILITY_KEYS = {
  annualIncome: 'income',
  coBorrowerIncome: 'coIncome',
  downPayment: 'down',
  amortizationYears: 'amortization',
  annualRate: 'rate',
  monthlyDebts: 'debts',
  heatingMonthly: 'heat',
  propertyTaxesAnnual: 'taxes',
  condoFeesMonthly: 'condo',
} as const;

export function serializeAffordabilityState(inputs: AffordabilityInputs): URLSearchParams {
  const p = new URLSearchParams();
  for (const [field, key] of Object.entries(AFFORDABILITY_KEYS) as [keyof typeof AFFORDABILITY_KEYS, string][]) {
    writeNumber(p, key, inputs[field]);
  }
  writeBoolean(p, 'firstTime', inputs.firstTimeBuyer);
  writeBoolean(p, 'newBuild', inputs.newBuild);
  return p;
}

export function parseAffordabilityState(params: URLSearchParams): AffordabilityInputs {
  const d = AFFORDABILITY_DEFAULTS;
  const parsed = { ...d };
  for (const [field, key] of Object.entries(AFFORDABILITY_KEYS) as [keyof typeof AFFORDABILITY_KEYS, string][]) {
    parsed[field] = readNumber(params, key, d[field]);
  }
  if (!isAffordabilityAmortization(parsed.amortizationYears)) parsed.amortizationYears = d.amortizationYears;
  parsed.firstTimeBuyer = readBoolean(params, 'firstTime', d.firstTimeBuyer);
  parsed.newBuild = readBoolean(params, 'newBuild', d.newBuild);
  return parsed;
}

/** Not a product value: a typical Ontario starter price, so the table shows something useful on arrival (docs/product/calculators.md#payment-defaults). */
export const LTT_DEFAULT_PRICE = 500_000;

export function serializeLandTransferTaxState(inputs: LandTransferTaxInputs): URLSearchParams {
  const p = new URLSearchParams();
  writeNumber(p, 'price', inputs.price);
  p.set('date', inputs.purchaseDate);
  writeBoolean(p, 'toronto', inputs.inToronto);
  writeBoolean(p, 'firstTime', inputs.firstTimeBuyer);
  writeBoolean(p, 'singleFamily', inputs.singleFamily);
  return p;
}

/** `today` (YYYY-MM-DD) is passed in so this stays pure; it is the default purchase date. */
export function parseLandTransferTaxState(params: URLSearchParams, today: string): LandTransferTaxInputs {
  const date = params.get('date') ?? '';
  return {
    price: readNumber(params, 'price', LTT_DEFAULT_PRICE, (n) => n > 0),
    purchaseDate: /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date)) ? date : today,
    inToronto: readBoolean(params, 'toronto', false),
    firstTimeBuyer: readBoolean(params, 'firstTime', false),
    singleFamily: readBoolean(params, 'singleFamily', true),
  };
}
