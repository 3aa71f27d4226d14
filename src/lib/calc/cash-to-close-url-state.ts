/**
 * The cash-to-close calculator's inputs to and from a query string: a shared link, and the affordability result's
 * link, pre-fill the form. Parsing never throws; a missing or unusable value falls back to the default.
 */
import { CASH_TO_CLOSE_AMORTIZATIONS, CASH_TO_CLOSE_DEFAULTS, type CashToCloseInputs } from './cash-to-close-options';
import { readProvinceOptions, writeProvinceOptions } from './province-url-params';
import { readBoolean, readNumber, writeBoolean, writeNumber } from './url-params';

export type CashToCloseUrlState = Omit<CashToCloseInputs, 'purchaseDate'>;

const NUMBER_KEYS = {
  price: 'price',
  downPayment: 'down',
  amortizationYears: 'amortization',
  legalFees: 'legal',
  titleInsurance: 'title',
  inspection: 'inspection',
  adjustments: 'adjustments',
  buyers: 'buyers',
  fhsa: 'fhsa',
  homeBuyersPlan: 'hbp',
} as const;

const FLAG_KEYS = { inToronto: 'toronto', firstTimeBuyer: 'firstTime', newBuild: 'newBuild' } as const;

type NumberField = keyof typeof NUMBER_KEYS;

const ACCEPT: Partial<Record<NumberField, (n: number) => boolean>> = {
  price: (n) => n > 0,
  amortizationYears: (n) => (CASH_TO_CLOSE_AMORTIZATIONS as readonly number[]).includes(n),
  buyers: (n) => n === 1 || n === 2,
};

export function serializeCashToCloseState(state: CashToCloseUrlState): URLSearchParams {
  const p = new URLSearchParams();
  for (const [field, key] of Object.entries(NUMBER_KEYS) as [NumberField, string][]) writeNumber(p, key, state[field]);
  for (const [field, key] of Object.entries(FLAG_KEYS) as [keyof typeof FLAG_KEYS, string][]) writeBoolean(p, key, state[field]);
  writeProvinceOptions(p, state);
  return p;
}

export function parseCashToCloseState(params: URLSearchParams): CashToCloseUrlState {
  const d = CASH_TO_CLOSE_DEFAULTS;
  const parsed = { ...d };
  for (const [field, key] of Object.entries(NUMBER_KEYS) as [NumberField, string][]) {
    parsed[field] = readNumber(params, key, d[field], ACCEPT[field]);
  }
  for (const [field, key] of Object.entries(FLAG_KEYS) as [keyof typeof FLAG_KEYS, string][]) {
    parsed[field] = readBoolean(params, key, d[field]);
  }
  return { ...parsed, ...readProvinceOptions(params) };
}

/** The full calculator's address for a purchase, as the affordability result links to it. */
export function cashToCloseHref(state: Partial<CashToCloseUrlState>): string {
  return `/cash-to-close-calculator?${serializeCashToCloseState({ ...CASH_TO_CLOSE_DEFAULTS, ...state }).toString()}`;
}
