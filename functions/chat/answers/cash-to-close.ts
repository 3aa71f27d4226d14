import { calculateCashToClose } from '../../../src/lib/calc/cash-to-close';
import { CASH_TO_CLOSE_DEFAULTS } from '../../../src/lib/calc/cash-to-close-options';
import { cashToCloseHref } from '../../../src/lib/calc/cash-to-close-url-state';
import { minimumDownPayment } from '../../../src/lib/calc/down-payment';
import { ESTIMATE_NOTE } from './answer-copy';
import { CLOSING_COST_BUDGET, closingCostBudget } from './closing-cost-budget';
import { answerProvincialCashToClose } from './provincial-cash-to-close';
import { provinceOutsideOntario } from './provincial-transfer';
import { type Answer, type AnswerContext, askFor, describeDown, downDollars, money } from './answer-kit';

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
  const given = downDollars(inputs, price);
  const downPayment = given ?? minimumDownPayment(price);
  const state = {
    ...CASH_TO_CLOSE_DEFAULTS,
    price,
    downPayment,
    inToronto: inputs.inToronto === true,
    firstTimeBuyer: inputs.firstTimeBuyer === true,
    newBuild: inputs.newBuild === true,
    amortizationYears: inputs.amortizationYears === 30 ? 30 : 25,
  };
  const result = calculateCashToClose({ ...state, purchaseDate: now.toISOString().slice(0, 10) });
  if (!result.ok) return { intent: 'cash-to-close-question', answer: `I can't work that out: ${result.errors[0]?.message}.` };
  const ltt = result.lines.find((line) => line.id === 'landTransferTax')?.amount ?? 0;
  const tax = result.lines.find((line) => line.id === 'insuranceTax')?.amount ?? 0;
  const fees = state.legalFees + state.titleInsurance + state.inspection + state.adjustments;
  const downText = given !== undefined ? describeDown(inputs, given) : `${money(downPayment)} down (the minimum; tell me yours)`;
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
