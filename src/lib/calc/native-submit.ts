/**
 * What a calculator's form sends when the browser submits it itself (JavaScript off, or Enter before the island has
 * hydrated): each control's name is its id (`payment-amount`), a ticked box sends "on" and an unticked one nothing.
 * These maps turn such a submission into the calculator's shareable keys (calculator-url-state.ts and its
 * siblings), so the server's answer page (ADR 58) and the island read one scenario through the same parser.
 */
import { cashToCloseMessages as cash, penaltyMessages as penalty } from '../messages-calculators';
import { provinceMessages } from '../messages-provinces';

export interface NativeForm {
  /** Control name -> shareable key. */
  fields: Readonly<Record<string, string>>;
  /** Checkboxes: absent from a submission means unticked. */
  checkboxes: readonly string[];
  /** Number controls, with the label the visitor saw, so a value that cannot be used is named in the answer. */
  numbers: Readonly<Record<string, string>>;
  /** Number controls that cannot be left empty (an empty one would silently become the default). */
  required: readonly string[];
  /** Number control -> the checkbox that makes it required when ticked (the custom rate, used only when asked for). */
  requiredWhenTicked?: Readonly<Record<string, string>>;
  /**
   * Number controls the page fills in from the site's rates -> the hidden control carrying the value it filled in.
   * Sent back unchanged, the value is left out, so the calculator takes the site's rate for the situation sent, as
   * the island follows the site's rate until the visitor types over it.
   */
  prefilled?: Readonly<Record<string, string>>;
}

export const PAYMENT_NATIVE_FORM: NativeForm = {
  fields: {
    'payment-province': 'province',
    'payment-amount': 'amount',
    'payment-rate-option': 'term',
    'payment-custom-rate': 'custom',
    'payment-rate': 'rate',
    'payment-term': 'termYears',
    'payment-amortization': 'amortization',
    'payment-compounding': 'compounding',
    'payment-frequency': 'frequency',
  },
  checkboxes: ['payment-custom-rate'],
  // The term is a choice of the calculator's terms (a select), so it travels as chosen, not as a number to type.
  numbers: { 'payment-amount': 'Mortgage amount', 'payment-rate': 'Interest rate' },
  required: ['payment-amount'],
  // The rate typed is used only with "Custom rate" ticked; left empty then, it would silently become the usual 5%.
  requiredWhenTicked: { 'payment-rate': 'payment-custom-rate' },
};

/** The affordability form's amount fields: shareable key and the label the visitor saw. */
export const AFFORDABILITY_AMOUNTS = {
  annualIncome: ['income', 'Annual income'],
  coBorrowerIncome: ['coIncome', "Co-borrower's annual income"],
  downPayment: ['down', 'Down payment'],
  monthlyDebts: ['debts', 'Monthly debt payments'],
  heatingMonthly: ['heat', 'Heat and electricity (monthly)'],
  propertyTaxesAnnual: ['taxes', 'Annual property taxes'],
  condoFeesMonthly: ['condo', 'Monthly condo fees'],
} as const;

export const AFFORDABILITY_NATIVE_FORM: NativeForm = {
  fields: {
    ...Object.fromEntries(Object.entries(AFFORDABILITY_AMOUNTS).map(([field, [key]]) => [`afford-${field}`, key])),
    'afford-amortization': 'amortization',
    'afford-annualRate': 'rate',
    'afford-province': 'province',
    'afford-firstTimeBuyer': 'firstTime',
    'afford-newBuild': 'newBuild',
  },
  checkboxes: ['afford-firstTimeBuyer', 'afford-newBuild'],
  numbers: {
    ...Object.fromEntries(Object.entries(AFFORDABILITY_AMOUNTS).map(([field, [, label]]) => [`afford-${field}`, label])),
    'afford-annualRate': 'Interest rate',
  },
  // Income and down payment left empty would otherwise be read as the calculator's defaults, not as the visitor's.
  required: ['afford-annualIncome', 'afford-downPayment', 'afford-annualRate'],
};

export const LAND_TRANSFER_NATIVE_FORM: NativeForm = {
  fields: {
    'ltt-province': 'province',
    'ltt-price': 'price',
    'ltt-date': 'date',
    'ltt-toronto': 'toronto',
    'ltt-montreal': 'montreal',
    'ltt-deed-rate': 'deedRate',
    'ltt-mortgage': 'mortgage',
    'ltt-first-time': 'firstTime',
    'ltt-new-build': 'newBuild',
    'ltt-single-family': 'singleFamily',
  },
  checkboxes: ['ltt-toronto', 'ltt-montreal', 'ltt-first-time', 'ltt-new-build', 'ltt-single-family'],
  numbers: { 'ltt-price': 'Purchase price', 'ltt-deed-rate': provinceMessages.deedTransferRate, 'ltt-mortgage': 'Mortgage amount' },
  required: ['ltt-price'],
};

const CASH_AMOUNTS = {
  price: ['price', cash.price],
  downPayment: ['down', cash.downPayment],
  legalFees: ['legal', cash.legalFees],
  titleInsurance: ['title', cash.titleInsurance],
  inspection: ['inspection', cash.inspection],
  adjustments: ['adjustments', cash.adjustments],
  fhsa: ['fhsa', cash.fhsa],
  homeBuyersPlan: ['hbp', cash.homeBuyersPlan],
} as const;

