import type { ClientDirective } from 'astro';

/** What counts as starting to use a form: focus (tab or click), a press, a key, typing or a password manager's fill. */
const STARTS = ['focusin', 'pointerdown', 'keydown', 'touchstart', 'input'] as const;

/**
 * Hydrates the island at the visitor's first interaction inside it (ADR 30). A page opened with a query string
 * (a shared calculator link, an application carried from a calculator, an agent chosen for the contact form) may
 * need the island to read the address, so it hydrates as soon as the browser is idle, as `client:idle` would.
 * What was typed before hydration is kept: the islands take the values in their inputs when they hydrate.
 */
const interactionDirective: ClientDirective = (load, _options, el) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of STARTS) el.removeEventListener(type, start, true);
    const hydrate = await load();
    await hydrate();
  };
  if (window.location.search) {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => void start());
    else setTimeout(() => void start(), 200);
    return;
  }
  for (const type of STARTS) el.addEventListener(type, start, { capture: true, passive: true });
};

export default interactionDirective;
