import { useEffect, type RefObject } from 'react';

/**
 * What a visitor types (or a password manager fills, or the browser restores on Back) before an island hydrates
 * lives only in the DOM: React hydrates with the values it rendered on the server, keeps the DOM as it is, and the
 * next render of a controlled field writes its state back over the text. So right after hydration every control
 * whose value differs from the one React rendered (`defaultValue`, `defaultChecked`, the option marked `selected`)
 * is replayed as the visitor's own change, through the island's ordinary onChange handlers.
 *
 * React notices a change by comparing the control with the value it last saw; the control's own `value`/`checked`
 * property tells it, the prototype's setter does not. Setting the rendered value through the property and the typed
 * one through the prototype makes the typed value a change React reports (the same way testing libraries simulate
 * typing). The per-form end-to-end tests (tests/e2e/typed-before-hydration.spec.ts) guard this against React
 * upgrades.
 */
export function replayValuesTypedBeforeHydration(root: HTMLElement): number {
  let replayed = 0;
  for (const control of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    if (control instanceof HTMLSelectElement) {
      const rendered = [...control.options].find((option) => option.defaultSelected) ?? control.options[0];
      if (!rendered || rendered.selected) continue;
      control.dispatchEvent(new Event('change', { bubbles: true }));
      replayed += 1;
    } else if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (control.checked === control.defaultChecked) continue;
      const typed = control.checked;
      control.checked = control.defaultChecked;
      setThroughPrototype(control, 'checked', typed);
      control.dispatchEvent(new Event('click', { bubbles: true }));
      replayed += 1;
    } else if (isTextLike(control)) {
      if (control.value === control.defaultValue) continue;
      const typed = control.value;
      control.value = control.defaultValue;
      setThroughPrototype(control, 'value', typed);
      control.dispatchEvent(new Event('input', { bubbles: true }));
      replayed += 1;
    }
  }
  return replayed;
}

const SKIPPED_TYPES = new Set(['file', 'submit', 'button', 'reset', 'image', 'hidden']);

function isTextLike(control: HTMLInputElement | HTMLTextAreaElement): boolean {
  return control instanceof HTMLTextAreaElement || !SKIPPED_TYPES.has(control.type);
}

function setThroughPrototype(control: HTMLInputElement | HTMLTextAreaElement, property: 'value' | 'checked', value: string | boolean) {
  const prototype = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, property)?.set?.call(control, value);
}

/**
 * Call in the island that owns the form, after any hook that sets state on mount (such as reading the address), so
 * the visitor's own typing is applied last.
 */
export function useKeepTypedValues(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (root.current) replayValuesTypedBeforeHydration(root.current);
    // Once, right after hydration: later typing reaches React as ordinary events.
  }, [root]);
}
