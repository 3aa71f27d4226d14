/**
 * Keeps the floating chat launcher off the figures: while the launcher's place overlaps an element marked
 * `data-chat-clear` (a table of rates, the rate history charts, the rate-alert form; every calculator's results: its
 * panels, tables and cards), its root gets `data-chat-tucked` and the launcher leaves sight and the tab order at once
 * (global.css); it fades back once the figures have scrolled past. Checked on scroll and resize, once per frame
 * (ADR 42).
 */
export function keepChatClearOfRates(root: HTMLElement, page: Document = document): () => void {
  // Read at every check, not once: an island (a calculator's results) may add its marked parts after this runs.
  const marked = () => [...page.querySelectorAll<HTMLElement>('[data-chat-clear]')];
  let frame = 0;
  const check = () => {
    frame = 0;
    const launcher = root.querySelector<HTMLElement>('button');
    if (!launcher) return;
    // The launcher's resting place (where it is, less the downward slide of a tuck or of one under way), and where
    // it is now: sliding back in, it passes over what enters at the bottom of the screen, so both are kept clear.
    // Only the part inside the window counts; a tucked launcher sits below it.
    const rect = launcher.getBoundingClientRect();
    const home = new DOMRect(rect.x, rect.y - slideOffset(launcher), rect.width, rect.height);
    const places = [home, rect].map(insideWindow).filter((place) => place !== null);
    const overlaps = marked().some((element) => {
      const r = element.getBoundingClientRect();
      return places.some((place) => r.right > place.left && r.left < place.right && r.bottom > place.top && r.top < place.bottom);
    });
    root.toggleAttribute('data-chat-tucked', overlaps);
  };
  const schedule = () => {
    if (frame === 0) frame = requestAnimationFrame(check);
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  schedule();
  return () => {
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    if (frame !== 0) cancelAnimationFrame(frame);
  };
}

/** The part of a rectangle inside the window, or null when none is. */
function insideWindow(rect: DOMRect): DOMRect | null {
  const top = Math.max(rect.top, 0);
  const bottom = Math.min(rect.bottom, window.innerHeight);
  return bottom > top ? new DOMRect(rect.left, top, rect.width, bottom - top) : null;
}

/** How far the launcher is slid down right now (its computed translateY). */
function slideOffset(launcher: HTMLElement): number {
  const transform = getComputedStyle(launcher).transform;
  if (!transform || transform === 'none') return 0;
  return new DOMMatrixReadOnly(transform).m42;
}
