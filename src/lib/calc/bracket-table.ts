/**
 * A tax's bracket table as printed, on the calculator and on its answer page alike (ADR 49, ADR 58). A bracket's tax
 * may have cents (0.5 % of $62,900 is $314.50): rounded to the dollar on its own, each row would no longer add up to
 * the total. So a column with any figure in cents is printed to the cent throughout, total included, and a column of
 * whole dollars stays whole. The same rule prints every transfer tax figure (result-lines.ts) and a single amount.
 */
import { formatCurrency, formatCurrencyWhole } from '../format';
import { provinceMessages } from '../messages-provinces';
import type { TaxBreakdown } from './land-transfer-tax';

export interface BracketRow {
  /** The bracket's lower bound, unique in its table. */
  from: number;
  portion: string;
  rate: string;
  taxed: string;
  tax: string;
}

export interface BracketTable {
  rows: BracketRow[];
  total: string;
}

const hasCents = (amount: number) => Math.round(amount * 100) % 100 !== 0;

/** One formatter for a column: to the cent when any of its figures has cents, else to the dollar. */
export function columnFormat(amounts: readonly number[]): (amount: number) => string {
  return amounts.some(hasCents) ? formatCurrency : formatCurrencyWhole;
}

/** One amount by the same rule: "$80,000", but "$69,614.20". */
export const formatFigure = (amount: number) => columnFormat([amount])(amount);

/** Rates such as 5.45% keep their second decimal; 2.5% is not padded to 2.50%. */
export const bracketRate = (rate: number) => `${Number(rate.toFixed(2))}%`;

function portion(from: number, to: number | null): string {
  const b = provinceMessages.breakdown;
  if (to === null) return b.over(formatCurrencyWhole(from));
  if (from === 0) return b.upTo(formatCurrencyWhole(to));
  return b.between(formatCurrencyWhole(from), formatCurrencyWhole(to));
}

export function bracketTable(breakdown: TaxBreakdown): BracketTable {
  const taxed = columnFormat(breakdown.lines.map((line) => line.taxable));
  const tax = columnFormat([...breakdown.lines.map((line) => line.tax), breakdown.total]);
  return {
    rows: breakdown.lines.map((line) => ({
      from: line.from,
      portion: portion(line.from, line.to),
      rate: bracketRate(line.rate),
      taxed: taxed(line.taxable),
      tax: tax(line.tax),
    })),
    total: tax(breakdown.total),
  };
}
