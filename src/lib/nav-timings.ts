/**
 * The navigation menu's timings (docs/product/public-site.md#menu-timings: opens after 200 ms, skips the delay for 300 ms after a menu closed,
 * closes after 150 ms), the same values as Radix NavigationMenu's delayDuration / skipDelayDuration.
 */
export const NAV_OPEN_DELAY_MS = 200;
export const NAV_SKIP_DELAY_MS = 300;
export const NAV_CLOSE_DELAY_MS = 150;

/** A pure timer state machine so the timings are unit-testable without a DOM. */
export function createMenuTimer(schedule: (fn: () => void, ms: number) => unknown, cancel: (handle: unknown) => void, now: () => number) {
  let openTimer: unknown;
  let closeTimer: unknown;
  let lastClosedAt = -Infinity;
  let openId: string | null = null;

  return {
    get openId() {
      return openId;
    },
    pointerEnter(id: string, open: (id: string) => void) {
      cancel(closeTimer);
      cancel(openTimer);
      if (openId === id) return;
      // Moving from one open menu to another, or back within the skip window, opens at once.
      const skip = openId !== null || now() - lastClosedAt < NAV_SKIP_DELAY_MS;
      const go = () => {
        openId = id;
        open(id);
      };
      if (skip) go();
      else openTimer = schedule(go, NAV_OPEN_DELAY_MS);
    },
    pointerLeave(close: (id: string) => void) {
      cancel(openTimer);
      if (openId === null) return;
      const id = openId;
      closeTimer = schedule(() => {
        openId = null;
        lastClosedAt = now();
        close(id);
      }, NAV_CLOSE_DELAY_MS);
    },
    closeNow(close: (id: string) => void) {
      cancel(openTimer);
      cancel(closeTimer);
      if (openId === null) return;
      const id = openId;
      openId = null;
      lastClosedAt = now();
      close(id);
    },
    openNow(id: string, open: (id: string) => void) {
      cancel(openTimer);
      cancel(closeTimer);
      openId = id;
      open(id);
    },
  };
}
