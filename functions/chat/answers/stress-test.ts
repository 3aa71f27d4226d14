import { qualifyingRate } from '../../../src/lib/calc/affordability';
import { STRESS_TEST } from '../../../src/lib/calc/mortgage-rules';
import { type Answer, type AnswerContext, askFor, percent } from './answer-kit';

const RULE = `the greater of your contract rate plus ${STRESS_TEST.bufferPercentagePoints}% and ${percent(STRESS_TEST.floorRatePercent)}`;

/** "Stress test rate if my rate is 3.89": the qualifying rate for that contract rate. */
export function answerStressTest({ inputs }: AnswerContext): Answer {
  if (inputs.rate === undefined) return askFor('stress-test', undefined, `What rate were you offered? Lenders qualify you at ${RULE}.`);
  const qualifying = qualifyingRate(inputs.rate);
  const floored = inputs.rate + STRESS_TEST.bufferPercentagePoints < STRESS_TEST.floorRatePercent;
  return {
    intent: 'stress-test-estimate',
    answer:
      `For a contract rate of ${percent(inputs.rate)}, the stress test rate is ${percent(qualifying)}: lenders qualify you at ${RULE}` +
      // Below the floor the sum is not a rate anyone qualifies at: naming it reads as a second answer.
      (floored
        ? `, and your rate plus ${STRESS_TEST.bufferPercentagePoints}% is under the ${percent(STRESS_TEST.floorRatePercent)} floor.`
        : ` (${percent(inputs.rate)} + ${STRESS_TEST.bufferPercentagePoints}% = ${percent(inputs.rate + STRESS_TEST.bufferPercentagePoints)}).`) +
      ' You still pay your contract rate; the stress test only decides how much you can borrow.',
  };
}
