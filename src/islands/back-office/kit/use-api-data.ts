import { useCallback, useEffect, useRef, useState } from 'react';
import { type ApiResult, apiRequest, isSessionEnded } from '../../../browser/api-client';
import { toast } from '../../../browser/toast';

export interface ApiDataOptions<T> {
  /** Called with each answer as it arrives, in the same render as `data` (useList keeps its rows this way). */
  onData?: (data: T) => void;
  /** The failure shows in the tab only, without the toast (a tab whose product description names no failure toast) (docs/product/back-office-shell.md#failure-texts). */
  quiet?: boolean;
}

/**
 * A request through the typed client (ADR 56): `key` names it (a new key asks again, like a new path), `load` makes it.
 */
export interface ApiSource<T> {
  key: string;
  load: () => Promise<ApiResult<T>>;
}

/** The key a source is asked again by: the path itself, or the typed request's key. */
const keyOf = <T>(source: string | ApiSource<T> | null) => (source === null || typeof source === 'string' ? source : source.key);

/**
 * One answer of the API for a tab (a list page, a report, the renewal radar): loading, the product's (docs/product/back-office-shell.md#failure-texts) failure text and
 * toast, reload. A failure that is an ended session shows nothing (src/browser/session-ended.ts takes over). Only
 * the newest request may write, so a slow answer for an old path (or after the tab closed) never replaces a newer
 * one. A null path asks nothing (data only some roles read). A typed request (`ApiSource`) is asked like a path.
 */
export function useApiData<T>(source: string | ApiSource<T> | null, failText: string, options: ApiDataOptions<T> = {}) {
  const path = keyOf(source);
  const current = useRef(source);
  current.current = source;
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(path !== null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);
  const onData = useRef(options.onData);
  useEffect(() => {
    onData.current = options.onData;
  });

  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    if (path === null) return;
    setLoading(true);
    const asked = current.current;
    const result = typeof asked === 'object' && asked !== null ? await asked.load() : await apiRequest<T>(path);
    if (ticket !== latest.current) return;
    setLoading(false);
    if (result.ok) {
      setData(result.data);
      setError(null);
      onData.current?.(result.data);
      return;
    }
    if (isSessionEnded(result)) return;
    setError(failText);
    if (!options.quiet) toast(failText, 'error');
  }, [path, failText, options.quiet]);

  useEffect(() => {
    void reload();
    return () => {
      latest.current += 1;
    };
  }, [reload]);

  return { data, loading, error, reload };
}
