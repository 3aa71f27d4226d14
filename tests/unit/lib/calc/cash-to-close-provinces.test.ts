/** Cash to close in the buyer's province (ADR 49); the figures are the vectors of provincial-transfer-tax.test.ts. */
import { describe, expect, it } from 'vitest';
import { calculateCashToClose } from '../../../../src/lib/calc/cash-to-close';
import { CASH_TO_CLOSE_DEFAULTS } from '../../../../src/lib/calc/cash-to-close-options';
import { cashToCloseHref, parseCashToCloseState, serializeCashToCloseState } from '../../../../src/lib/calc/cash-to-close-url-state';

const purchase = { ...CASH_TO_CLOSE_DEFAULTS, price: 500_000, downPayment: 100_000, purchaseDate: '2026-06-01' };

function transferLine(extra: Partial<typeof purchase>) {
  const r = calculateCashToClose({ ...purchase, ...extra });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.lines.find((l) => l.id === 'landTransferTax')?.amount;
}

describe('cash to close by province', () => {
  it('counts the province’s own tax, not Ontario’s', () => {
    expect(transferLine({})).toBe(6_475); // Ontario
    expect(transferLine({ province: 'BC' })).toBe(8_000);
    expect(transferLine({ province: 'BC', firstTimeBuyer: true })).toBe(0);
    expect(transferLine({ province: 'QC', inMontreal: true })).toBe(5_610.5); // 2026 thresholds
    expect(transferLine({ province: 'NS', deedTransferRate: 1 })).toBe(5_000);
    expect(transferLine({ province: 'YT' })).toBe(0);
  });

  it('registers the mortgage in Alberta: transfer $550 and mortgage $450 on a $400,000 loan', () => {
    expect(transferLine({ province: 'AB' })).toBe(1_000);
  });

  it('reports a Nova Scotia rate out of range on its field', () => {
    const r = calculateCashToClose({ ...purchase, province: 'NS', deedTransferRate: -1 });
    expect(r.ok ? [] : r.errors.map((e) => e.field)).toEqual(['deedTransferRate']);
  });

  it('keeps Ontario links exactly as before and carries another province through a link', () => {
    expect(cashToCloseHref({ price: 500_000 })).not.toContain('province');
    const state = { ...CASH_TO_CLOSE_DEFAULTS, province: 'QC' as const, inMontreal: true };
    const back = parseCashToCloseState(serializeCashToCloseState(state));
    expect(back).toMatchObject({ province: 'QC', inMontreal: true });
    expect(parseCashToCloseState(new URLSearchParams('province=Nova%20Scotia&deedRate=1.25'))).toMatchObject({ province: 'NS', deedTransferRate: 1.25 });
    expect(parseCashToCloseState(new URLSearchParams('province=XX'))).toMatchObject({ province: 'ON' });
  });
});
