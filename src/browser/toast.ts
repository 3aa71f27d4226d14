/**
 * A tiny toast notifier shared by every island and page script. No framework: the header, the chat loader and
 * static pages can all raise a toast without shipping React. Toasts render into the layout's polite live region,
 * so screen readers announce them.
 */
export type ToastVariant = 'success' | 'error' | 'info';

const FLASH_KEY = 'flash-toast';
const VISIBLE_MS = 5000;

/** Set once the page is leaving for sign-in (session-ended.ts): failures that follow from the ended session are not news. */
let errorsSilenced = false;

/**
 * After a session ended, the one message is that one (carried to sign-in); a "Failed to save…" raised by the same
 * 401 in a panel's own handler would contradict it (the work is kept, not lost), so error toasts stop on this page.
 */
export function silenceErrorToasts(): void {
  errorsSilenced = true;
}

export function toast(message: string, variant: ToastVariant = 'info', durationMs = VISIBLE_MS): void {
  if (typeof document === 'undefined') return;
  if (variant === 'error' && errorsSilenced) return;
  const region = document.getElementById('toaster');
  if (!region) return;
  const item = document.createElement('div');
  item.setAttribute('role', variant === 'error' ? 'alert' : 'status');
  item.dataset.variant = variant;
  item.className = 'toast';
  item.textContent = message;
  region.append(item);
  window.setTimeout(() => item.remove(), durationMs);
}

/** Takes down the error toasts still shown, once what they complained about was put right (a code accepted). */
export function dismissErrorToasts(): void {
  if (typeof document === 'undefined') return;
  for (const item of document.querySelectorAll('#toaster [data-variant="error"]')) item.remove();
}

/** Keeps a toast across a redirect (e.g. 'Access denied' shown on / after leaving a guarded page). */
export function flashToast(message: string, variant: ToastVariant = 'info'): void {
  sessionStorage.setItem(FLASH_KEY, JSON.stringify({ message, variant }));
}

export function showFlashToast(): void {
  const raw = sessionStorage.getItem(FLASH_KEY);
  if (!raw) return;
  sessionStorage.removeItem(FLASH_KEY);
  try {
    const { message, variant } = JSON.parse(raw) as { message: string; variant: ToastVariant };
    toast(message, variant);
  } catch {
    // A malformed flash is dropped: it only ever carries our own messages.
  }
}
