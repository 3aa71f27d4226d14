/**
 * Result rows that the calculators' islands and their answer pages without JavaScript (ADR 58) both show, built once
 * so the two say the same thing.
 */
import { formatCurrency, formatRate } from '../format';
import { cashToCloseMessages, penaltyMessages } from '../messages-calculators';

export interface ResultLine {
  label: string;
  value: string;
  strong?: boolean;
}

/**
 * What the FHSA and the Home Buyers' Plan cover: a savings line only when it is not zero (a "−$0.00" line reads as
 * an amount the visitor has), then what is left to the visitor's other savings. Nothing unless a first-time buyer.
 */
export function savingsSourceLines(firstTimeBuyer: boolean, sources: { fhsa: number; homeBuyersPlan: number }, fromOtherSavings: number): ResultLine[] {
  if (!firstTimeBuyer) return [];
  const t = cashToCloseMessages;
  return [
    ...(sources.fhsa !== 0 ? [{ label: t.fromFhsa, value: `−${formatCurrency(sources.fhsa)}` }] : []),
    ...(sources.homeBuyersPlan !== 0 ? [{ label: t.fromHomeBuyersPlan, value: `−${formatCurrency(sources.homeBuyersPlan)}` }] : []),
    { label: t.fromOtherSavings, value: formatCurrency(fromOtherSavings), strong: true },
  ];
}

/**
 * The interest for the rest of the term at the visitor's rate and at today's: one row when the two rates read the
 * same (two identical rows would look like an error).
 */
export function restOfTermInterestLines(
  contractRate: number,
  todayRate: number,
  result: { interestAtContractRate: number; interestAtTodayRate: number },
): ResultLine[] {
  const t = penaltyMessages;
  const atContract = { label: t.interestAtContract(formatRate(contractRate)), value: formatCurrency(result.interestAtContractRate) };
  const atToday = { label: t.interestAtToday(formatRate(todayRate)), value: formatCurrency(result.interestAtTodayRate) };
  return atContract.label === atToday.label && atContract.value === atToday.value ? [atContract] : [atContract, atToday];
}
