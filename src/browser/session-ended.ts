import { setUnauthorizedHandler } from './api-client';
import { flashToast, silenceErrorToasts } from './toast';

/** Fired before the page leaves for sign-in, so an open form can keep what was typed (sessionStorage). */
export const SESSION_ENDED_EVENT = 'staff-session-ended';

/**
 * A back-office call answered 401: the session ended (expired, signed out elsewhere, or suspended). Say so, keep the
 * work (the event above), and go to sign-in with the way back in the address: after signing in the person returns
 * to the same panel and tab. Happens once, however many calls fail together.
 */
export function watchForEndedSession(message: string): () => void {
  let ended = false;
  setUnauthorizedHandler(() => {
    if (ended) return;
    ended = true;
    silenceErrorToasts();
    window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
    flashToast(message, 'error');
    const back = `${window.location.pathname}${window.location.search}`;
    window.location.assign(`/auth?next=${encodeURIComponent(back)}`);
  });
  return () => setUnauthorizedHandler(null);
}
