import { formatCurrency } from '../format';

/** docs/product/content.md#product-price: price as dollars with 2 decimals, e.g. "$149.99"; no price, nothing shown. */
export function formatProductPrice(price: number | null): string | null {
  return price === null || !Number.isFinite(price) ? null : formatCurrency(price);
}
