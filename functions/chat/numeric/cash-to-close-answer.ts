import { calculateCashToClose } from '../../../src/lib/calc/cash-to-close';
import { CASH_TO_CLOSE_DEFAULTS } from '../../../src/lib/calc/cash-to-close-options';
import { cashToCloseHref } from '../../../src/lib/calc/cash-to-close-url-state';
import { minimumDownPayment } from '../../../src/lib/calc/down-payment';
import { formatCurrencyWhole } from '../../../src/lib/format';
import { ESTIMATE_NOTE } from './numeric-copy';
import { mainAmount, readAmounts } from './read-numbers';

const ASKS_CASH_TO_CLOSE =
  /\bcash\b[^.?!]{0,30}\bclos(?:e|ing)\b|\bclosing costs?\b|\bcosts? (?:to|of) clos(?:e|ing)\b|\bhow much (?:money|cash) (?:do|will|would) (?:i|we) need\b/i;

/**
 * "How much cash do I need to close on a $700,000 house in Toronto?": the cash-to-close calculator's total (down
 * payment, land transfer tax with any refund, the sales tax on the insurance premium, fees and adjustments at their
 * usual defaults) and a link that opens it with the same purchase.
 */
export function answerCashToClose(message: string, now: Date): string | undefined {
  if (!ASKS_CASH_TO_CLOSE.test(message)) return undefined;
  const read = readAmounts(message);
  const price = read.price ?? mainAmount(read);
  if (price === undefined) return undefined;
  const downPayment = read.down ?? minimumDownPayment(price);
  const state = {
    ...CASH_TO_CLOSE_DEFAULTS,
    price,
    downPayment,
    inToronto: /\btoronto\b/i.test(message),
    firstTimeBuyer: /\bfirst[ -]time\b/i.test(message),
    newBuild: /\bnew[ -](?:build|construction)\b|\bpre[ -]?construction\b/i.test(message),
  };
  const result = calculateCashToClose({ ...state, purchaseDate: now.toISOString().slice(0, 10) });
  if (!result.ok) return undefined;
  const ltt = result.lines.find((line) => line.id === 'landTransferTax')?.amount ?? 0;
  const tax = result.lines.find((line) => line.id === 'insuranceTax')?.amount ?? 0;
  const fees = state.legalFees + state.titleInsurance + state.inspection + state.adjustments;
  return [
    `To close on a ${formatCurrencyWhole(price)} home${state.inToronto ? ' in Toronto' : ' in Ontario'} you would need about ${formatCurrencyWhole(result.totalCashNeeded)} in cash: the ${formatCurrencyWhole(downPayment)} down payment${read.down === undefined ? ' (the minimum; tell me yours)' : ''} plus ${formatCurrencyWhole(result.closingCosts)} of closing costs.`,
    `Closing costs: land transfer tax ${formatCurrencyWhole(ltt)}${state.inToronto ? ' (Ontario and Toronto)' : ''}${state.firstTimeBuyer ? ' after the first-time buyer refunds' : ''}${tax > 0 ? `, the 8% sales tax on the mortgage insurance premium ${formatCurrencyWhole(tax)} (due at closing, not added to the mortgage)` : ''}, and about ${formatCurrencyWhole(fees)} for the lawyer, title insurance, an inspection and adjustments.`,
    `${state.firstTimeBuyer ? 'As a first-time buyer you can draw on an FHSA (up to $40,000) and the RRSP Home Buyers\u2019 Plan (up to $60,000) each. ' : ''}Open the [cash-to-close calculator with these numbers](${cashToCloseHref(state)}) to change any cost.`,
    ESTIMATE_NOTE,
  ].join('\n\n');
}
