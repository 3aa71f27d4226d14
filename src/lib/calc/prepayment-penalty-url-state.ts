/**
 * The prepayment-penalty calculator's inputs to and from a query string, so a scenario can be shared as a link.
 * Parsing never throws: a missing or unusable value falls back to the default. Today's rates are absent (null)
 * unless the link carries them, so the calculator fills them from the site's rates for the term.
 */
import {
  LENDER_KINDS,
  MAX_MONTHS_REMAINING,
  PENALTY_RATE_TYPES,
  type LenderKind,
  type PenaltyRateType,
  type PrepaymentPenaltyInputs,
} from './prepayment-penalty';
import { readBoolean, readChoice, readNumber, writeBoolean, writeNumber } from './url-params';

export interface PrepaymentPenaltyUrlState extends Omit<PrepaymentPenaltyInputs, 'todayRate' | 'todayPostedRate'> {
  todayRate: number | null;
  todayPostedRate: number | null;
  /** The mortgage is insured: today's rate is the insured one (ADR 42). Conventional otherwise. */
  insured: boolean;
}

/** Not product values: a typical mortgage 2½ years into a 5-year fixed term signed at a big bank (docs/product/README.md#beyond-the-description). */
export const PREPAYMENT_PENALTY_DEFAULTS: PrepaymentPenaltyUrlState = {
  balance: 400_000,
  contractRate: 4.89,
  monthsRemaining: 30,
  rateType: 'fixed',
  lenderKind: 'posted-rate',
  originalPostedRate: 6.49,
  todayRate: null,
  todayPostedRate: null,
  insured: false,
};

const isRateType = (v: string): v is PenaltyRateType => (PENALTY_RATE_TYPES as readonly string[]).includes(v);
const isLenderKind = (v: string): v is LenderKind => (LENDER_KINDS as readonly string[]).includes(v);
const isMonths = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_MONTHS_REMAINING;

export function serializePrepaymentPenaltyState(state: PrepaymentPenaltyUrlState): URLSearchParams {
  const p = new URLSearchParams();
  writeNumber(p, 'balance', state.balance);
  writeNumber(p, 'rate', state.contractRate);
  writeNumber(p, 'months', state.monthsRemaining);
  p.set('type', state.rateType);
  p.set('lender', state.lenderKind);
  writeNumber(p, 'originalPosted', state.originalPostedRate);
  if (state.todayRate !== null) writeNumber(p, 'today', state.todayRate);
  if (state.todayPostedRate !== null) writeNumber(p, 'todayPosted', state.todayPostedRate);
  if (state.insured) writeBoolean(p, 'insured', true);
  return p;
}

export function parsePrepaymentPenaltyState(params: URLSearchParams): PrepaymentPenaltyUrlState {
  const d = PREPAYMENT_PENALTY_DEFAULTS;
  const optionalRate = (key: string) => {
    const n = readNumber(params, key, Number.NaN);
    return Number.isFinite(n) ? n : null;
  };
  return {
    balance: readNumber(params, 'balance', d.balance, (n) => n > 0),
    contractRate: readNumber(params, 'rate', d.contractRate),
    monthsRemaining: readNumber(params, 'months', d.monthsRemaining, isMonths),
    rateType: readChoice(params, 'type', isRateType, d.rateType),
    lenderKind: readChoice(params, 'lender', isLenderKind, d.lenderKind),
    originalPostedRate: readNumber(params, 'originalPosted', d.originalPostedRate),
    todayRate: optionalRate('today'),
    todayPostedRate: optionalRate('todayPosted'),
    insured: readBoolean(params, 'insured', d.insured),
  };
}
