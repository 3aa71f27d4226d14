/**
 * Reference values:
 * - Ontario brackets and the $4,000 first-time buyer refund: Ontario Ministry of Finance, "Land transfer tax"
 *   (ontario.ca). $550,000 -> $7,475, refund leaves $3,475: the worked example in Kay Law's first-time homebuyer
 *   guide (kaylaw.ca), which follows the Ministry's rates.
 * - Toronto brackets and the $4,475 rebate (full tax on a $400,000 home): City of Toronto, "Municipal Land Transfer
 *   Tax rates and fees" (toronto.ca), luxury rates from 1 January 2024 and from 1 April 2026.
 * - Every other figure is the marginal sum worked by hand in the comment beside it.
 */
import { describe, expect, it } from 'vitest';
import {
  calculateLandTransferTax,
  ontarioLandTransferTax,
  taxByBrackets,
  torontoLandTransferTax,
  torontoScheduleFor,
} from '../../../../src/lib/calc/land-transfer-tax';
import { calcMessages } from '../../../../src/lib/calc/calc-messages';

const ON = (price: number, singleFamily = true) => ontarioLandTransferTax(price, singleFamily).total;
const TO = (price: number, date: string, singleFamily = true) => torontoLandTransferTax(price, singleFamily, date).total;

describe('Ontario land transfer tax', () => {
  it.each([
    [55_000, 275], // 0.5% × 55,000
    [250_000, 2225], // 275 + 1% × 195,000
    [368_333, 4000], // 2,225 + 1.5% × 118,333 = 3,999.995 -> the whole $4,000 refund
    [400_000, 4475], // 2,225 + 1.5% × 150,000
    [500_000, 6475], // 4,475 + 2% × 100,000
    [550_000, 7475], // Kay Law worked example
    [1_000_000, 16_475], // 4,475 + 2% × 600,000
    [2_000_000, 36_475], // 4,475 + 2% × 1,600,000
    [3_000_000, 61_475], // 36,475 + 2.5% × 1,000,000
  ])('$%d -> $%d', (price, tax) => {
    expect(ON(price)).toBe(tax);
  });

  it('just past each bracket edge taxes the next dollar at the higher rate', () => {
    expect(ON(55_001) - ON(55_000)).toBeCloseTo(0.01, 2);
    expect(ON(250_001) - ON(250_000)).toBeCloseTo(0.015, 2);
    expect(ON(400_100) - ON(400_000)).toBe(2);
    expect(ON(2_000_100) - ON(2_000_000)).toBe(2.5);
  });

  it('land without one or two single-family residences pays 2.0% above $400,000, never 2.5%', () => {
    expect(ON(3_000_000, false)).toBe(56_475); // 4,475 + 2% × 2,600,000
    expect(ON(1_000_000, false)).toBe(16_475);
  });

  it('breaks the tax down by bracket', () => {
    const b = ontarioLandTransferTax(500_000, true);
    expect(b.lines.map((l) => [l.rate, l.taxable, l.tax])).toEqual([
      [0.5, 55_000, 275],
      [1, 195_000, 1950],
      [1.5, 150_000, 2250],
      [2, 100_000, 2000],
    ]);
  });

  it('a price inside the first bracket has one line', () => {
    expect(
      taxByBrackets(40_000, [
        { from: 0, to: 55_000, rate: 0.5 },
        { from: 55_000, to: null, rate: 1 },
      ]),
    ).toEqual({
      lines: [{ from: 0, to: 55_000, rate: 0.5, taxable: 40_000, tax: 200 }],
      total: 200,
    });
  });
});

