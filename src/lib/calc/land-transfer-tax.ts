/**
 * Ontario land transfer tax and Toronto municipal land transfer tax, with first-time buyer refunds. Amounts are
 * computed in cents; the islands round to whole dollars for display.
 */
import { calcMessages, MAX_CALCULABLE_AMOUNT, type FieldError } from './calc-messages';
import {
  FIRST_TIME_BUYER_REFUND_MAX,
  ONTARIO_LTT_OTHER,
  ONTARIO_LTT_SINGLE_FAMILY,
  TORONTO_MLTT_SCHEDULES,
  type TaxBracket,
  type TorontoSchedule,
} from './land-transfer-tax-brackets';
import { fromCents, toCents } from './money';

export interface LandTransferTaxInputs {
  price: number;
  /** YYYY-MM-DD; picks the Toronto schedule. */
  purchaseDate: string;
  inToronto: boolean;
  firstTimeBuyer: boolean;
  /** The land contains one or two single-family residences (most homes). */
  singleFamily: boolean;
}

export interface BracketLine extends TaxBracket {
  /** The part of the price taxed at this bracket's rate. */
  taxable: number;
  tax: number;
}

export interface TaxBreakdown {
  lines: BracketLine[];
  total: number;
}

export interface LandTransferTaxSuccess {
  ok: true;
  ontario: TaxBreakdown;
  /** null outside Toronto. */
  toronto: TaxBreakdown | null;
  torontoSchedule: TorontoSchedule | null;
  ontarioRefund: number;
  torontoRefund: number;
  totalTax: number;
  totalRefunds: number;
  netPayable: number;
}

export type LandTransferTaxField = 'price' | 'purchaseDate';
export type LandTransferTaxResult = LandTransferTaxSuccess | { ok: false; errors: FieldError<LandTransferTaxField>[] };

/** Marginal tax: every bracket the price reaches gets a line, even one taxed at $0.00. */
export function taxByBrackets(price: number, brackets: readonly TaxBracket[]): TaxBreakdown {
  const priceCents = Math.max(0, toCents(price));
  const lines: BracketLine[] = [];
  let totalCents = 0;
  for (const b of brackets) {
    const fromCentsValue = toCents(b.from);
    if (priceCents <= fromCentsValue) break;
    const top = b.to === null ? priceCents : Math.min(priceCents, toCents(b.to));
    const taxableCents = top - fromCentsValue;
    // Rates are percents with at most two decimals (5.45%), so basis points are whole and the product is exact.
    const taxCents = Math.round((taxableCents * Math.round(b.rate * 100)) / 10_000);
    totalCents += taxCents;
    lines.push({ ...b, taxable: fromCents(taxableCents), tax: fromCents(taxCents) });
  }
  return { lines, total: fromCents(totalCents) };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function torontoScheduleFor(purchaseDate: string): TorontoSchedule {
  let chosen = TORONTO_MLTT_SCHEDULES[0];
  // ISO dates compare correctly as strings.
  for (const s of TORONTO_MLTT_SCHEDULES) if (purchaseDate >= s.effectiveFrom) chosen = s;
  return chosen;
}

export function ontarioLandTransferTax(price: number, singleFamily: boolean): TaxBreakdown {
  return taxByBrackets(price, singleFamily ? ONTARIO_LTT_SINGLE_FAMILY : ONTARIO_LTT_OTHER);
}

export function torontoLandTransferTax(price: number, singleFamily: boolean, purchaseDate: string): TaxBreakdown {
  const schedule = torontoScheduleFor(purchaseDate);
  return taxByBrackets(price, singleFamily ? schedule.singleFamily : schedule.other);
}

export function validateLandTransferTaxInputs(inputs: LandTransferTaxInputs): FieldError<LandTransferTaxField>[] {
  const errors: FieldError<LandTransferTaxField>[] = [];
  if (!Number.isFinite(inputs.price) || inputs.price <= 0) errors.push({ field: 'price', message: calcMessages.priceRequired });
  else if (inputs.price > MAX_CALCULABLE_AMOUNT) errors.push({ field: 'price', message: calcMessages.tooLarge });
  if (!ISO_DATE.test(inputs.purchaseDate) || Number.isNaN(Date.parse(inputs.purchaseDate))) {
    errors.push({ field: 'purchaseDate', message: calcMessages.dateInvalid });
  }
  return errors;
}

export function calculateLandTransferTax(inputs: LandTransferTaxInputs): LandTransferTaxResult {
  const errors = validateLandTransferTaxInputs(inputs);
  if (errors.length > 0) return { ok: false, errors };

  const ontario = ontarioLandTransferTax(inputs.price, inputs.singleFamily);
  const torontoSchedule = inputs.inToronto ? torontoScheduleFor(inputs.purchaseDate) : null;
  const toronto = inputs.inToronto ? torontoLandTransferTax(inputs.price, inputs.singleFamily, inputs.purchaseDate) : null;
  // The refund is the tax itself up to the cap: a cheap enough first home pays nothing.
  const ontarioRefund = inputs.firstTimeBuyer ? Math.min(ontario.total, FIRST_TIME_BUYER_REFUND_MAX.ontario) : 0;
  const torontoRefund = inputs.firstTimeBuyer && toronto ? Math.min(toronto.total, FIRST_TIME_BUYER_REFUND_MAX.toronto) : 0;
  const totalTaxCents = toCents(ontario.total) + toCents(toronto?.total ?? 0);
  const refundCents = toCents(ontarioRefund) + toCents(torontoRefund);
  return {
    ok: true,
    ontario,
    toronto,
    torontoSchedule,
    ontarioRefund,
    torontoRefund,
    totalTax: fromCents(totalTaxCents),
    totalRefunds: fromCents(refundCents),
    netPayable: fromCents(totalTaxCents - refundCents),
  };
}
