/**
 * The figure a blind-set item expects, worked out with the calculators (src/lib/calc) from the item's own inputs,
 * never from the chat's reply. Undefined when the inputs are not enough for a figure (the reply must then ask).
 */
import { calculateAffordability } from '../../../src/lib/calc/affordability';
import { AFFORDABILITY_DEFAULTS } from '../../../src/lib/calc/affordability-options';
import { calculateCashToClose } from '../../../src/lib/calc/cash-to-close';
import { CASH_TO_CLOSE_DEFAULTS } from '../../../src/lib/calc/cash-to-close-options';
import { minimumDownPayment } from '../../../src/lib/calc/down-payment';
import { calculateLandTransferTax } from '../../../src/lib/calc/land-transfer-tax';
import { NS_DEED_TRANSFER } from '../../../src/lib/calc/provincial-transfer-rates';
import { calculateProvincialTransfer } from '../../../src/lib/calc/provincial-transfer-tax';
import { type ProvinceCode, provinceCode } from '../../../src/lib/provinces';
import { calculateMortgageInsurance } from '../../../src/lib/calc/mortgage-insurance';
import { calculatePayment } from '../../../src/lib/calc/payment';
import type { FrequencyId } from '../../../src/lib/calc/payment-options';
import { penaltyTodayRates } from '../../../src/lib/calc/penalty-today-rates';
import { calculatePrepaymentPenalty } from '../../../src/lib/calc/prepayment-penalty';
import { listRateOptions } from '../../../src/lib/calc/rate-options';
import { qualifyingRate } from '../../../src/lib/calc/affordability';
import { formatCurrency, formatCurrencyWhole, formatRate } from '../../../src/lib/format';
import { selectPublicRates } from '../../../src/lib/rates/select-rates';
import type { RateRow } from '../../../functions/chat/types';
import type { BlindInputs } from './items';

export interface EvalContext {
  rates: RateRow[];
  now: Date;
  prime: { rate: number; date: string };
}

/** One acceptable way to write the figure; any of `alternatives` passes (e.g. two rate classes when unknown). */
export interface ExpectedFigure {
  alternatives: string[][];
  /** What the figure is, for the miss report. */
  label: string;
}

const FREQUENCIES: Record<string, FrequencyId> = {
  monthly: 'monthly',
  'semi-monthly': 'semi-monthly',
  'bi-weekly': 'bi-weekly',
  biweekly: 'bi-weekly',
  'accelerated bi-weekly': 'rapid-bi-weekly',
  'rapid bi-weekly': 'rapid-bi-weekly',
  weekly: 'weekly',
  'accelerated weekly': 'rapid-weekly',
  'rapid weekly': 'rapid-weekly',
};

/**
 * The item's inputs with what its own words fix: "with the minimum down" on a priced home is that price's minimum
 * down payment, a number the writer gave in words rather than in the inputs (ADR 37).
 */
export function statedInputs(turns: readonly string[], inputs: BlindInputs): BlindInputs {
  const said = turns.join(' ');
  if (inputs.price == null || inputs.down_payment_amount != null || inputs.down_payment_percent != null) return inputs;
  if (!/\b(?:the\s+)?(?:min(?:imum)?|lowest|least|smallest)\s+(?:down(?:\s*payment)?|deposit)\b/i.test(said)) return inputs;
  if (/\b(?:what|how much)\b[^.?!]*\b(?:min(?:imum)?|lowest|least|smallest)\s+(?:down|deposit)/i.test(said)) return inputs;
  return { ...inputs, down_payment_amount: minimumDownPayment(inputs.price) };
}

export function downPaymentOf(inputs: BlindInputs): number | undefined {
  if (inputs.down_payment_amount != null) return inputs.down_payment_amount;
  if (inputs.down_payment_percent != null && inputs.price != null) return Math.round((inputs.price * inputs.down_payment_percent) / 100);
  return undefined;
}

