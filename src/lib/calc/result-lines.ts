/**
 * Result rows that the calculators' islands and their answer pages without JavaScript (ADR 58) both show, built once
 * so the two say the same thing.
 */
import { formatCurrency, formatRate } from '../format';
import { cashToCloseMessages, penaltyMessages } from '../messages-calculators';
import { provinceMessages } from '../messages-provinces';
import { columnFormat } from './bracket-table';
import type { CashLine, CashToCloseSuccess } from './cash-to-close';
import type { ProvincialTransferSuccess } from './provincial-transfer-tax';

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
 * How a transfer tax's figures are printed, wherever they are (its calculator, its answer page, the cash-to-close
 * line): as one column with its bracket tables' tax, by their rule (bracket-table.ts), so "$7,110.50" is never
 * "$7,111" elsewhere for the same sale, nor a table's "$7,349.00" a "$7,349" above it.
 */
export const transferTaxFormat = (tax: Pick<ProvincialTransferSuccess, 'charges' | 'reliefs' | 'netPayable'>) =>
  columnFormat([
    ...tax.charges.flatMap((c) => [c.amount, ...(c.breakdown?.lines.map((line) => line.tax) ?? [])]),
    ...tax.reliefs.map((r) => r.amount),
    tax.netPayable,
  ]);

/** The transfer tax calculator's result: each charge, each relief, then what is payable. */
export function transferTaxLines(tax: ProvincialTransferSuccess): ResultLine[] {
  const p = provinceMessages;
  const money = transferTaxFormat(tax);
  return [
    ...tax.charges.map((charge) => ({ label: p.charges[charge.id], value: money(charge.amount) })),
    ...tax.reliefs.map((relief) => ({ label: p.reliefs[relief.id], value: `−${money(relief.amount)}` })),
    { label: p.total(tax.kind), value: p.totalValue(tax.kind, money(tax.netPayable)), strong: true },
  ];
}

/** A cash-to-close line's amount: to the cent, but the transfer tax as its own calculator prints it. */
export function cashLineValue(result: Pick<CashToCloseSuccess, 'landTransferTax'>): (line: CashLine) => string {
  const tax = transferTaxFormat(result.landTransferTax);
  return (line) => (line.id === 'landTransferTax' ? tax(line.amount) : formatCurrency(line.amount));
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
