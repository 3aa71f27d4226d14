import { money } from './answer-kit';

/** The product's rule of thumb (chat canned facts): budget 1.5 % to 4 % of the price for closing costs (docs/product/chat.md#canned-facts). */
export const CLOSING_COST_BUDGET = { low: 1.5, high: 4 } as const;

/** "Budget 1.5% to 4% of the price for closing costs: $9,000 to $24,000 on $600,000." */
export function closingCostBudget(price: number): string {
  const low = Math.round((price * CLOSING_COST_BUDGET.low) / 100);
  const high = Math.round((price * CLOSING_COST_BUDGET.high) / 100);
  return `Budget ${CLOSING_COST_BUDGET.low}% to ${CLOSING_COST_BUDGET.high}% of the price for closing costs: ${money(low)} to ${money(high)} on ${money(price)}.`;
}
