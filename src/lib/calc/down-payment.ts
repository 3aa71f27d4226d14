/** Minimum down payment under the rules in force since 15 December 2024 (see mortgage-rules.ts for sources). */
import { fromCents, toCents } from './money';
import { DOWN_PAYMENT_RULES as R } from './mortgage-rules';

/** Minimum down payment for a purchase price, to the cent. */
export function minimumDownPayment(price: number): number {
  if (!Number.isFinite(price) || price <= 0) return 0;
  if (price >= R.insuredPriceCap) return fromCents(Math.round(toCents(price) * R.uninsuredRate));
  const firstTier = Math.min(price, R.firstTierLimit) * R.firstTierRate;
  const secondTier = Math.max(0, price - R.firstTierLimit) * R.secondTierRate;
  return fromCents(Math.round(toCents(firstTier) + toCents(secondTier)));
}

/**
 * The highest price a down payment allows, the inverse of minimumDownPayment. Between the tiers' reach and the
 * cap's 20% there is a gap: a down payment of $125,000 to $299,999 stops just under $1,500,000.
 */
export function maxPriceForDownPayment(downPayment: number): number {
  if (!Number.isFinite(downPayment) || downPayment <= 0) return 0;
  const firstTierMax = R.firstTierLimit * R.firstTierRate;
  if (downPayment <= firstTierMax) return roundDown(downPayment / R.firstTierRate);
  const belowCap = roundDown(R.firstTierLimit + (downPayment - firstTierMax) / R.secondTierRate);
  const uninsured = roundDown(downPayment / R.uninsuredRate);
  if (uninsured >= R.insuredPriceCap) return uninsured;
  return Math.min(belowCap, R.insuredPriceCap - 0.01);
}

/** Down to the cent: a price a cent too high would already break the rule. */
function roundDown(dollars: number): number {
  return Math.floor(Math.round(dollars * 1e6) / 1e4) / 100;
}
