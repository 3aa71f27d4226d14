import { ratesApi } from '../../browser/api-routes';

/**
 * The rates island's "no rates for today" trigger (docs/product/rates.md#refresh-trigger). One ask per page load, and one per
 * browser tab per Toronto day; the server throttles the rest, so however many visitors arrive, the source sees
 * one scrape attempt per window.
 */
export interface RefreshAnswer {
  action: 'rates_already_exist' | 'refresh_started' | 'throttled' | 'not_configured';
  date: string;
}

const STORAGE_KEY = 'rates-refresh-asked';
let askedThisLoad = false;

function askedToday(day: string): boolean {
  try {
    return globalThis.sessionStorage?.getItem(STORAGE_KEY) === day;
  } catch {
    return false;
  }
}

function rememberAsked(day: string): void {
  try {
    globalThis.sessionStorage?.setItem(STORAGE_KEY, day);
  } catch {
    // Storage refused (private mode): the per-load flag still limits this page.
  }
}

/** POSTs /api/rates/refresh-if-stale once; null when already asked or on any failure. */
export async function requestRefreshIfStale(today: string, fetchFn: typeof fetch = fetch): Promise<RefreshAnswer | null> {
  if (askedThisLoad || askedToday(today)) return null;
  askedThisLoad = true;
  rememberAsked(today);
  try {
    const res = await ratesApi['refresh-if-stale'].$post(undefined, { fetch: fetchFn });
    if (!res.ok) return null;
    const body = (await res.json()) as Partial<RefreshAnswer> | null;
    return body && typeof body.action === 'string' ? (body as RefreshAnswer) : null;
  } catch {
    return null;
  }
}

/** For tests: forget this load's ask. */
export function resetRefreshAsk(): void {
  askedThisLoad = false;
}
