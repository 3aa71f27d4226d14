import { useCallback, useEffect, useRef, useState } from 'react';
import { hasUnsavedWork } from '../kit/unsaved-work';

const PARAM = 'tab';

/** The tab named in the address, or the first one when it names none we know. */
export function tabFromSearch(search: string, ids: readonly string[]): string {
  const wanted = new URLSearchParams(search).get(PARAM);
  return wanted && ids.includes(wanted) ? wanted : ids[0]!;
}

/**
 * The address for a tab, with the hash. The other parameters are the open tab's own list state (page, search,
 * filters: kit/use-address-state.ts) and stay behind with it: back brings them back, the next tab starts clean.
 */
export function hrefForTab(location: Pick<Location, 'pathname' | 'search' | 'hash'>, id: string): string {
  const params = new URLSearchParams({ [PARAM]: id });
  return `${location.pathname}?${params.toString()}${location.hash}`;
}

/**
 * The open tab lives in the address (`?tab=rates`): reload keeps it, back and forward move between tabs, and a
 * link to a tab opens it. Tabs are not routes (docs/product/back-office-shell.md#super-admin-panel), so switching is a history entry, not a page load.
 * While a form holds unsaved changes (kit/unsaved-work.ts) a switch waits for `confirmLeave`: a sidebar click asks
 * first; Back or Forward, which the browser has already done, is undone (the address put back) and then asked.
 */
export function useTabInAddress(ids: readonly string[], confirmLeave: (leave: () => void) => void = (leave) => leave()): [string, (id: string) => void] {
  const [tab, setTab] = useState(() => tabFromSearch(window.location.search, ids));
  // The address the open tab was shown at, to put back when a Back is refused; and a Back the person confirmed.
  const shown = useRef(window.location.href);
  const leaving = useRef(false);

  useEffect(() => {
    const onPop = () => {
      const next = tabFromSearch(window.location.search, ids);
      if (next !== tab && !leaving.current && hasUnsavedWork(true)) {
        window.history.pushState({ tab }, '', shown.current);
        // The tab's own list state (kit/use-address-state.ts) read the popped address: it reads this one again.
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
        confirmLeave(() => {
          leaving.current = true;
          window.history.back();
        });
        return;
      }
      leaving.current = false;
      shown.current = window.location.href;
      setTab(next);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [ids, tab, confirmLeave]);

  const select = useCallback(
    (id: string) => {
      if (!ids.includes(id)) return;
      const go = () => {
        if (new URLSearchParams(window.location.search).get(PARAM) !== id) {
          window.history.pushState({ tab: id }, '', hrefForTab(window.location, id));
        }
        shown.current = window.location.href;
        setTab(id);
      };
      if (id !== tab && hasUnsavedWork(true)) confirmLeave(go);
      else go();
    },
    [ids, tab, confirmLeave],
  );

  return [tab, select];
}