export const CASH_TO_CLOSE_NATIVE_FORM: NativeForm = {
  fields: {
    ...Object.fromEntries(Object.entries(CASH_AMOUNTS).map(([field, [key]]) => [`close-${field}`, key])),
    'close-province': 'province',
    'close-montreal': 'montreal',
    'close-deed-rate': 'deedRate',
    'close-amortization': 'amortization',
    'close-toronto': 'toronto',
    'close-first-time': 'firstTime',
    'close-new-build': 'newBuild',
    'close-buyers': 'buyers',
  },
  checkboxes: ['close-toronto', 'close-montreal', 'close-first-time', 'close-new-build'],
  numbers: {
    ...Object.fromEntries(Object.entries(CASH_AMOUNTS).map(([field, [, label]]) => [`close-${field}`, label])),
    'close-deed-rate': provinceMessages.deedTransferRate,
  },
  required: ['close-price', 'close-downPayment'],
};

/** The hidden controls carrying today's rates as the penalty calculator's page filled them in. */
export const PENALTY_SHOWN_RATES = { todayRate: 'penalty-today-rate-shown', todayPostedRate: 'penalty-today-posted-shown' } as const;

/**
 * The hidden control carrying the term (years) the page's labels of today's rates named ("Today's 3-year fixed
 * rate"), for the months the page opened with: the answer lists the visitor's figure under that label and says which
 * term it was compared as when the months sent make it another (ADR 58). Empty when the labels named no term.
 */
export const PENALTY_SHOWN_TERM = 'penalty-today-term-shown';

export const PENALTY_NATIVE_FORM: NativeForm = {
  fields: {
    'penalty-balance': 'balance',
    'penalty-rate': 'rate',
    'penalty-months': 'months',
    'penalty-rate-type': 'type',
    'penalty-lender': 'lender',
    'penalty-original-posted': 'originalPosted',
    'penalty-insured': 'insured',
    'penalty-today-rate': 'today',
    'penalty-today-posted': 'todayPosted',
  },
  checkboxes: ['penalty-insured'],
  numbers: {
    'penalty-balance': penalty.balance,
    'penalty-rate': penalty.contractRate,
    'penalty-months': penalty.monthsRemaining,
    'penalty-original-posted': penalty.originalPostedRate,
    'penalty-today-rate': penalty.todayRate(null),
    'penalty-today-posted': penalty.todayPostedRate(null),
  },
  required: ['penalty-balance', 'penalty-rate', 'penalty-months'],
  prefilled: { 'penalty-today-rate': PENALTY_SHOWN_RATES.todayRate, 'penalty-today-posted': PENALTY_SHOWN_RATES.todayPostedRate },
};

const sameNumber = (a: string | null, b: string | null) => a !== null && b !== null && a.trim() !== '' && Number(a) === Number(b);

/** Whether `params` holds a native submission of `form` (any of its control names). */
export function isNativeSubmit(form: NativeForm, params: URLSearchParams): boolean {
  return Object.keys(form.fields).some((name) => params.has(name));
}

/**
 * The address with a native submission's control names turned into the calculator's keys; other keys (utm_*) are
 * kept. An address with none of the form's names is returned as it is (a shared link, already in keys).
 */
export function paramsFromNativeForm(form: NativeForm, params: URLSearchParams): URLSearchParams {
  if (!isNativeSubmit(form, params)) return params;
  const out = new URLSearchParams(params);
  for (const name of Object.keys(form.fields)) out.delete(name);
  for (const [name, key] of Object.entries(form.fields)) {
    const value = params.get(name);
    if (value !== null) out.set(key, value === 'on' ? '1' : value);
  }
  for (const name of form.checkboxes) if (!params.has(name)) out.set(form.fields[name]!, '0');
  for (const [name, shown] of Object.entries(form.prefilled ?? {})) {
    out.delete(shown);
    if (sameNumber(params.get(name), params.get(shown))) out.delete(form.fields[name]!);
  }
  return out;
}

/** Whether the number control `name` must hold a figure in this submission. */
export function isRequiredField(form: NativeForm, name: string, params: URLSearchParams): boolean {
  const box = form.requiredWhenTicked?.[name];
  return form.required.includes(name) || (box !== undefined && params.has(box));
}

export interface NativeFieldProblem {
  name: string;
  label: string;
  value: string;
}

/**
 * Number controls whose value the calculator cannot use: not a number, empty where required, or refused by the
 * calculator's parser (`accepted` is the key's value after parsing; the parser puts its default in place of a
 * value it refuses, which must not pass as the visitor's figure).
 */
export function nativeNumberProblems(form: NativeForm, params: URLSearchParams, accepted: URLSearchParams): NativeFieldProblem[] {
  const problems: NativeFieldProblem[] = [];
  for (const [name, label] of Object.entries(form.numbers)) {
    const raw = params.get(name);
    if (raw === null) continue;
    const text = raw.trim();
    if (text === '') {
      if (isRequiredField(form, name, params)) problems.push({ name, label, value: raw });
      continue;
    }
    const n = Number(text);
    const kept = accepted.get(form.fields[name]!);
    if (!Number.isFinite(n) || (kept !== null && Number(kept) !== n)) problems.push({ name, label, value: raw });
  }
  return problems;
}
