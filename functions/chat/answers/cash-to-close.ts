import { cashToCloseHref } from '../../../src/lib/calc/cash-to-close-url-state';
import { ESTIMATE_NOTE } from './answer-copy';
import { CLOSING_COST_BUDGET, closingCostBudget } from './closing-cost-budget';
import { estimateCashToClose } from './cash-to-close-estimate';
import { answerProvincialCashToClose } from './provincial-cash-to-close';
import { provinceOutsideOntario } from './provincial-transfer';
import { type Answer, type AnswerContext, askFor, money } from './answer-kit';

/** "Cash needed at closing on 899k in Toronto, 20% down": down payment, land transfer tax and the usual costs. */
export function answerCashToClose({ inputs, now }: AnswerContext): Answer {
  const price = inputs.price ?? inputs.amount;
  if (price === undefined) {
    // Without a price the rule of thumb still answers "how much should I budget?"; the price gives the figures.
    return askFor(
      'cash-to-close',
      `Budget ${CLOSING_COST_BUDGET.low}% to ${CLOSING_COST_BUDGET.high}% of the purchase price for closing costs, on top of your down payment`,
      'For your own figure: what is the purchase price, and how much are you putting down (and is it in Toronto)?',
    );
  }
  const province = provinceOutsideOntario(inputs);
  if (province) return answerProvincialCashToClose(inputs, province, price, now);
  const estimate = estimateCashToClose(inputs, price, now, { inToronto: inputs.inToronto === true });
  if (!estimate.ok) return estimate.answer;
  const { state, result, downPayment, ltt, tax, fees, downText } = estimate;
  return {
    intent: 'cash-to-close-estimate',
    answer: [
      closingCostBudget(price),
      `To close on a ${money(price)} home${state.inToronto ? ' in Toronto' : ' in Ontario'} with ${downText}${state.firstTimeBuyer ? ', first-time buyer' : ''}: you would need about ${money(result.totalCashNeeded)} in cash, the ${money(downPayment)} down payment plus ${money(result.closingCosts)} of closing costs.`,
      `Closing costs: land transfer tax ${money(ltt)}${state.inToronto ? ' (Ontario and Toronto)' : ''}${state.firstTimeBuyer ? ' after the first-time buyer refunds' : ''}${tax > 0 ? `, the 8% sales tax on the mortgage insurance premium ${money(tax)} (due at closing, not added to the mortgage)` : ''}, and about ${money(fees)} for the lawyer, title insurance, an inspection and adjustments.`,
      `Open the [cash-to-close calculator with these numbers](${cashToCloseHref(state)}) to change any cost.`,
      ESTIMATE_NOTE,
    ].join('\n\n'),
  };
}
