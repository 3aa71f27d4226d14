/** GET /api/rates?province=… for the rates island, keeping only well-formed rows; null on any failure. */
import type { RateRow, RatesResponse } from '../../lib/rates/types';

function isRateRow(value: unknown): value is RateRow {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.id === 'string' &&
    typeof r.province === 'string' &&
    typeof r.term === 'string' &&
    (r.rate_type === 'fixed' || r.rate_type === 'variable') &&
    typeof r.mortgage_type === 'string' &&
    (r.posted_rate === null || typeof r.posted_rate === 'number') &&
    typeof r.our_rate === 'number' &&
    typeof r.scraped_at === 'string'
  );
}

export async function fetchPublicRates(province: string, fetchFn: typeof fetch = fetch, signal?: AbortSignal): Promise<RatesResponse | null> {
  try {
    const res = await fetchFn(`/api/rates?province=${encodeURIComponent(province)}`, { headers: { Accept: 'application/json' }, signal });
    if (!res.ok) return null;
    const body = (await res.json()) as Partial<RatesResponse> | null;
    if (!body || !Array.isArray(body.rates)) return null;
    const rates = body.rates.filter(isRateRow);
    return { rates, asOf: typeof body.asOf === 'string' ? body.asOf : null, isToday: body.isToday === true };
  } catch {
    return null;
  }
}
