/**
 * The longest an island that hydrates "at idle" waits for the browser to be idle (ADR 30). A page that stays busy (a
 * slow phone, a background tab catching up) may never be idle; without a bound its island never hydrates, and a sign-in
 * button that waits for React stays disabled. On a quiet page the browser is idle long before this.
 */
export const IDLE_HYDRATION_TIMEOUT_MS = 2000;

/** Astro's `client:idle` options with that bound: `<Island client:idle={idleHydration} />`. */
export const idleHydration = { timeout: IDLE_HYDRATION_TIMEOUT_MS } as const;
