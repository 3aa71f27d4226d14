import type { ChatInputs } from '../understand/read-inputs';
import { money } from './answer-kit';

/**
 * Rent from part of the home ("we rent out our basement for 1500 a month") is income, never a debt. The chat uses
 * one convention, the add-back: half of the gross rent is added to the income the affordability calculator already
 * takes, so no second formula exists; lenders that offset the rent against housing costs instead are left to a
 * mortgage agent, and the answer says so (ADR 37).
 */
export const RENTAL_INCOME_SHARE = 0.5;

/** The yearly amount added to income: half of twelve months of gross rent. */
export function rentalAddBack(inputs: ChatInputs): number {
  return inputs.rentalIncomeMonthly === undefined ? 0 : Math.round(inputs.rentalIncomeMonthly * 12 * RENTAL_INCOME_SHARE);
}

/** " plus 50% of $1,500 a month of rent ($9,000 a year)", after the income said back. */
export function rentalIncomeText(inputs: ChatInputs): string {
  if (inputs.rentalIncomeMonthly === undefined) return '';
  return ` plus ${RENTAL_INCOME_SHARE * 100}% of ${money(inputs.rentalIncomeMonthly)} a month of rent (${money(rentalAddBack(inputs))} a year)`;
}

/** Which convention the figure used, and who confirms the lender's own. Wording (ours). */
export function rentalIncomeNote(inputs: ChatInputs): string[] {
  if (inputs.rentalIncomeMonthly === undefined) return [];
  return [
    `The ${money(inputs.rentalIncomeMonthly)} a month of rent from part of your home is income, not a debt: this estimate adds ${RENTAL_INCOME_SHARE * 100}% of it (${money(rentalAddBack(inputs))} a year) to your income, as many lenders do. Some lenders count it another way (an offset against the housing costs), so a mortgage agent will confirm how your lender counts it.`,
  ];
}