describe('Toronto municipal land transfer tax', () => {
  it('matches Ontario up to $3,000,000 under every schedule', () => {
    for (const date of ['2023-06-01', '2024-06-01', '2026-06-01']) {
      for (const price of [55_000, 250_000, 400_000, 500_000, 2_000_000, 3_000_000]) {
        expect(TO(price, date)).toBe(ON(price));
      }
    }
    expect(TO(500_000, '2025-01-01')).toBe(6475);
  });

  it('picks the schedule by purchase date', () => {
    expect(torontoScheduleFor('2023-12-31').effectiveFrom).toBe('2017-03-01');
    expect(torontoScheduleFor('2024-01-01').effectiveFrom).toBe('2024-01-01');
    expect(torontoScheduleFor('2026-03-31').effectiveFrom).toBe('2024-01-01');
    expect(torontoScheduleFor('2026-04-01').effectiveFrom).toBe('2026-04-01');
    expect(torontoScheduleFor('2010-01-01').effectiveFrom).toBe('2017-03-01');
  });

  it('$4,000,000: 2.5% before 2024, 3.5% from 2024, 4.4% from April 2026 on the part above $3M', () => {
    expect(TO(4_000_000, '2023-12-31')).toBe(86_475); // 61,475 + 2.5% × 1,000,000
    expect(TO(4_000_000, '2024-01-01')).toBe(96_475); // 61,475 + 3.5% × 1,000,000
    expect(TO(4_000_000, '2026-04-01')).toBe(105_475); // 61,475 + 4.4% × 1,000,000
  });

  it('$25,000,000 runs through every luxury bracket', () => {
    // 2024: 61,475 + 35,000 + 45,000 + 275,000 + 650,000 + 375,000
    expect(TO(25_000_000, '2025-01-01')).toBe(1_441_475);
    // 2026: 61,475 + 44,000 + 54,500 + 325,000 + 755,000 + 430,000
    expect(TO(25_000_000, '2026-04-01')).toBe(1_669_975);
  });

  it('5.45% is applied exactly (no floating-point cents)', () => {
    expect(TO(4_000_001, '2026-04-01') - TO(4_000_000, '2026-04-01')).toBeCloseTo(0.05, 2);
  });
});

describe('calculateLandTransferTax', () => {
  const base = { purchaseDate: '2025-06-01', inToronto: false, firstTimeBuyer: false, singleFamily: true };

  it('$500,000 in Toronto: $6,475 + $6,475 = $12,950', () => {
    const r = calculateLandTransferTax({ ...base, price: 500_000, inToronto: true });
    if (!r.ok) throw new Error('expected ok');
    expect(r.ontario.total).toBe(6475);
    expect(r.toronto?.total).toBe(6475);
    expect(r.totalTax).toBe(12_950);
    expect(r.netPayable).toBe(12_950);
    expect(r.torontoSchedule?.effectiveFrom).toBe('2024-01-01');
  });

  it('first-time buyer in Toronto at $500,000: refunds $4,000 + $4,475, net $4,475', () => {
    const r = calculateLandTransferTax({ ...base, price: 500_000, inToronto: true, firstTimeBuyer: true });
    if (!r.ok) throw new Error('expected ok');
    expect(r.ontarioRefund).toBe(4000);
    expect(r.torontoRefund).toBe(4475);
    expect(r.totalRefunds).toBe(8475);
    expect(r.netPayable).toBe(4475);
  });

  it('first-time buyer at $550,000 outside Toronto pays $3,475 (Kay Law example)', () => {
    const r = calculateLandTransferTax({ ...base, price: 550_000, firstTimeBuyer: true });
    if (!r.ok) throw new Error('expected ok');
    expect(r.toronto).toBeNull();
    expect(r.torontoRefund).toBe(0);
    expect(r.netPayable).toBe(3475);
  });

  it('first-time buyer pays nothing up to $368,333 (Ontario) and $400,000 (Toronto)', () => {
    const on = calculateLandTransferTax({ ...base, price: 368_333, firstTimeBuyer: true });
    const to = calculateLandTransferTax({ ...base, price: 400_000, inToronto: true, firstTimeBuyer: true });
    if (!on.ok || !to.ok) throw new Error('expected ok');
    expect(on.netPayable).toBe(0);
    expect(to.torontoRefund).toBe(4475);
    expect(to.ontarioRefund).toBe(4000);
    expect(to.netPayable).toBe(475); // Ontario tax 4,475 − 4,000; Toronto fully refunded
  });

  it('a refund never exceeds the tax', () => {
    const r = calculateLandTransferTax({ ...base, price: 100_000, inToronto: true, firstTimeBuyer: true });
    if (!r.ok) throw new Error('expected ok');
    expect(r.ontarioRefund).toBe(725); // 275 + 1% × 45,000
    expect(r.netPayable).toBe(0);
  });

  it('rejects a missing price or date', () => {
    expect(calculateLandTransferTax({ ...base, price: Number.NaN, purchaseDate: 'soon' })).toEqual({
      ok: false,
      errors: [
        { field: 'price', message: calcMessages.priceRequired },
        { field: 'purchaseDate', message: calcMessages.dateInvalid },
      ],
    });
  });
});
