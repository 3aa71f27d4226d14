import type { ClientDirective } from 'astro';
import { IDLE_HYDRATION_TIMEOUT_MS } from '../lib/hydration';

/** What counts as starting to use a form: focus (tab or click), a press, a key, typing or a password manager's fill. */
const STARTS = ['focusin', 'pointerdown', 'keydown', 'touchstart', 'input'] as const;

/**
 * Controls whose action is React's alone (a tab, a toggle, a "more" button): a click on one before React owns it
 * would do nothing, so it is held and replayed once the island has hydrated. Native controls (inputs, selects,
 * checkboxes, links, a form's submit) act by themselves and the island reads their state when it hydrates.
 */
const REPLAYED = 'button:not([type="submit"]), [role="tab"], [role="button"], [role="switch"]';

/**
 * Hydrates the island at the visitor's first interaction inside it (ADR 30). A page opened with a query string
 * (a shared calculator link, an application carried from a calculator, an agent chosen for the contact form) may
 * need the island to read the address, so it hydrates as soon as the browser is idle (within
 * IDLE_HYDRATION_TIMEOUT_MS, or at the first interaction if that comes sooner); so does an island whose data is not
 * today's (`builtFor`) or that restores a choice stored in this browser (`restores`).
 * What was typed before hydration is kept: the islands take the values in their inputs when they hydrate.
 */
const interactionDirective: ClientDirective = (load, options, el) => {
  let started = false;
  let pendingClick: HTMLElement | null = null;
  // `holdsSubmit`: a form the island answers in place (a calculator) is not sent before React owns it; it is marked
  // `data-submit-held` and the island answers the send once it has mounted (React's hydration finishes after
  // `hydrate()` returns, so a replayed submit could still reach the browser). Without JavaScript none of this runs
  // and the form goes to its action (ADR 58).
  const holdSubmit = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement) || !el.contains(event.target)) return;
    event.target.setAttribute('data-submit-held', '');
    event.preventDefault();
    void start();
  };
  if (holdsSubmit(options.value)) el.addEventListener('submit', holdSubmit, true);
  const holdClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(REPLAYED) : null;
    if (!target || !el.contains(target)) return;
    pendingClick = target;
    event.preventDefault();
    event.stopPropagation();
  };
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of STARTS) el.removeEventListener(type, start, true);
    el.addEventListener('click', holdClick, true);
    try {
      const hydrate = await load();
      await hydrate();
    } finally {
      el.removeEventListener('click', holdClick, true);
      el.removeEventListener('submit', holdSubmit, true);
    }
    // React attaches its listeners as it hydrates; the next frame sees the island's first render done.
    requestAnimationFrame(() => {
      if (pendingClick?.isConnected) pendingClick.click();
      pendingClick = null;
    });
  };
  for (const type of STARTS) el.addEventListener(type, start, { capture: true, passive: true });
  if (window.location.search || isStale(options.value) || restoresStoredChoice(options.value)) {
    // A page that stays busy may never be idle: the timeout hydrates it all the same.
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => void start(), { timeout: IDLE_HYDRATION_TIMEOUT_MS });
    else setTimeout(() => void start(), 200);
  }
};

/**
 * `client:interaction={{ builtFor: 'YYYY-MM-DD' }}`: the island's data is the build's for that day (Toronto time).
 * Opened on a later day, the island hydrates at idle to fetch today's (the rates table asks for a refresh).
 */
function isStale(value: unknown): boolean {
  const builtFor = typeof value === 'object' && value !== null ? (value as { builtFor?: unknown }).builtFor : undefined;
  if (typeof builtFor !== 'string') return false;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  return builtFor !== today;
}

/** `client:interaction={{ holdsSubmit: true }}`: see holdSubmit above. */
function holdsSubmit(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { holdsSubmit?: unknown }).holdsSubmit === true;
}

/**
 * `client:interaction={{ restores: 'key' }}`: the island opens on a choice this browser stored under that key (the
 * province chosen on /rates), so when one is stored it hydrates at idle to show it rather than at the first touch.
 */
function restoresStoredChoice(value: unknown): boolean {
  const key = typeof value === 'object' && value !== null ? (value as { restores?: unknown }).restores : undefined;
  if (typeof key !== 'string') return false;
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

export default interactionDirective;
