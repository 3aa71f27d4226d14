import { useEffect, useRef, useState } from 'react';
import { SESSION_ENDED_EVENT } from '../../../browser/session-ended';
import type { FormValues } from './field-spec';

/**
 * What an open dialog or editor holds when the session ends is kept in this browser tab's session storage, keyed by
 * the page, its tab and the dialog, with the record it edits (`target`; null for a new one). After signing in again
 * the panel reopens that dialog on that record (`useReopenKeptDraft`) and the dialog takes its draft back, once.
 * docs/decisions/0043-nothing-lost-in-the-back-office.md
 */
export interface KeptDraft {
  values: FormValues;
  target: string | null;
}

/**
 * Whose drafts this tab may keep and give back: the signed-in staff member (set by the panel's guard before any panel
 * opens). A draft is kept with its owner and given back to that person only: on a shared computer the next person to
 * sign in never sees, or saves as their own, what the last one typed; their drafts are removed instead.
 */
let draftOwner: string | null = null;
export function setDraftOwner(userId: string | null): void {
  draftOwner = userId;
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const draftKey = (dialog: string, place: string) => `back-office-dialog-draft:${place}:${dialog}`;
const here = () => `${window.location.pathname}${window.location.search}`;

export function keepDraft(dialog: string, draft: KeptDraft, place = here(), storage: DraftStorage = sessionStorage): void {
  if (draftOwner === null) return;
  try {
    storage.setItem(draftKey(dialog, place), JSON.stringify({ ...draft, owner: draftOwner }));
  } catch {
    // Storage blocked or full: nothing more can be kept.
  }
}

/** The draft kept for this dialog, left in place (the panel reads it to know what to reopen). */
export function peekDraft(dialog: string, place = here(), storage: DraftStorage = sessionStorage): KeptDraft | null {
  try {
    const raw = storage.getItem(draftKey(dialog, place));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as (Partial<KeptDraft> & { owner?: unknown }) | null;
    if (!parsed || typeof parsed.values !== 'object' || parsed.values === null) return null;
    if (draftOwner === null || parsed.owner !== draftOwner) {
      // Someone else's work (or no one's): never shown to this person, and not left for later.
      storage.removeItem(draftKey(dialog, place));
      return null;
    }
    return { values: parsed.values, target: typeof parsed.target === 'string' ? parsed.target : null };
  } catch {
    return null;
  }
}

/** The draft kept for this dialog on this record (null: a new one), once: it is removed as it is read. */
export function takeDraft(dialog: string, target: string | null, place = here(), storage: DraftStorage = sessionStorage): FormValues | null {
  const draft = peekDraft(dialog, place, storage);
  if (!draft || draft.target !== target) return null;
  try {
    storage.removeItem(draftKey(dialog, place));
  } catch {
    // Nothing to do: it is read once in this page anyway.
  }
  return draft.values;
}

/** While `open`, an ended session keeps what the form holds (for `takeDraft` after signing in again). */
export function useKeepDraftWhenSessionEnds(open: boolean, dialog: string, values: () => FormValues, target: string | null = null): void {
  const latest = useRef(values);
  latest.current = values;
  useEffect(() => {
    if (!open) return;
    const keep = () => keepDraft(dialog, { values: latest.current(), target });
    window.addEventListener(SESSION_ENDED_EVENT, keep);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, keep);
  }, [open, dialog, target]);
}

/** Once, as the panel opens: a kept draft of this dialog reopens it on its record (null: the Add dialog). */
export function useReopenKeptDraft(dialog: string, reopen: (target: string | null) => void): void {
  const latest = useRef(reopen);
  latest.current = reopen;
  useEffect(() => {
    const draft = peekDraft(dialog);
    if (draft) latest.current(draft.target);
  }, [dialog]);
}

/**
 * `useReopenKeptDraft` for a panel that holds its whole list: the kept draft's record is reopened once the list has
 * loaded it (null: the Add dialog, at once).
 */
export function useReopenWhenListed<Row extends { id: string }>(dialog: string, rows: readonly Row[], reopen: (row: Row | null) => void): void {
  const [waiting, setWaiting] = useState<string | null>(null);
  const latest = useRef(reopen);
  latest.current = reopen;
  useReopenKeptDraft(dialog, (target) => (target === null ? latest.current(null) : setWaiting(target)));
  useEffect(() => {
    const row = waiting === null ? undefined : rows.find((item) => item.id === waiting);
    if (!row) return;
    setWaiting(null);
    latest.current(row);
  }, [waiting, rows]);
}
