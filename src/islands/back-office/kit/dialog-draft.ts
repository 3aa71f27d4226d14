import { useEffect } from 'react';
import { SESSION_ENDED_EVENT } from '../../../browser/session-ended';
import type { FormValues } from './field-spec';

/**
 * What an open dialog holds when the session ends is kept in this tab's session storage, keyed by the page, its tab
 * and the dialog's title, and given back the next time the same dialog opens (after signing in again).
 */
const draftKey = (title: string) => `back-office-dialog-draft:${window.location.pathname}${window.location.search}:${title}`;

export function useKeepDraftWhenSessionEnds(open: boolean, title: string, values: () => FormValues): void {
  useEffect(() => {
    if (!open) return;
    const keep = () => {
      try {
        sessionStorage.setItem(draftKey(title), JSON.stringify(values()));
      } catch {
        // Storage blocked: nothing more can be kept.
      }
    };
    window.addEventListener(SESSION_ENDED_EVENT, keep);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, keep);
  }, [open, title, values]);
}

/** The draft kept for this dialog, once: it is removed as it is read. */
export function takeDialogDraft(title: string): FormValues | null {
  try {
    const raw = sessionStorage.getItem(draftKey(title));
    if (!raw) return null;
    sessionStorage.removeItem(draftKey(title));
    return JSON.parse(raw) as FormValues;
  } catch {
    return null;
  }
}
