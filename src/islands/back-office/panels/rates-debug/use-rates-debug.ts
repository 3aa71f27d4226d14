import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest, isSessionEnded } from '../../../../browser/api-client';
import { messages } from '../../../../lib/messages-staff';
import type { RatesDebug } from './debug-types';

/** The debug view, read once when a debug tab opens and again on demand (Reload, after an action). */
export function useRatesDebug() {
  const [data, setData] = useState<RatesDebug | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const alive = useRef(true);

  const reload = useCallback(async () => {
    setLoading(true);
    const result = await apiRequest<RatesDebug>('/api/admin/rates/debug');
    if (!alive.current) return;
    setLoading(false);
    if (result.ok) {
      setData(result.data);
      setError(null);
      return;
    }
    if (isSessionEnded(result)) return;
    setError(messages.backOffice.rates.loadFailed);
  }, []);

  useEffect(() => {
    alive.current = true;
    void reload();
    return () => {
      alive.current = false;
    };
  }, [reload]);

  return { data, loading, error, reload };
}
