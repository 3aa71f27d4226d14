/**
 * The only chat code a page ships up front (a few hundred bytes, no React): it waits until the browser is idle
 * after the page has loaded, or until the visitor clicks the static 'Get Instant Help' button, and only then
 * imports the widget. A click opens the dialog at once.
 */

import { CHAT_ROOT_ID } from '../../lib/chat/launcher';
import { toast } from '../../lib/toast';

/** Ask the browser for an idle moment, but mount within this long after load even on a busy page. */
export const IDLE_TIMEOUT_MS = 4000;
/** Browsers without requestIdleCallback (Safari before 2025): wait this long after load instead. */
export const FALLBACK_DELAY_MS = 1500;

export interface IdleHost {
  document: { readyState: DocumentReadyState };
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  addEventListener: (type: 'load', listener: () => void, options?: { once: boolean }) => void;
}

/** Runs `task` at the first idle moment after the load event (never before it, so no page request is delayed). */
export function whenIdleAfterLoad(task: () => void, host: IdleHost = window as unknown as IdleHost): void {
  const schedule = () => {
    if (typeof host.requestIdleCallback === 'function') host.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    else host.setTimeout(task, FALLBACK_DELAY_MS);
  };
  if (host.document.readyState === 'complete') schedule();
  else host.addEventListener('load', schedule, { once: true });
}

export function startChatLoader(root: HTMLElement | null = document.getElementById(CHAT_ROOT_ID)): void {
  if (!root) return;
  const launcher = root.querySelector<HTMLButtonElement>('[data-chat-launcher]');
  let openRequested = false;
  let loading: Promise<void> | null = null;

  const load = () => {
    loading ??= import('./mount-chat-widget')
      .then(({ mountChatWidget }) => {
        mountChatWidget(root, openRequested);
      })
      .catch((error: unknown) => {
        // A failed chunk (offline, a deploy replaced it) may be retried by the next click.
        loading = null;
        console.error('Chat widget failed to load', error);
        if (!openRequested) return;
        openRequested = false;
        launcher?.removeAttribute('aria-busy');
        toast(root.dataset.errorMessage ?? '', 'error');
      });
    return loading;
  };

  launcher?.addEventListener('click', () => {
    openRequested = true;
    launcher.setAttribute('aria-busy', 'true');
    void load();
  });
  whenIdleAfterLoad(() => void load());
}
