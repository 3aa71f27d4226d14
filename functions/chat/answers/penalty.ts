import { penaltyTodayRates } from '../../../src/lib/calc/penalty-today-rates';
import { calculatePrepaymentPenalty } from '../../../src/lib/calc/prepayment-penalty';
import { serializePrepaymentPenaltyState } from '../../../src/lib/calc/prepayment-penalty-url-state';
import { listRateOptions } from '../../../src/lib/calc/rate-options';
import { DEFAULT_PROVINCE_NAME } from '../../../src/lib/provinces';
import { selectPublicRates } from '../../../src/lib/rates/select-rates';
import { chatLink, ESTIMATE_NOTE } from './answer-copy';
import { type Answer, type AnswerContext, askFor, listKnown, money, percent } from './answer-kit';

/**
 * "Big bank break fee, 290k at 5.39% fixed, 3.5 years left, posted 7.19% when I signed": the prepayment-penalty
 * calculator. A variable rate costs three months' interest; a fixed one the greater of that and the interest rate
 * differential, by the posted-rate method when the visitor gives the posted rate at signing (the big banks), else by
 * the comparison-rate method.
 */
export function answerPenalty({ inputs, message, rates, now }: AnswerContext): Answer {
  const balance = inputs.balance ?? inputs.loanAmount ?? inputs.amount;
  const rate = inputs.rate;
  const threeMonthsAsked = /\b(?:3|three)\s+months?'?\s+(?:of\s+)?interest\b/i.test(message);
  const rateType = inputs.rateType ?? (inputs.monthsRemaining !== undefined ? 'fixed' : threeMonthsAsked ? 'variable' : undefined);
  const months = inputs.monthsRemaining;
  if (balance === undefined || rate === undefined || rateType === undefined || (rateType === 'fixed' && months === undefined)) {
    const missing: string[] = [];
    if (balance === undefined) missing.push('the balance owing');
    if (rate === undefined) missing.push('your rate');
    if (rateType === undefined) missing.push('whether it is fixed or variable');
    if (rateType !== 'variable' && months === undefined)
      missing.push(rateType === 'fixed' ? 'how long is left in the term' : 'how long is left in the term if fixed');
    const known = listKnown([
      balance !== undefined && `${money(balance)} owing`,
      rate !== undefined && `at ${percent(rate)}`,
      rateType !== undefined && `${rateType} rate`,
      months !== undefined && `${months} months left`,
    ]);
    const question =
      missing.length === 1 ? `To estimate the penalty, could you tell me ${missing[0]}?` : `To estimate the penalty, could you tell me ${joinAnd(missing)}?`;
    return askFor('penalty', known, question);
  }
  const monthsRemaining = months ?? 12;
  const today = penaltyTodayRates(listRateOptions(selectPublicRates(rates, now).rates, DEFAULT_PROVINCE_NAME), monthsRemaining);
  const posted = inputs.postedRateAtSigning;
  // The lender's posted rate today for the term left, when the visitor gives it, is theirs: never our own table's.
  const postedToday = inputs.postedRateToday;
  const postedMethod = posted !== undefined || postedToday !== undefined;
  const todayPosted = postedToday ?? today.todayPostedRate;
  const inputsUsed = {
    balance,
    contractRate: rate,
    monthsRemaining,
    rateType,
    lenderKind: postedMethod ? 'posted-rate' : 'comparison-rate',
    originalPostedRate: posted ?? rate,
    todayPostedRate: todayPosted,
    // The lender's own rate for the term left, when the visitor gives it, is the comparison rate: never our table's.
    todayRate: inputs.lenderRateToday ?? today.todayRate,
    // Compared with the conventional rate unless the visitor says insured, as the calculator does (ADR 42).
    insured: false,
  } as const;
  const result = calculatePrepaymentPenalty(inputsUsed);
  if (!result.ok) return { intent: 'penalty-question', answer: `I can't work that out: ${result.errors[0]?.message}.` };
  const restated = `Breaking a ${money(balance)} ${rateType}-rate mortgage at ${percent(rate)}${rateType === 'fixed' ? ` with ${monthsRemaining} months left` : ''}${posted !== undefined ? `, posted rate ${percent(posted)} at signing` : ''}${postedToday !== undefined ? `, the lender's posted rate now ${percent(postedToday)} for the term left` : ''}${inputs.lenderRateToday !== undefined && !postedMethod ? `, your lender's rate now ${percent(inputs.lenderRateToday)} for the term left` : ''}`;
  let rule: string;
  if (result.rule === 'three-months-interest') {
    rule = `three months' interest (${rateType === 'variable' ? 'all a variable rate is charged' : 'more than the interest rate differential'})`;
  } else if (result.rule === 'ird-posted-rate') {
    rule = `the interest rate differential by the posted-rate method the big banks use: your discount at signing (${percent(result.discountAtSigning)}) comes off ${postedToday !== undefined ? `the lender's posted rate now of ${percent(postedToday)} you gave` : `today's posted rate of ${percent(today.todayPostedRate)} for the closest term`}, giving ${percent(result.postedRateMethod.comparisonRate)} against your ${percent(rate)} over ${monthsRemaining} months`;
  } else {
    rule =
      inputs.lenderRateToday !== undefined
        ? `the interest rate differential: your ${percent(rate)} against your lender's ${percent(result.comparisonRateMethod.comparisonRate)} now, over the ${monthsRemaining} months left`
        : `the interest rate differential: your ${percent(rate)} against today's ${percent(result.comparisonRateMethod.comparisonRate)} for the closest term, over the ${monthsRemaining} months left`;
  }
  const method =
    rateType === 'variable'
      ? ''
      : postedMethod
        ? posted === undefined
          ? 'Without your posted rate at signing I took no discount off the posted rate; tell me it for a closer figure. '
          : ''
        : inputs.lenderRateToday !== undefined
          ? 'Assumption: your lender compares your rate with the rate you gave; the big banks use posted rates less your discount, which can cost more. '
          : `${inputs.bigBank ? 'The big banks use their posted rates less the discount you got at signing, which can make the penalty much larger: tell me your posted rate at signing for that figure. ' : 'Assumption: a lender that compares your rate with today\u2019s rate for the closest term; the big banks use posted rates, which can cost more. '}`;
  return {
    intent: 'penalty-estimate',
    answer: [
      `${restated}: the penalty would be about ${money(result.penalty)}, ${rule}. Three months' interest alone is ${money(result.threeMonthsInterest)}.`,
      `${method}Your lender's own statement is the final figure.`,
      chatLink('Open the prepayment-penalty calculator with these numbers', '/prepayment-penalty-calculator', serializePrepaymentPenaltyState(inputsUsed)),
      ESTIMATE_NOTE,
    ].join('\n\n'),
  };
}

function joinAnd(parts: string[]): string {
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