/** Today's best 5-year fixed of a mortgage type ('High-Ratio' insured, 'Conventional'), as the calculators list them. */
export function bestFiveYearFixed(context: EvalContext, mortgageType: string): number | undefined {
  const options = listRateOptions(selectPublicRates(context.rates, context.now).rates, 'Ontario').filter(
    (o) => o.termYears === 5 && o.rateType === 'fixed' && o.mortgageType === mortgageType,
  );
  return options.length > 0 ? Math.min(...options.map((o) => o.rate)) : undefined;
}

function paymentFigure(inputs: BlindInputs): ExpectedFigure | undefined {
  const compared = Array.isArray(inputs.amortization_years) ? inputs.amortization_years : undefined;
  const years = firstYears(inputs);
  const rate = inputs.rate_percent;
  let amount = inputs.loan_amount ?? undefined;
  if (amount == null && inputs.price != null) {
    const down = downPaymentOf(inputs);
    if (down === undefined) return undefined;
    const insurance = calculateMortgageInsurance({ price: inputs.price, downPayment: down, amortizationYears: years ?? 25 });
    amount = inputs.price - down + (insurance.required && insurance.available ? insurance.premium : 0);
  }
  if (amount == null || rate == null || years == null) return undefined;
  const frequency = FREQUENCIES[(inputs.frequency ?? 'monthly').toLowerCase()] ?? 'monthly';
  const payments: string[] = [];
  for (const amortizationYears of compared ?? [years]) {
    const result = calculatePayment({ amount, annualRate: rate, amortizationYears, compounding: 'semi-annual', frequency });
    if (!result.ok) return undefined;
    payments.push(formatCurrency(result.payment));
  }
  return { label: `${frequency} payment${compared ? 's' : ''}`, alternatives: [payments] };
}

function affordabilityFigure(inputs: BlindInputs, context: EvalContext): ExpectedFigure | undefined {
  const incomes = inputs.incomes_annual ?? [];
  const annual = incomes.length > 0 ? incomes.reduce((a, b) => a + b, 0) : inputs.income_monthly != null ? inputs.income_monthly * 12 : undefined;
  if (annual === undefined) return undefined;
  const base = {
    ...AFFORDABILITY_DEFAULTS,
    annualIncome: annual,
    amortizationYears: firstYears(inputs) ?? AFFORDABILITY_DEFAULTS.amortizationYears,
    monthlyDebts: inputs.debts_monthly ?? 0,
    heatingMonthly: inputs.heating_monthly ?? 0,
    propertyTaxesAnnual: inputs.property_tax_annual ?? 0,
    condoFeesMonthly: inputs.condo_fees_monthly ?? 0,
    firstTimeBuyer: inputs.first_time_buyer === true,
    newBuild: inputs.new_build === true,
  };
  const alternatives: string[][] = [];
  // The visitor's own rate when they gave one (the chat must not swap in today's), else today's best 5-year fixed of
  // the class their down payment gives.
  const candidates =
    inputs.rate_percent != null
      ? [{ type: null, rate: inputs.rate_percent }]
      : ['High-Ratio', 'Conventional'].map((type) => ({ type, rate: bestFiveYearFixed(context, type) }));
  for (const { type, rate } of candidates) {
    if (rate === undefined) continue;
    const given = downPaymentOf(inputs) ?? shareOfMaxPrice({ ...base, annualRate: rate }, inputs.down_payment_percent);
    if (given !== undefined) {
      const result = calculateAffordability({ ...base, annualRate: rate, downPayment: given });
      if (!result.ok) continue;
      // Today's rate must follow the loan-to-value: insured below 20% down, conventional from 20%.
      const insured = given < result.maxPrice * 0.2;
      if (type !== null && insured !== (type === 'High-Ratio')) continue;
      alternatives.push([formatCurrencyWhole(result.maxPrice), formatCurrencyWhole(result.borrowingLimit)]);
    } else {
      // No down payment given: the most the income carries (the stress-test limit), at either class of rate.
      const result = calculateAffordability({ ...base, annualRate: rate, downPayment: 10_000_000 });
      if (!result.ok) continue;
      alternatives.push([formatCurrencyWhole(result.stressTest.borrowingLimit)]);
    }
  }
  return alternatives.length > 0 ? { label: 'maximum price / mortgage', alternatives } : undefined;
}

