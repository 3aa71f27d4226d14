import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { type ApiResult, send } from '../../../browser/api-client';
import { adminApi, agentApi } from '../../../browser/api-routes';
import type { RebuildState } from '../../../lib/rebuild-state';

export type { RebuildState };

const POLL_MS = 1500;
// A write's rebuild request can land a moment after the write answers; keep looking at least this long.
const SETTLE_MS = 4000;
const GIVE_UP_MS = 10 * 60_000;

interface RebuildContextValue {
  state: RebuildState | null;
  unavailable: boolean;
  /** Called after a write that changes public pages: polls until the rebuild is done. */
  watch: () => void;
  /** Whether a write has been followed since the panel opened (the agent dashboard shows the state only then). */
  watched: boolean;
}

const RebuildContext = createContext<RebuildContextValue>({ state: null, unavailable: true, watch: () => {}, watched: false });

export const useRebuildStatus = () => useContext(RebuildContext);

/** Asks the rebuild's state once: the super admin panel's, or the agent dashboard's own copy (no error details). */
export type RebuildSource = () => Promise<ApiResult<RebuildState>>;
export const adminRebuildStatus: RebuildSource = () => send(() => adminApi['rebuild-status'].$get());
export const agentRebuildStatus: RebuildSource = () => send(() => agentApi['rebuild-status'].$get());

/**
 * `status`: the super admin panel's state (the default) or the agent dashboard's (`agentRebuildStatus`).
 * `pollOnOpen` false: nothing is asked until the first write (the agent dashboard).
 */
export function RebuildProvider({
  enabled,
  children,
  status = adminRebuildStatus,
  pollOnOpen = true,
}: {
  enabled: boolean;
  children: ReactNode;
  status?: RebuildSource;
  pollOnOpen?: boolean;
}) {
  const [state, setState] = useState<RebuildState | null>(null);
  const [watched, setWatched] = useState(false);
  const [unavailable, setUnavailable] = useState(!enabled);
  const timer = useRef<number | undefined>(undefined);
  const settleUntil = useRef(0);
  const giveUpAt = useRef(0);

  const poll = useCallback(async () => {
    window.clearTimeout(timer.current);
    const result = await status();
    if (!result.ok) {
      setUnavailable(true);
      return;
    }
    setUnavailable(false);
    setState(result.data);
    const now = Date.now();
    const busy = result.data.pending || result.data.running || now < settleUntil.current;
    if (busy && now < giveUpAt.current) timer.current = window.setTimeout(() => void poll(), POLL_MS);
  }, [status]);

  const watch = useCallback(() => {
    if (!enabled) return;
    settleUntil.current = Date.now() + SETTLE_MS;
    giveUpAt.current = Date.now() + GIVE_UP_MS;
    setWatched(true);
    void poll();
  }, [enabled, poll]);

  useEffect(() => {
    if (!enabled || !pollOnOpen) return () => window.clearTimeout(timer.current);
    // A rebuild may already be under way when the panel opens: follow it the same way.
    giveUpAt.current = Date.now() + GIVE_UP_MS;
    void poll();
    return () => window.clearTimeout(timer.current);
  }, [enabled, pollOnOpen, poll]);

  const value = useMemo(() => ({ state, unavailable, watch, watched }), [state, unavailable, watch, watched]);
  return <RebuildContext.Provider value={value}>{children}</RebuildContext.Provider>;
}
