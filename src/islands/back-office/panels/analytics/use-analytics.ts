import { useEffect, useState } from 'react';
import { apiRequest } from '../../../../browser/api-client';
import { messages } from '../../../../lib/messages-staff';
import { toast } from '../../../../browser/toast';
import type { Period } from './types';

/** Loads one analytics period; a newer period always replaces a slower older answer. */
export function useAnalytics<T>(path: string, period: Period) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let current = true;
    setLoading(true);
    void apiRequest<T>(`${path}?period=${period}`).then((result) => {
      if (!current) return;
      setLoading(false);
      if (result.ok) {
        setData(result.data);
        setError(null);
      } else {
        setError(messages.backOffice.analytics.fetchFailed);
        toast(messages.backOffice.analytics.fetchFailed, 'error');
      }
    });
    return () => {
      current = false;
    };
  }, [path, period]);
  return { data, error, loading };
}
