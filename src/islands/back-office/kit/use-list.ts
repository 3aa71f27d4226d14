import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '../../../browser/api-client';
import { toast } from '../../../browser/toast';

/**
 * A tab's list from the API (`{ items }`, or one page of it with `total`): loading, the spec's fetch-failure text and toast, reload; a 401 is an
 * ended session (src/browser/session-ended.ts). Only the newest request may write the list, so a slow answer for an
 * old path (or after the tab closed) never replaces a newer one.
 */
export function useList<Row>(path: string, fetchFailed: string) {
  const [rows, setRows] = useState<Row[]>([]);
  /** The count of all matching rows when the API pages the list (`{ items, total }`), else null. */
  const [total, setTotal] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    setLoading(true);
    const result = await apiRequest<{ items: Row[]; total?: number }>(path);
    if (ticket !== latest.current) return;
    setLoading(false);
    if (result.ok) {
      setRows(result.data.items);
      setTotal(typeof result.data.total === 'number' ? result.data.total : null);
      setError(null);
      return;
    }
    if (result.status === 401) return; // the session ended: src/browser/session-ended.ts takes over
    setError(fetchFailed);
    toast(fetchFailed, 'error');
  }, [path, fetchFailed]);

  useEffect(() => {
    void reload();
    return () => {
      latest.current += 1;
    };
  }, [reload]);

  return { rows, setRows, total, loading, error, reload };
}
