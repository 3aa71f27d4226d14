import { describe, expect, it } from 'vitest';
import { createMenuTimer, NAV_CLOSE_DELAY_MS, NAV_OPEN_DELAY_MS, NAV_SKIP_DELAY_MS } from '../../../../src/lib/nav-timings';

/** A fake clock driving the timer state machine. */
function harness() {
  let now = 0;
  let timers: { at: number; fn: () => void; id: number }[] = [];
  let nextId = 1;
  const events: string[] = [];
  const timer = createMenuTimer(
    (fn, ms) => {
      const id = nextId++;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    (id) => (timers = timers.filter((t) => t.id !== id)),
    () => now,
  );
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((t) => t !== due);
      now = due.at;
      due.fn();
    }
    now = until;
  };
  return { timer, advance, events, open: (id: string) => events.push(`open ${id}`), close: (id: string) => events.push(`close ${id}`) };
}

describe('navigation menu timings (200 / 300 / 150 ms)', () => {
  it('uses the spec values', () => {
    expect([NAV_OPEN_DELAY_MS, NAV_SKIP_DELAY_MS, NAV_CLOSE_DELAY_MS]).toEqual([200, 300, 150]);
  });

  it('opens after 200 ms of hover, not before', () => {
    const h = harness();
    h.timer.pointerEnter('a', h.open);
    h.advance(199);
    expect(h.events).toEqual([]);
    h.advance(1);
    expect(h.events).toEqual(['open a']);
  });

  it('does not open when the pointer leaves before 200 ms', () => {
    const h = harness();
    h.timer.pointerEnter('a', h.open);
    h.advance(100);
    h.timer.pointerLeave(h.close);
    h.advance(500);
    expect(h.events).toEqual([]);
  });

  it('closes 150 ms after the pointer leaves', () => {
    const h = harness();
    h.timer.pointerEnter('a', h.open);
    h.advance(200);
    h.timer.pointerLeave(h.close);
    h.advance(149);
    expect(h.events).toEqual(['open a']);
    h.advance(1);
    expect(h.events).toEqual(['open a', 'close a']);
  });

  it('skips the open delay within 300 ms of a close, and not after', () => {
    const h = harness();
    h.timer.pointerEnter('a', h.open);
    h.advance(200);
    h.timer.pointerLeave(h.close);
    h.advance(150 + 299);
    h.timer.pointerEnter('b', h.open);
    expect(h.events.at(-1)).toBe('open b');
    h.timer.pointerLeave(h.close);
    h.advance(150 + 300);
    h.timer.pointerEnter('c', h.open);
    expect(h.events.at(-1)).toBe('close b');
    h.advance(200);
    expect(h.events.at(-1)).toBe('open c');
  });

  it('moves straight from one open menu to another', () => {
    const h = harness();
    h.timer.pointerEnter('a', h.open);
    h.advance(200);
    h.timer.pointerLeave(h.close);
    h.advance(50);
    h.timer.pointerEnter('b', h.open);
    expect(h.events).toEqual(['open a', 'open b']);
  });
});
