import { useEffect, useRef, useState } from 'react';
import type { RatesResponse } from '../../lib/rates/types';
import { fetchPublicRates } from './fetch-public-rates';

export interface ProvinceRatesState {
  /** The rates shown, and the province they belong to (the previous one until a new province has loaded). */
  data: RatesResponse;
  dataProvince: string;
  loading: boolean;
}

const EMPTY: RatesResponse = { rates: [], asOf: null, isToday: false };

/**
 * The rates of the chosen province. Starts from the build's rates (so hydration changes nothing), then asks the
 * API on mount and at every province change. A failed call keeps what is shown for that province, or shows
 * the empty state for a province never loaded (spec: on failure the list is empty).
 */
export function useProvinceRates(province: string, initialProvince: string, initial: RatesResponse): ProvinceRatesState {
  const cache = useRef(new Map<string, RatesResponse>([[initialProvince, initial]]));
  const [state, setState] = useState(() => ({ data: initial, dataProvince: initialProvince }));
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const known = cache.current.get(province);
    if (known) setState({ data: known, dataProvince: province });
    setLoading(true);
    void fetchPublicRates(province, fetch, controller.signal).then((fresh) => {
      if (controller.signal.aborted) return;
      const next = fresh ?? known ?? EMPTY;
      cache.current.set(province, next);
      setState({ data: next, dataProvince: province });
      setLoading(false);
    });
    return () => controller.abort();
  }, [province]);

  return { ...state, loading };
}
