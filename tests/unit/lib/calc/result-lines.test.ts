import { describe, expect, it } from 'vitest';
import { bracketTable } from '../../../../src/lib/calc/bracket-table';
import { calculateCashToClose } from '../../../../src/lib/calc/cash-to-close';
import { CASH_TO_CLOSE_DEFAULT_COSTS } from '../../../../src/lib/calc/cash-to-close-options';
import { calculateProvincialTransfer } from '../../../../src/lib/calc/provincial-transfer-tax';
import { cashLineValue, restOfTermInterestLines, savingsSourceLines, transferTaxLines } from '../../../../src/lib/calc/result-lines';
import { parseTransferState } from '../../../../src/lib/calc/transfer-url-state';
import { cashToCloseMessages, penaltyMessages } from '../../../../src/lib/messages-calculators';

/** The rows the islands and the answer pages both show (ADR 58). */
describe('savingsSourceLines', () => {
  it('shows a savings line only when it is not zero, and nothing for a buyer who is not first-time', () => {
    expect(savingsSourceLines(true, { fhsa: 0, homeBuyersPlan: 0 }, 70_000).map((l) => l.label)).toEqual([cashToCloseMessages.fromOtherSavings]);
    expect(savingsSourceLines(true, { fhsa: 8_000, homeBuyersPlan: 0 }, 62_000)).toEqual([
      { label: cashToCloseMessages.fromFhsa, value: '−$8,000.00' },
      { label: cashToCloseMessages.fromOtherSavings, value: '$62,000.00', strong: true },
    ]);
    expect(savingsSourceLines(false, { fhsa: 8_000, homeBuyersPlan: 5_000 }, 57_000)).toEqual([]);
  });
});

describe('restOfTermInterestLines', () => {
  it('one row when the two rates read the same, two when they differ', () => {
    expect(restOfTermInterestLines(4.89, 4.89, { interestAtContractRate: 48_900, interestAtTodayRate: 48_900 })).toEqual([
      { label: penaltyMessages.interestAtContract('4.89%'), value: '$48,900.00' },
    ]);
    expect(restOfTermInterestLines(4.89, 4.29, { interestAtContractRate: 48_900, interestAtTodayRate: 42_900 })).toHaveLength(2);
  });
});

/** A sale's transfer tax, as its calculator works it out. */
function transferTax(params: Record<string, string>) {
  const result = calculateProvincialTransfer(parseTransferState(new URLSearchParams({ date: '2026-03-10', ...params }), '2026-03-10'));
  if (!result.ok) throw new Error('fixture');
  return result;
}

/** The same sale in the cash-to-close calculator. */
function cashToClose(province: 'QC' | 'ON', price: number) {
  const result = calculateCashToClose({
    province,
    price,
    downPayment: price / 5,
    inToronto: false,
    inMontreal: false,
    firstTimeBuyer: false,
    newBuild: false,
    amortizationYears: 25,
    purchaseDate: '2026-03-10',
    ...CASH_TO_CLOSE_DEFAULT_COSTS,
    buyers: 1,
    fhsa: 0,
    homeBuyersPlan: 0,
  });
  if (!result.ok) throw new Error('fixture');
  return result;
}

describe('a transfer tax printed one way: the bracket table, the calculator and cash to close', () => {
  it('Quebec at $600,000: the tax has cents, so it is printed to the cent everywhere', () => {
    const tax = transferTax({ province: 'QC', price: '600000' });
    const table = bracketTable(tax.charges[0]!.breakdown!);
    const lines = transferTaxLines(tax);
    expect(table.total).toBe('$7,110.50');
    expect(lines.map((l) => l.value)).toEqual(['$7,110.50', '$7,110.50']);
    const cash = cashToClose('QC', 600_000);
    expect(cashLineValue(cash)(cash.lines.find((l) => l.id === 'landTransferTax')!)).toBe('$7,110.50');
  });

  it('Ontario at $600,000: a whole-dollar tax is printed to the dollar everywhere', () => {
    const tax = transferTax({ province: 'ON', price: '600000' });
    expect(bracketTable(tax.charges[0]!.breakdown!).total).toBe('$8,475');
    expect(transferTaxLines(tax).map((l) => l.value)).toEqual(['$8,475', '$8,475']);
    const cash = cashToClose('ON', 600_000);
    const value = cashLineValue(cash);
    expect(value(cash.lines.find((l) => l.id === 'landTransferTax')!)).toBe('$8,475');
    // The other cash lines stay to the cent.
    expect(value(cash.lines.find((l) => l.id === 'downPayment')!)).toBe('$120,000.00');
  });
});
