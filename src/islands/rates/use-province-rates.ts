import { useEffect, useRef, useState } from 'react';
import type { RatesResponse } from '../../lib/schemas/rates';
import { torontoDay } from '../../lib/rates/select-rates';
import { fetchPublicRates } from './fetch-public-rates';
import { requestRefreshIfStale } from './request-refresh';

export interface ProvinceRatesState {
  /** The rates shown, and the province they belong to (the previous one until a new province has loaded). */
  data: RatesResponse;
  dataProvince: string;
  loading: boolean;
}

const EMPTY: RatesResponse = { rates: [], as_of: null, is_today: false };
/** After the server started a refresh, look again once, when a scrape has usually finished. */
export const RELOAD_AFTER_REFRESH_MS = 20_000;

/**
 * The rates of the chosen province. Starts from the build's rates (so hydration changes nothing), then asks the
 * API on mount and at every province change. A failed call keeps what is shown for that province, or shows
 * the empty state for a province never loaded (docs/product/rates.md#fetch-failure: on failure the list is empty).
 */
export function useProvinceRates(province: string, initialProvince: string, initial: RatesResponse): ProvinceRatesState {
  const cache = useRef(new Map<string, RatesResponse>([[initialProvince, initial]]));
  const [state, setState] = useState(() => ({ data: initial, dataProvince: initialProvince }));
  const [loading, setLoading] = useState(false);
  const [reloads, setReloads] = useState(0);
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(reloadTimer.current), []);

  // docs/product/rates.md#refresh-trigger: no rates for the current date -> the refresh is invoked (asked once; the server throttles).
  const askForTodaysRates = () => {
    void requestRefreshIfStale(torontoDay(new Date()) ?? '').then((answer) => {
      if (answer?.action === 'rates_already_exist') setReloads((n) => n + 1);
      if (answer?.action === 'refresh_started') reloadTimer.current = setTimeout(() => setReloads((n) => n + 1), RELOAD_AFTER_REFRESH_MS);
    });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new province or reload asks again; `askForTodaysRates` only uses setters and a ref.
  useEffect(() => {
    const controller = new AbortController();
    const known = cache.current.get(province);
    if (known) setState({ data: known, dataProvince: province });
    setLoading(true);
    void fetchPublicRates(province, fetch, controller.signal, reloads > 0).then((fresh) => {
      if (controller.signal.aborted) return;
      if (fresh && !fresh.is_today) askForTodaysRates();
      const next = fresh ?? known ?? EMPTY;
      cache.current.set(province, next);
      setState({ data: next, dataProvince: province });
      setLoading(false);
    });
    return () => controller.abort();
    // askForTodaysRates only reads setters and refs, so it need not be a dependency.
  }, [province, reloads]);

  return { ...state, loading };
}
