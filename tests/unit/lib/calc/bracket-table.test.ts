import { describe, expect, it } from 'vitest';
import { bracketTable } from '../../../../src/lib/calc/bracket-table';
import { calculateProvincialTransfer } from '../../../../src/lib/calc/provincial-transfer-tax';
import { parseTransferState } from '../../../../src/lib/calc/transfer-url-state';

/** The bracket table as printed (ADR 49): the rows it prints add up to the total it prints. */
const dollars = (printed: string) => Math.round(Number(printed.replace(/[$,]/g, '')) * 100);

function printedTables(params: Record<string, string>) {
  const result = calculateProvincialTransfer(parseTransferState(new URLSearchParams(params), '2026-03-10'));
  if (!result.ok) throw new Error('fixture');
  return result.charges.flatMap((c) => (c.breakdown ? [bracketTable(c.breakdown)] : []));
}

describe('bracketTable', () => {
  it('Montreal at $650,000: brackets with cents are printed to the cent and add up to the total printed', () => {
    const [table] = printedTables({ province: 'QC', montreal: '1', price: '650000', date: '2026-03-10' });
    expect(table!.rows.map((r) => r.tax)).toEqual(['$314.50', '$2,521.00', '$3,559.50', '$1,954.00']);
    expect(table!.total).toBe('$8,349.00');
    expect(table!.rows.map((r) => r.taxed)).toEqual(['$62,900', '$252,100', '$237,300', '$97,700']);
  });

  it('whole-dollar brackets stay to the dollar', () => {
    const [table] = printedTables({ province: 'ON', price: '500000', date: '2026-03-10' });
    expect(table!.total).toBe('$6,475');
    expect(table!.rows.every((r) => !r.tax.includes('.'))).toBe(true);
  });

  it('every province and price: the printed rows add up to the printed total', () => {
    for (const province of ['ON', 'QC', 'BC', 'MB', 'NB', 'NS', 'PE', 'NL', 'AB', 'SK'])
      for (const price of ['123457', '650000', '1234567.89', '2999999'])
        for (const table of printedTables({ province, price, montreal: '1', toronto: '1', date: '2026-03-10' }))
          expect(
            table.rows.reduce((sum, r) => sum + dollars(r.tax), 0),
            `${province} ${price}`,
          ).toBe(dollars(table.total));
  });
});
