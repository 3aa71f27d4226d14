import { useEffect, useRef } from 'react';
import { SESSION_ENDED_EVENT } from '../../../browser/session-ended';

/**
 * Every open form with unsaved changes, for the ways out of the page that no dialog sees: a reload, closing the
 * browser tab, Back to another page (the browser's own `beforeunload` question), and the panel's own tab switch or a
 * Back between its tabs (shell/use-tab-in-address.ts asks with LeavePrompt). docs/decisions/0043-nothing-lost-in-the-back-office.md.
 */
const checks = new Map<() => boolean, { keptAcrossTabs: boolean }>();
// An ended session leaves for sign-in on purpose, with the draft kept (kit/dialog-draft.ts): nothing to ask then.
let leavingForSignIn = false;

/**
 * `forTabSwitch`: only the work a switch between the panel's tabs would lose; a form that keeps its draft across tabs
 * (agent-profile/use-profile-form.ts) counts only for leaving the page.
 */
export function hasUnsavedWork(forTabSwitch = false): boolean {
  if (leavingForSignIn) return false;
  for (const [check, { keptAcrossTabs }] of checks) if (!(forTabSwitch && keptAcrossTabs) && check()) return true;
  return false;
}

function askBeforeUnload(event: BeforeUnloadEvent): void {
  if (!hasUnsavedWork()) return;
  event.preventDefault();
  // Older browsers ask only when returnValue is set.
  event.returnValue = '';
}

function onSessionEnded(): void {
  leavingForSignIn = true;
}

/**
 * While `active`, the form counts as unsaved work whenever `isDirty()` says so. `keptAcrossTabs`: its draft survives
 * a switch of the panel's tabs, so only leaving the page asks.
 */
export function useUnsavedWork(active: boolean, isDirty: () => boolean, { keptAcrossTabs = false } = {}): void {
  const latest = useRef(isDirty);
  latest.current = isDirty;
  useEffect(() => {
    if (!active) return;
    const check = () => latest.current();
    if (checks.size === 0) {
      window.addEventListener('beforeunload', askBeforeUnload);
      window.addEventListener(SESSION_ENDED_EVENT, onSessionEnded);
    }
    checks.set(check, { keptAcrossTabs });
    return () => {
      checks.delete(check);
      if (checks.size > 0) return;
      window.removeEventListener('beforeunload', askBeforeUnload);
      window.removeEventListener(SESSION_ENDED_EVENT, onSessionEnded);
    };
  }, [active, keptAcrossTabs]);
}
