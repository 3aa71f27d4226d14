import { useCallback, useEffect, useState } from 'react';

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
 * link to a tab opens it. Tabs are not routes (spec section 2), so switching is a history entry, not a page load.
 */
export function useTabInAddress(ids: readonly string[]): [string, (id: string) => void] {
  const [tab, setTab] = useState(() => tabFromSearch(window.location.search, ids));

  useEffect(() => {
    const onPop = () => setTab(tabFromSearch(window.location.search, ids));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [ids]);

  const select = useCallback(
    (id: string) => {
      if (!ids.includes(id)) return;
      if (new URLSearchParams(window.location.search).get(PARAM) !== id) {
        window.history.pushState({ tab: id }, '', hrefForTab(window.location, id));
      }
      setTab(id);
    },
    [ids],
  );

  return [tab, select];
}
