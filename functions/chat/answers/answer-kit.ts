import { minimumDownPayment } from '../../../src/lib/calc/down-payment';
import { listRateOptions, type RateOption } from '../../../src/lib/calc/rate-options';
import { formatCurrencyWhole, formatRate } from '../../../src/lib/format';
import { DEFAULT_PROVINCE_NAME } from '../../../src/lib/provinces';
import { selectPublicRates } from '../../../src/lib/rates/select-rates';
import type { RateRow } from '../types';
import type { ChatInputs } from '../understand/read-inputs';

/** What every topic's answer gets: the inputs read from the session (ADR 37), today's rates and the date. */
export interface AnswerContext {
  inputs: ChatInputs;
  message: string;
  rates: readonly RateRow[];
  now: Date;
}

export interface Answer {
  intent: string;
  answer: string;
}

export const money = formatCurrencyWhole;
export const percent = formatRate;

/** One short question for what is missing, saying back what the visitor already gave so nothing is lost. */
export function askFor(intent: string, known: string | undefined, question: string): Answer {
  return { intent: `${intent}-question`, answer: known ? `${known}. ${question}` : question };
}

/** "a $625,000 mortgage at 4.19% over 25 years": the parts that are known, in the visitor's order of importance. */
export function listKnown(parts: (string | false | undefined)[]): string | undefined {
  const kept = parts.filter((p): p is string => typeof p === 'string' && p.length > 0);
  return kept.length > 0 ? `Noted: ${kept.join(', ')}` : undefined;
}

export type MortgageClass = 'High-Ratio' | 'Conventional' | 'Refinance';

/**
 * Today's best rate for a term, type and class of mortgage, as the payment calculator lists them. The class follows
 * the loan-to-value: insured (High-Ratio) below 20 % down, conventional from 20 %, refinance for a refinance.
 */
export function bestRate(
  rates: readonly RateRow[],
  now: Date,
  wanted: { termYears?: number; rateType?: 'fixed' | 'variable'; mortgageClass?: MortgageClass },
): RateOption | undefined {
  const options = listRateOptions(selectPublicRates(rates, now).rates, DEFAULT_PROVINCE_NAME).filter(
    (o) =>
      o.rateType === (wanted.rateType ?? 'fixed') &&
      o.termYears === (wanted.termYears ?? 5) &&
      (!wanted.mortgageClass || o.mortgageType.toLowerCase() === wanted.mortgageClass.toLowerCase()),
  );
  return options.reduce<RateOption | undefined>((best, o) => (!best || o.rate < best.rate ? o : best), undefined);
}

export function classForDownShare(downShare: number | undefined): MortgageClass {
  return downShare !== undefined && downShare >= 0.2 ? 'Conventional' : 'High-Ratio';
}

export function describeOption(option: RateOption): string {
  const term = option.termYears === null ? option.term : `${option.termYears}-year`;
  const kind = option.mortgageType === 'High-Ratio' ? 'insured (High-Ratio)' : option.mortgageType.toLowerCase();
  return `today's best ${term} ${option.rateType} ${kind} rate, ${percent(option.rate)}`;
}

/** The down payment in dollars, when the visitor gave dollars, or a share and the price. */
export function downDollars(inputs: ChatInputs, price: number | undefined): number | undefined {
  if (inputs.downAmount !== undefined) return inputs.downAmount;
  if (inputs.downPercent !== undefined && price !== undefined) {
    // A share that meets the price's minimum must not fall a dollar under it by rounding ("5% of $412,345").
    const share = (price * inputs.downPercent) / 100;
    const rounded = Math.round(share);
    return rounded < minimumDownPayment(price) && share >= minimumDownPayment(price) ? Math.ceil(share) : rounded;
  }
  return undefined;
}

export function describeDown(inputs: ChatInputs, dollars: number | undefined): string | undefined {
  if (inputs.downPercent !== undefined && inputs.downAmount === undefined) {
    return dollars !== undefined ? `${inputs.downPercent}% down (${money(dollars)})` : `${inputs.downPercent}% down`;
  }
  if (dollars === undefined) return undefined;
  return inputs.downIsMinimum && dollars === inputs.downAmount ? `the minimum ${money(dollars)} down` : `${money(dollars)} down`;
}
