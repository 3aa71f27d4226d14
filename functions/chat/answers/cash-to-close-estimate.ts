import { calculateCashToClose } from '../../../src/lib/calc/cash-to-close';
import { CASH_TO_CLOSE_DEFAULTS } from '../../../src/lib/calc/cash-to-close-options';
import { minimumDownPayment } from '../../../src/lib/calc/down-payment';
import type { ChatInputs } from '../understand/read-inputs';
import { type Answer, describeDown, downDollars, money } from './answer-kit';

type Place = Partial<typeof CASH_TO_CLOSE_DEFAULTS>;

/**
 * The cash-to-close calculator run on the chat's inputs (ADR 37), for Ontario's answer and the other provinces'
 * alike: `place` says where (Toronto, or the province and its city). Gives the state it ran with (the calculator
 * link carries it) and the figures both answers quote, or the answer that says the figures do not work.
 */
export function estimateCashToClose(inputs: ChatInputs, price: number, now: Date, place: Place) {
  const given = downDollars(inputs, price);
  const downPayment = given ?? minimumDownPayment(price);
  const state = {
    ...CASH_TO_CLOSE_DEFAULTS,
    price,
    downPayment,
    firstTimeBuyer: inputs.firstTimeBuyer === true,
    newBuild: inputs.newBuild === true,
    amortizationYears: inputs.amortizationYears === 30 ? 30 : 25,
    ...place,
  };
  const result = calculateCashToClose({ ...state, purchaseDate: now.toISOString().slice(0, 10) });
  if (!result.ok) {
    const refused: Answer = { intent: 'cash-to-close-question', answer: `I can't work that out: ${result.errors[0]?.message}.` };
    return { ok: false as const, answer: refused };
  }
  return {
    ok: true as const,
    state,
    result,
    downPayment,
    ltt: result.lines.find((line) => line.id === 'landTransferTax')?.amount ?? 0,
    tax: result.lines.find((line) => line.id === 'insuranceTax')?.amount ?? 0,
    fees: state.legalFees + state.titleInsurance + state.inspection + state.adjustments,
    downText: given !== undefined ? describeDown(inputs, given) : `${money(downPayment)} down (the minimum; tell me yours)`,
  };
}
