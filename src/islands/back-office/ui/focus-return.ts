import { useRef } from 'react';

/**
 * Focus goes back to the control that opened a dialog when it closes (Save, Cancel, Escape, "Keep editing"), as it
 * does for a Radix `Trigger`; our dialogs open from state, with no trigger, and Radix then leaves focus on the page
 * body (docs/decisions/0043-nothing-lost-in-the-back-office.md). When that control was re-rendered away, its
 * namesake (same id or accessible label: the row's own button after a reload) takes focus.
 */
export function useFocusReturn<E extends Event>(props: { onOpenAutoFocus?: (event: E) => void; onCloseAutoFocus?: (event: E) => void }) {
  const opener = useRef<{ element: HTMLElement; id: string; label: string | null } | null>(null);
  return {
    onOpenAutoFocus: (event: E) => {
      // Radix calls this before it moves focus into the dialog: the focused element is still the opener.
      const active = document.activeElement;
      opener.current =
        active instanceof HTMLElement && active !== document.body ? { element: active, id: active.id, label: active.getAttribute('aria-label') } : null;
      props.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: E) => {
      props.onCloseAutoFocus?.(event);
      if (event.defaultPrevented || !opener.current) return;
      const target = findOpener(opener.current);
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
  };
}

function findOpener({ element, id, label }: { element: HTMLElement; id: string; label: string | null }): HTMLElement | null {
  if (element.isConnected) return element;
  const namesake = id ? document.getElementById(id) : label ? document.querySelector<HTMLElement>(`[aria-label="${CSS.escape(label)}"]`) : null;
  return namesake instanceof HTMLElement ? namesake : null;
}
