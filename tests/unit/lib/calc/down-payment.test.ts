/**
 * Minimum down payment. Source: Government of Canada, "Buying a home: down payment" (canada.ca), rules in force
 * since 15 December 2024: 5% of the first $500,000, 10% of the portion from $500,000 to $1,500,000, 20% of the
 * whole price at $1,500,000 or more.
 */
import { describe, expect, it } from 'vitest';
import { maxPriceForDownPayment, minimumDownPayment } from '../../../../src/lib/calc/down-payment';

describe('minimumDownPayment', () => {
  it.each([
    [400_000, 20_000],
    [499_999, 24_999.95],
    [500_000, 25_000], // exactly $500,000: 5% only
    [500_001, 25_000.1],
    [750_000, 50_000], // 25,000 + 10% of 250,000
    [1_000_000, 75_000], // 25,000 + 10% of 500,000
    [1_499_999, 124_999.9], // the last insurable dollar
    [1_500_000, 300_000], // 20% of the whole price
    [2_000_000, 400_000],
  ])('a $%d home needs %d down', (price, minimum) => {
    expect(minimumDownPayment(price)).toBe(minimum);
  });

  it('is 0 for no price', () => {
    expect(minimumDownPayment(0)).toBe(0);
    expect(minimumDownPayment(Number.NaN)).toBe(0);
  });
});

describe('maxPriceForDownPayment', () => {
  it.each([
    [20_000, 400_000],
    [25_000, 500_000],
    [50_000, 750_000],
    [124_999.9, 1_499_999],
    [200_000, 1_499_999.99], // too much for the 10% tier, not enough for 20% of $1.5M
    [300_000, 1_500_000],
    [400_000, 2_000_000],
  ])('$%d down allows up to $%d', (down, price) => {
    expect(maxPriceForDownPayment(down)).toBe(price);
  });

  it('agrees with minimumDownPayment', () => {
    for (const down of [5_000, 31_234.56, 99_999, 124_000, 310_000]) {
      const price = maxPriceForDownPayment(down);
      expect(minimumDownPayment(price)).toBeLessThanOrEqual(down);
    }
  });
});