/** "with 10% down" and no price: the down payment that is that share of the price it buys (a fixed point). */
function shareOfMaxPrice(inputs: typeof AFFORDABILITY_DEFAULTS, percent: number | null | undefined): number | undefined {
  if (percent == null) return undefined;
  // Zero down is a fixed point too (a $0 home): start from the price the income alone carries with this share down.
  const unlimited = calculateAffordability({ ...inputs, downPayment: 10_000_000 });
  if (!unlimited.ok || percent <= 0 || percent >= 100) return undefined;
  let down = Math.floor((unlimited.stressTest.borrowingLimit * percent) / (100 - percent));
  for (let i = 0; i < 100; i++) {
    const result = calculateAffordability({ ...inputs, downPayment: down });
    if (!result.ok) return undefined;
    // Rounded down, except where that falls a dollar under the minimum down payment the share is meant to meet.
    const exact = (result.maxPrice * percent) / 100;
    const next = Math.floor(exact) < minimumDownPayment(result.maxPrice) ? Math.ceil(exact) : Math.floor(exact);
    if (Math.abs(next - down) < 1) return Math.max(next, down);
    down = next;
  }
  return down;
}

function insuranceFigure(inputs: BlindInputs): ExpectedFigure | undefined {
  const down = downPaymentOf(inputs);
  if (inputs.price == null || down === undefined) return undefined;
  const result = calculateMortgageInsurance({ price: inputs.price, downPayment: down, amortizationYears: firstYears(inputs) ?? 25 });
  // A price that cannot be insured with too little down has no premium to work out: the figure is the 20 % minimum
  // down payment that price needs (ADR 37).
  if (result.required && !result.available) return minimumDownFigure(inputs);
  if (!result.required || !result.available) return undefined;
  return { label: 'insurance premium', alternatives: [[formatCurrency(result.premium)]] };
}

/** The item's province as a code ("BC", "British Columbia"); Ontario when none is given. */
function provinceOf(inputs: BlindInputs): ProvinceCode {
  const given = inputs.province?.trim();
  if (!given) return 'ON';
  return provinceCode(given) ?? (given.toUpperCase() as ProvinceCode);
}

function landTransferFigure(inputs: BlindInputs, context: EvalContext): ExpectedFigure | undefined {
  if (inputs.price == null) return undefined;
  const province = provinceOf(inputs);
  if (province !== 'ON') {
    // Another province's transfer tax or fees (ADR 49), worked out by the same calculator the site's page uses.
    const other = calculateProvincialTransfer({
      province,
      price: inputs.price,
      purchaseDate: torontoDay(context.now),
      firstTimeBuyer: inputs.first_time_buyer === true,
      singleFamily: true,
      inToronto: false,
      inMontreal: /montr[eé]al/i.test(inputs.city ?? ''),
      newBuild: inputs.new_build === true,
      deedTransferRate: NS_DEED_TRANSFER.halifaxRate,
      mortgage: inputs.loan_amount ?? 0,
    });
    if (!other.ok || other.kind !== 'tax') return undefined;
    return { label: 'land transfer tax', alternatives: [[formatCurrencyWhole(other.netPayable)]] };
  }
  const result = calculateLandTransferTax({
    price: inputs.price,
    purchaseDate: torontoDay(context.now),
    inToronto: /toronto/i.test(inputs.city ?? ''),
    firstTimeBuyer: inputs.first_time_buyer === true,
    singleFamily: true,
  });
  if (!result.ok) return undefined;
  return {
    label: 'land transfer tax',
    alternatives: [[formatCurrencyWhole(inputs.first_time_buyer === true ? result.netPayable : result.totalTax)]],
  };
}

function cashToCloseFigure(inputs: BlindInputs, context: EvalContext): ExpectedFigure | undefined {
  const down = downPaymentOf(inputs);
  if (inputs.price == null || down === undefined) return undefined;
  const result = calculateCashToClose({
    ...CASH_TO_CLOSE_DEFAULTS,
    price: inputs.price,
    downPayment: down,
    inToronto: /toronto/i.test(inputs.city ?? ''),
    firstTimeBuyer: inputs.first_time_buyer === true,
    newBuild: inputs.new_build === true,
    amortizationYears: firstYears(inputs) ?? 25,
    purchaseDate: context.now.toISOString().slice(0, 10),
  });
  if (!result.ok) return undefined;
  return { label: 'cash to close', alternatives: [[formatCurrencyWhole(result.totalCashNeeded)]] };
}

