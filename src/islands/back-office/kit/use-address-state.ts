import { useCallback, useEffect, useState } from 'react';

/** Reads the named parameters from a query string, each falling back to its default. */
export function readAddressState<T extends Record<string, string>>(search: string, defaults: T): T {
  const params = new URLSearchParams(search);
  const values = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    const value = params.get(key);
    if (value !== null) values[key] = value as T[typeof key];
  }
  return values;
}

/** The address with these parameters set (a default value is left out), keeping the rest and the hash. */
export function addressWith<T extends Record<string, string>>(location: Pick<Location, 'pathname' | 'search' | 'hash'>, values: T, defaults: T): string {
  const params = new URLSearchParams(location.search);
  for (const [key, value] of Object.entries(values)) {
    if (value === defaults[key]) params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
}

/**
 * A tab's list state (page, search, sort, filters) kept in the address beside `?tab=`: a reload or a shared link
 * shows the same rows. Changes replace the history entry (typing a search is not a trail of entries); back and
 * forward between tabs bring each tab's own state back.
 */
export function useAddressState<T extends Record<string, string>>(defaults: T): [T, (change: Partial<T>) => void] {
  const [values, setValues] = useState<T>(() => readAddressState(window.location.search, defaults));

  useEffect(() => {
    const onPop = () => setValues(readAddressState(window.location.search, defaults));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [defaults]);

  const change = useCallback(
    (next: Partial<T>) => {
      setValues((current) => {
        const merged = { ...current, ...next } as T;
        window.history.replaceState(window.history.state, '', addressWith(window.location, merged, defaults));
        return merged;
      });
    },
    [defaults],
  );

  return [values, change];
}
