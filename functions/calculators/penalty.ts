import { loadPublicRates } from '../../db/queries/public-rates';
import { isNativeSubmit, PENALTY_NATIVE_FORM, PENALTY_SHOWN_TERM } from '../../src/lib/calc/native-submit';
import { PENALTY_RATES_PROVINCE, penaltyComparedWith, penaltyTodayRates } from '../../src/lib/calc/penalty-today-rates';
import { penaltyVerdict } from '../../src/lib/calc/penalty-verdict';
import { calculatePrepaymentPenalty } from '../../src/lib/calc/prepayment-penalty';
import { parsePrepaymentPenaltyState, serializePrepaymentPenaltyState, type PrepaymentPenaltyUrlState } from '../../src/lib/calc/prepayment-penalty-url-state';
import { listRateOptions } from '../../src/lib/calc/rate-options';
import { restOfTermInterestLines } from '../../src/lib/calc/result-lines';
import { formatCurrency, formatRate } from '../../src/lib/format';
import { answerMessages as m } from '../../src/lib/messages-answers';
import { penaltyMessages as t } from '../../src/lib/messages-calculators';
import type { AppDeps } from '../deps';
import type { Answer, Scenario } from './page';

/**
 * The prepayment-penalty calculator's answer without JavaScript (ADR 58). Today's rates are the ones the island
 * reads (GET /api/rates' Ontario rows, for the term closest to the months left and the mortgage's insurance) unless
 * the visitor typed over them; the verdict names the rate it compared with, as the island does (ADR 42).
 */
export const PENALTY_SCENARIO: Scenario<PrepaymentPenaltyUrlState> = {
  form: PENALTY_NATIVE_FORM,
  page: '/prepayment-penalty-calculator',
  title: m.titles.penalty,
  parse: parsePrepaymentPenaltyState,
  serialize: serializePrepaymentPenaltyState,
};

/**
 * The label of today's rate as the visitor saw it: the page's, naming the term for the months it opened with (sent in
 * PENALTY_SHOWN_TERM), or the answer page's own form's, naming none. A shared link lists the term compared with.
 */
function seenTermYears(sent: URLSearchParams, siteTermYears: number | null): number | null {
  if (!isNativeSubmit(PENALTY_NATIVE_FORM, sent)) return siteTermYears;
  const shown = Number(sent.get(PENALTY_SHOWN_TERM)?.trim() || Number.NaN);
  return Number.isFinite(shown) && shown > 0 ? shown : null;
}

export function answerPenalty(deps: AppDeps) {
  return async (state: PrepaymentPenaltyUrlState, _today: string, sent: URLSearchParams): Promise<Answer> => {
    const { rates } = await loadPublicRates(deps.db, { province: PENALTY_RATES_PROVINCE, now: deps.now() });
    const site = penaltyTodayRates(listRateOptions(rates, PENALTY_RATES_PROVINCE), state.monthsRemaining, state.insured);
    const inputs = { ...state, todayRate: state.todayRate ?? site.todayRate, todayPostedRate: state.todayPostedRate ?? site.todayPostedRate };
    const result = calculatePrepaymentPenalty(inputs);
    if (!result.ok) return { errors: result.errors.map((error) => error.message) };
    const fixed = state.rateType === 'fixed';
    const postedMethod = fixed && state.lenderKind === 'posted-rate';
    const ird = (amount: number) => (result.irdApplies ? formatCurrency(amount) : t.irdNotApplicable);
    const verdict = penaltyVerdict(result.netSaving).text;
    const seen = seenTermYears(sent, site.termYears);
    // The figure under the label the visitor saw; when that label named another term, the term it was compared as.
    const asTyped = (label: (years: number | null) => string, rate: number) => ({
      label: label(seen),
      value:
        seen === site.termYears || site.termYears === null
          ? formatRate(rate)
          : `${formatRate(rate)}, ${t.comparedAsTerm(label(site.termYears), state.monthsRemaining)}`,
    });
    const comparedWith = t.comparedWith(penaltyComparedWith(state.todayRate !== null, site), formatRate(inputs.todayRate));
    return {
      title: m.titles.penalty,
      result: [
        { label: t.resultsHeading, value: formatCurrency(result.penalty), strong: true },
        { label: t.threeMonthsInterest, value: formatCurrency(result.threeMonthsInterest) },
        { label: t.irdPosted(formatRate(result.postedRateMethod.comparisonRate)), value: ird(result.postedRateMethod.ird) },
        { label: t.irdComparison(formatRate(result.comparisonRateMethod.comparisonRate)), value: ird(result.comparisonRateMethod.ird) },
        ...(postedMethod ? [{ label: t.discountAtSigning, value: formatRate(result.discountAtSigning) }] : []),
        ...restOfTermInterestLines(inputs.contractRate, inputs.todayRate, result),
        { label: t.interestSaved, value: formatCurrency(result.interestSaved) },
        { label: t.penalty, value: `−${formatCurrency(result.penalty)}` },
      ],
      notes: [`${t.rules[result.rule]}. ${fixed ? t.ruleWhy.fixed : t.ruleWhy.variable}`, `${verdict} ${comparedWith}`, t.breakingNote],
      inputs: [
        { label: t.balance, value: formatCurrency(state.balance) },
        { label: t.contractRate, value: formatRate(state.contractRate) },
        { label: t.monthsRemaining, value: String(state.monthsRemaining) },
        { label: t.rateType, value: t.rateTypes[state.rateType] },
        ...(fixed ? [{ label: t.lenderKind, value: t.lenderKinds[state.lenderKind] }] : []),
        ...(postedMethod ? [{ label: t.originalPostedRate, value: formatRate(state.originalPostedRate) }] : []),
        { label: t.insured, value: state.insured ? m.yes : m.no },
        asTyped(t.todayRate, inputs.todayRate),
        ...(postedMethod ? [asTyped(t.todayPostedRate, inputs.todayPostedRate)] : []),
      ],
    };
  };
}