function penaltyFigure(inputs: BlindInputs, context: EvalContext): ExpectedFigure | undefined {
  const balance = inputs.balance ?? inputs.loan_amount;
  const rate = inputs.rate_percent;
  if (balance == null || rate == null) return undefined;
  // "3 months interest on ..." names the rule: a variable-rate penalty in all but name.
  const variable = inputs.rate_type === 'variable' || (inputs.rate_type == null && inputs.months_remaining == null);
  if (!variable && inputs.months_remaining == null) return undefined;
  const months = inputs.months_remaining ?? 12;
  const today = penaltyTodayRates(listRateOptions(selectPublicRates(context.rates, context.now).rates, 'Ontario'), months);
  const postedRate = inputs.posted_rate_at_signing;
  const bigBank = postedRate != null || /bank|posted/i.test(inputs.lender_kind ?? '');
  const result = calculatePrepaymentPenalty({
    balance,
    contractRate: rate,
    monthsRemaining: months,
    rateType: variable ? 'variable' : 'fixed',
    lenderKind: bigBank ? 'posted-rate' : 'comparison-rate',
    originalPostedRate: postedRate ?? rate,
    todayPostedRate: inputs.current_posted_rate_for_remaining_term ?? today.todayPostedRate,
    // A lender's rate for the remaining term that the visitor gave is the comparison rate itself (not ours of today).
    todayRate: !bigBank && inputs.current_posted_rate_for_remaining_term != null ? inputs.current_posted_rate_for_remaining_term : today.todayRate,
  });
  if (!result.ok) return undefined;
  return { label: 'penalty', alternatives: [[formatCurrencyWhole(result.penalty)]] };
}

function stressTestFigure(inputs: BlindInputs): ExpectedFigure | undefined {
  if (inputs.rate_percent == null) return undefined;
  return { label: 'qualifying rate', alternatives: [[formatRate(qualifyingRate(inputs.rate_percent))]] };
}

function mortgageSizeFigure(inputs: BlindInputs): ExpectedFigure | undefined {
  const down = downPaymentOf(inputs);
  if (inputs.price == null || down === undefined) return undefined;
  return { label: 'mortgage', alternatives: [[formatCurrencyWhole(inputs.price - down)]] };
}

function minimumDownFigure(inputs: BlindInputs): ExpectedFigure | undefined {
  if (inputs.price == null) return undefined;
  return { label: 'minimum down payment', alternatives: [[formatCurrencyWhole(minimumDownPayment(inputs.price))]] };
}

/** The figure for a topic, from the calculator that owns it. */
export function expectedFigure(topic: string, inputs: BlindInputs, context: EvalContext): ExpectedFigure | undefined {
  switch (topic) {
    case 'payment':
      return paymentFigure(inputs);
    case 'affordability':
      return affordabilityFigure(inputs, context);
    case 'min_down_payment':
      return minimumDownFigure(inputs);
    case 'mortgage_size':
      return mortgageSizeFigure(inputs);
    case 'mortgage_insurance':
      return insuranceFigure(inputs);
    case 'land_transfer_tax':
      return landTransferFigure(inputs, context);
    case 'cash_to_close':
      return cashToCloseFigure(inputs, context);
    case 'penalty':
      return penaltyFigure(inputs, context);
    case 'stress_test':
      return stressTestFigure(inputs);
    default:
      return undefined;
  }
}

function torontoDay(now: Date): string {
  return now.toLocaleDateString('en-CA', { timeZone: 'America/Toronto' });
}

/** The amortization of an item, or the first of two compared ones. */
function firstYears(inputs: BlindInputs): number | undefined {
  const years = inputs.amortization_years;
  return Array.isArray(years) ? years[0] : (years ?? undefined);
}
