import { createMenuTimer } from '../lib/nav-timings';

/** Desktop dropdowns: hover with the product's timings, click and keyboard (Enter/Space toggle, Escape closes) (docs/product/public-site.md#menu-timings). */
export function setUpNavigationMenu(root: Document): void {
  const items = Array.from(root.querySelectorAll<HTMLElement>('[data-nav-item]'));
  if (!items.length) return;
  const byId = new Map(items.map((item, index) => [String(index), item]));
  const timer = createMenuTimer(
    (fn, ms) => window.setTimeout(fn, ms),
    (h) => window.clearTimeout(h as number),
    () => performance.now(),
  );
  const setOpen = (id: string, open: boolean) => {
    const item = byId.get(id);
    if (!item) return;
    item.toggleAttribute('data-open', open);
    item.querySelector('[data-nav-trigger]')?.setAttribute('aria-expanded', String(open));
  };
  // A click right after a hover opened the menu must not close it again (the pointer got there first).
  let hoverOpenedAt = -Infinity;
  const open = (id: string) => {
    for (const other of byId.keys()) if (other !== id) setOpen(other, false);
    setOpen(id, true);
  };
  const openByHover = (id: string) => {
    hoverOpenedAt = performance.now();
    open(id);
  };
  const close = (id: string) => setOpen(id, false);

  byId.forEach((item, id) => {
    const trigger = item.querySelector<HTMLButtonElement>('[data-nav-trigger]');
    item.addEventListener('pointerenter', (event) => event.pointerType === 'mouse' && timer.pointerEnter(id, openByHover));
    item.addEventListener('pointerleave', (event) => event.pointerType === 'mouse' && timer.pointerLeave(close));
    trigger?.addEventListener('click', () => {
      if (timer.openId !== id) return timer.openNow(id, open);
      if (performance.now() - hoverOpenedAt > 500) timer.closeNow(close);
    });
    item.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && timer.openId === id) {
        timer.closeNow(close);
        trigger?.focus();
      }
    });
    item.addEventListener('focusout', (event) => {
      if (!item.contains(event.relatedTarget as Node | null) && timer.openId === id) timer.closeNow(close);
    });
  });
  root.addEventListener('click', (event) => {
    if (!(event.target as HTMLElement).closest('[data-nav-item]')) timer.closeNow(close);
  });
}

/** Buttons with data-open-dialog="{id}" open that <dialog>; [data-close-dialog] inside closes it; backdrop click closes. */
export function setUpDialogs(root: Document): void {
  root.querySelectorAll<HTMLElement>('[data-open-dialog]').forEach((button) => {
    button.addEventListener('click', (event) => {
      const dialog = root.getElementById(button.dataset.openDialog ?? '') as HTMLDialogElement | null;
      if (!dialog) return;
      // The phone menu's opener toggles the drawer as a popover without JavaScript; here it opens the modal.
      event.preventDefault();
      if (dialog.matches(':popover-open')) dialog.hidePopover();
      dialog.showModal();
    });
  });
  root.querySelectorAll<HTMLDialogElement>('dialog').forEach((dialog) => {
    // A drawer opened as a popover before the script arrived is closed by the button's own popovertargetaction.
    for (const el of dialog.querySelectorAll('[data-close-dialog]'))
      el.addEventListener('click', () => {
        if (dialog.open) dialog.close();
      });
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog.close();
    });
  });
}
