/** GET /api/rates?province=… for the rates island, keeping only well-formed rows; null on any failure. */
import type { RatesResponse } from '../../lib/schemas/rates';
import { isRateRow } from '../../lib/rates/is-rate-row';
import { ratesApi } from '../../browser/api-routes';

/** `revalidate` skips the browser's minute of caching (after a refresh of today's rates was asked for). */
export async function fetchPublicRates(
  province: string,
  fetchFn: typeof fetch = fetch,
  signal?: AbortSignal,
  revalidate = false,
): Promise<RatesResponse | null> {
  try {
    const res = await ratesApi.index.$get({ query: { province } }, { fetch: fetchFn, init: { signal, ...(revalidate ? { cache: 'no-cache' as const } : {}) } });
    if (!res.ok) return null;
    const body = (await res.json()) as Partial<RatesResponse> | null;
    if (!body || !Array.isArray(body.rates)) return null;
    const rates = body.rates.filter(isRateRow);
    return { rates, as_of: typeof body.as_of === 'string' ? body.as_of : null, is_today: body.is_today === true };
  } catch {
    return null;
  }
}
