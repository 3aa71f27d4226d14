/** Live rates for the payment calculator: GET /api/rates, keeping only well-formed rows. */
import type { RateRow } from '../../lib/schemas/rates';
import { isRateRow } from '../../lib/rates/is-rate-row';
import { ratesApi } from '../../browser/api-routes';

/**
 * The current rates, or null when the call fails or answers nothing usable: the caller then keeps the rates the
 * page was built with. An empty list also counts as nothing usable, since it means a refresh is under way
 * (docs/product/README.md#beyond-the-description), and the build-time rates are better than no picker at all.
 */
export async function fetchRates(fetchFn: typeof fetch, signal?: AbortSignal): Promise<RateRow[] | null> {
  try {
    const res = await ratesApi.index.$get({ query: {} }, { fetch: fetchFn, init: { signal } });
    if (!res.ok) return null;
    const body = (await res.json()) as { rates?: unknown };
    if (!Array.isArray(body?.rates)) return null;
    const rows = body.rates.filter(isRateRow);
    return rows.length > 0 ? rows : null;
  } catch {
    return null;
  }
}
