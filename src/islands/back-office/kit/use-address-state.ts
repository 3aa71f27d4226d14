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

/** How a change reaches the history: a new entry (a page turned, which Back undoes) or the current one rewritten. */
export interface AddressChangeOptions {
  push?: boolean;
}

/**
 * A tab's list state (page, search, sort, filters) kept in the address beside `?tab=`: a reload or a shared link
 * shows the same rows. Most changes replace the history entry (typing a search is not a trail of entries); a change
 * made with `{ push: true }` (turning a page) adds one, so Back returns to the previous page of the same tab. Back
 * and forward between tabs bring each tab's own state back.
 */
export function useAddressState<T extends Record<string, string>>(defaults: T): [T, (change: Partial<T>, options?: AddressChangeOptions) => void] {
  const [values, setValues] = useState<T>(() => readAddressState(window.location.search, defaults));

  useEffect(() => {
    const onPop = () => setValues(readAddressState(window.location.search, defaults));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [defaults]);

  const change = useCallback(
    (next: Partial<T>, options?: AddressChangeOptions) => {
      // The address is the state's one source: two changes before a render both land, and nothing runs twice.
      const merged = { ...readAddressState(window.location.search, defaults), ...next } as T;
      const href = addressWith(window.location, merged, defaults);
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      if (options?.push && href !== here) window.history.pushState(window.history.state, '', href);
      else window.history.replaceState(window.history.state, '', href);
      setValues(merged);
    },
    [defaults],
  );

  return [values, change];
}
