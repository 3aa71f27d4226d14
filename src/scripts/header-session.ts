import { send } from '../browser/api-client';
import { authApi } from '../browser/api-routes';
import { isBackOfficePath } from '../lib/navigation';
import { $staffRole, loadRememberedStaffRole, setStaffRole } from '../browser/staff-session';
import { flashToast, toast } from '../browser/toast';

/**
 * The header as a signed-in person should see it: the way to their panel and 'Sign Out' instead
 * of 'Sign In'. Pages are static, so this runs in the browser; only a browser that signed in asks the API.
 * Elements: [data-signed-out] (shown to visitors), [data-staff-panel="role role"] (shown to those roles),
 * [data-sign-out] (shown to anyone signed in; data-signed-out-message and data-failed-message are its toasts).
 */
export async function setUpStaffHeader(root: Document): Promise<void> {
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-sign-out]')) {
    button.addEventListener('click', () => void signOut(root, button.dataset.signedOutMessage ?? '', button.dataset.failedMessage ?? ''));
  }
  $staffRole.subscribe((role) => {
    if (role !== undefined) showSession(root, role);
  });
  const hinted = loadRememberedStaffRole();
  if (!hinted) return;
  const session = await send(() => authApi.session.$get());
  // Offline or a server error: keep what the hint says rather than flicker back to 'Sign In'.
  if (!session.ok) return;
  setStaffRole(session.data.profile?.role ?? null);
}

export function showSession(root: Document, role: string | null): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-signed-out]')) el.hidden = role !== null;
  root.querySelectorAll<HTMLElement>('[data-staff-panel]').forEach((el) => {
    el.hidden = role === null || !(el.dataset.staffPanel ?? '').split(' ').includes(role);
  });
  // The panels have their own Logout beside the panel title: one sign-out control there, not two.
  const inPanel = isBackOfficePath(root.defaultView?.location.pathname ?? '');
  for (const el of root.querySelectorAll<HTMLElement>('[data-sign-out]')) el.hidden = role === null || inPanel;
}

async function signOut(root: Document, message: string, failedMessage: string): Promise<void> {
  const answer = await send(() => authApi['sign-out'].$post());
  if (!answer.ok) {
    toast(failedMessage, 'error');
    return;
  }
  setStaffRole(null);
  for (const dialog of root.querySelectorAll<HTMLDialogElement>('dialog[open]')) dialog.close();
  if (isBackOfficePath(window.location.pathname)) {
    flashToast(message, 'info');
    window.location.assign('/');
    return;
  }
  toast(message, 'info');
}
