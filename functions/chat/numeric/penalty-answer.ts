import { penaltyTodayRates } from '../../../src/lib/calc/penalty-today-rates';
import { calculatePrepaymentPenalty } from '../../../src/lib/calc/prepayment-penalty';
import { serializePrepaymentPenaltyState } from '../../../src/lib/calc/prepayment-penalty-url-state';
import { listRateOptions } from '../../../src/lib/calc/rate-options';
import { formatCurrencyWhole, formatRate } from '../../../src/lib/format';
import { DEFAULT_PROVINCE_NAME } from '../../../src/lib/provinces';
import { selectPublicRates } from '../../../src/lib/rates/select-rates';
import { findProvince } from '../rates-answer';
import type { RateRow } from '../types';
import { chatLink, ESTIMATE_NOTE } from './numeric-copy';
import { mainAmount, readAmounts, readStatedRate } from './read-numbers';

const ASKS_PENALTY = /\bpenalt(?:y|ies)\b|\bbreak(?:ing)?\b[^.?!]{0,40}\bmortgage\b|\bprepayment charge\b/i;
const TIME_LEFT =
  /(\d{1,2}(?:\.\d+)?|a|one|two|three|four|five)[ \t]*(years?|yrs?|months?)[ \t]*(?:left|remaining|to go|remain|early|before (?:it )?(?:ends|matures|renewal))/i;
const WORDS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5 };

/** "2 years left", "18 months remaining", "3 years early": the months left in the term. */
export function readMonthsLeft(text: string): number | undefined {
  const match = TIME_LEFT.exec(text);
  if (!match) return undefined;
  const count = WORDS[match[1]!.toLowerCase()] ?? Number(match[1]);
  const months = /^m/i.test(match[2]!) ? count : count * 12;
  return months >= 1 && months <= 120 ? Math.round(months) : undefined;
}

/**
 * "What's the penalty to break my $400,000 mortgage at 4.5% with 2 years left?": the prepayment-penalty calculator's
 * answer (three months' interest, or the interest rate differential at today's rate for the closest term), whether
 * breaking saves money, and a link that opens the calculator with the same numbers.
 */
export function answerPenalty(message: string, rates: readonly RateRow[], now: Date): string | undefined {
  if (!ASKS_PENALTY.test(message)) return undefined;
  const balance = mainAmount(readAmounts(message));
  const contractRate = readStatedRate(message) ?? readBareRate(message);
  const monthsRemaining = readMonthsLeft(message);
  if (balance === undefined || contractRate === undefined || monthsRemaining === undefined) return undefined;
  const rateType = /\bvariable\b/i.test(message) ? 'variable' : 'fixed';
  const province = findProvince(message) ?? DEFAULT_PROVINCE_NAME;
  const today = penaltyTodayRates(listRateOptions(selectPublicRates(rates, now).rates, province), monthsRemaining);
  // The posted-rate method needs the posted rate at signing, which a question rarely gives: the comparison-rate
  // method (most lenders other than the big banks) is the figure, and the link lets the visitor add the rest.
  const inputs = {
    balance,
    contractRate,
    monthsRemaining,
    rateType,
    lenderKind: 'comparison-rate',
    originalPostedRate: contractRate,
    todayPostedRate: today.todayPostedRate,
    todayRate: today.todayRate,
  } as const;
  const result = calculatePrepaymentPenalty(inputs);
  if (!result.ok) return undefined;
  const rule =
    result.rule === 'three-months-interest'
      ? `three months' interest (${rateType === 'variable' ? 'a variable rate is charged only that' : 'it is more than the interest rate differential'})`
      : `the interest rate differential: your ${formatRate(contractRate)} against today's ${formatRate(result.comparisonRateMethod.comparisonRate)} for the closest term, over the ${monthsRemaining} months left`;
  const saving = result.breakingSaves
    ? `Taking today's ${formatRate(today.todayRate)} for the rest of the term would save about ${formatCurrencyWhole(result.interestSaved)} of interest, ${formatCurrencyWhole(result.netSaving)} more than the penalty.`
    : `Taking today's ${formatRate(today.todayRate)} for the rest of the term would not save more than the penalty costs.`;
  const link = chatLink(
    'Open the prepayment-penalty calculator with these numbers',
    '/prepayment-penalty-calculator',
    serializePrepaymentPenaltyState({ ...inputs, todayRate: today.todayRate, todayPostedRate: today.todayPostedRate, insured: false }),
  );
  return [
    `Breaking a ${formatCurrencyWhole(balance)} ${rateType}-rate mortgage at ${formatRate(contractRate)} with ${monthsRemaining} months left would cost about ${formatCurrencyWhole(result.penalty)}: ${rule}. Three months' interest alone is ${formatCurrencyWhole(result.threeMonthsInterest)}.`,
    saving,
    `Assumptions: a lender that compares your rate with today's rate for the closest term. The big banks use their posted rates less the discount you got at signing, which can make the penalty much larger: open the calculator and enter your posted rate at signing to see that figure.`,
    link,
    ESTIMATE_NOTE,
  ].join('\n\n');
}

/** "at 4.5" without a percent sign is still a rate when it follows "at" and looks like one. */
function readBareRate(text: string): number | undefined {
  const match = /\bat[ \t]+(\d(?:\.\d{1,3})?)\b(?![ \t]*(?:years?|months?|k\b|%))/i.exec(text);
  return match ? Number(match[1]) : undefined;
}
