import { cashToCloseHref } from '../../../src/lib/calc/cash-to-close-url-state';
import { premiumSalesTaxRate } from '../../../src/lib/calc/premium-sales-tax';
import { NS_DEED_TRANSFER } from '../../../src/lib/calc/provincial-transfer-rates';
import { provinceMessages } from '../../../src/lib/messages-provinces';
import { provinceName, type ProvinceCode } from '../../../src/lib/provinces';
import type { ChatInputs } from '../understand/read-inputs';
import { ESTIMATE_NOTE } from './answer-copy';
import { type Answer, money } from './answer-kit';
import { closingCostBudget } from './closing-cost-budget';
import { estimateCashToClose } from './cash-to-close-estimate';
import { describePlace } from './provincial-transfer';

/**
 * Cash to close outside Ontario (ADR 37, ADR 49): the calculator's own function with the province, so the transfer
 * tax or fees and the premium's sales tax are the province's (none where it levies none). Ontario keeps its answer
 * in cash-to-close.ts, unchanged.
 */
export function answerProvincialCashToClose(inputs: ChatInputs, province: ProvinceCode, price: number, now: Date): Answer {
  const estimate = estimateCashToClose(inputs, price, now, {
    inToronto: false,
    province,
    inMontreal: province === 'QC' && inputs.inMontreal === true,
    deedTransferRate: NS_DEED_TRANSFER.halifaxRate,
  });
  if (!estimate.ok) return estimate.answer;
  const { state, result, downPayment, ltt, tax, fees, downText } = estimate;
  const name = provinceName(province) ?? province;
  const transfer = result.landTransferTax;
  const taxRate = premiumSalesTaxRate(province);
  const chargeName = transfer.charges.length === 1 ? provinceMessages.charges[transfer.charges[0]!.id] : `${name} land transfer tax`;
  const where =
    province === 'NS'
      ? ` (${inputs.inHalifax ? "Halifax's" : "at Halifax's"} ${NS_DEED_TRANSFER.halifaxRate}% rate)`
      : state.inMontreal
        ? " (Montreal's rates)"
        : '';
  const items = [
    transfer.kind === 'tax'
      ? `${chargeName} ${money(ltt)}${where}${transfer.totalReliefs > 0 ? ' after the first-time buyer exemption' : ''}`
      : transfer.kind === 'fees'
        ? `land titles and registration fees of ${money(ltt)} (${name} has no land transfer tax)`
        : `no land transfer tax (${name} has none; its land titles fees, which your lawyer will give you, are not counted)`,
    tax > 0
      ? `${name}'s ${Math.round(taxRate * 100)}% sales tax on the mortgage insurance premium ${money(tax)} (due at closing, not added to the mortgage)`
      : undefined,
    `about ${money(fees)} for the lawyer, title insurance, an inspection and adjustments`,
  ].filter((item): item is string => item !== undefined);
  const costs = `Closing costs: ${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}.`;
  const noPremiumTax = taxRate === 0 && result.insurance.required ? ` ${name} charges no sales tax on the mortgage insurance premium.` : '';
  return {
    intent: 'cash-to-close-estimate',
    answer: [
      closingCostBudget(price),
      `To close on a ${money(price)} home ${describePlace(inputs, province)} with ${downText}${state.firstTimeBuyer ? ', first-time buyer' : ''}: you would need about ${money(result.totalCashNeeded)} in cash, the ${money(downPayment)} down payment plus ${money(result.closingCosts)} of closing costs.`,
      `${costs}${noPremiumTax}`,
      `Open the [cash-to-close calculator with these numbers](${cashToCloseHref(state)}) to change any cost.`,
      ESTIMATE_NOTE,
    ].join('\n\n'),
  };
}
