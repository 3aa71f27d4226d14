import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'textarea:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableWithin(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hidden && el.getClientRects().length > 0);
}

/**
 * Where Tab (or Shift+Tab) should land so focus cycles inside the dialog: undefined means "let the browser move
 * focus normally". Pure over the list of focusable elements, so it is unit-tested without a DOM.
 */
export function nextTrapTarget<T>(focusables: readonly T[], active: T | null, backwards: boolean): T | undefined {
  if (focusables.length === 0) return undefined;
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  const index = active === null ? -1 : focusables.indexOf(active);
  if (index === -1) return backwards ? last : first;
  if (backwards && index === 0) return last;
  if (!backwards && index === focusables.length - 1) return first;
  return undefined;
}

/** Keydown handler part: keeps Tab inside `container`. */
export function trapTab(event: KeyboardEvent | ReactKeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const focusables = focusableWithin(container);
  if (focusables.length === 0) {
    event.preventDefault();
    container.focus();
    return;
  }
  const target = nextTrapTarget(focusables, document.activeElement as HTMLElement | null, event.shiftKey);
  if (target) {
    event.preventDefault();
    target.focus();
  }
}
