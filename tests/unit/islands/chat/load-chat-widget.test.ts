import { describe, expect, it, vi } from 'vitest';
import { FALLBACK_DELAY_MS, IDLE_TIMEOUT_MS, whenIdleAfterLoad, type IdleHost } from '../../../../src/islands/chat/load-chat-widget';

function fakeHost(readyState: DocumentReadyState, withIdle = true) {
  const loadListeners: (() => void)[] = [];
  const idle: { callback: () => void; timeout?: number }[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const host: IdleHost = {
    document: { readyState },
    setTimeout: (callback, ms) => timers.push({ callback, ms }),
    addEventListener: (_type, listener) => loadListeners.push(listener),
  };
  if (withIdle) host.requestIdleCallback = (callback, options) => idle.push({ callback, timeout: options?.timeout });
  return { host, loadListeners, idle, timers };
}

describe('whenIdleAfterLoad', () => {
  it('waits for the load event, then for an idle moment (with a deadline)', () => {
    const task = vi.fn();
    const { host, loadListeners, idle } = fakeHost('interactive');
    whenIdleAfterLoad(task, host);
    expect(idle).toHaveLength(0);
    loadListeners[0]!();
    expect(idle).toHaveLength(1);
    expect(idle[0]!.timeout).toBe(IDLE_TIMEOUT_MS);
    expect(task).not.toHaveBeenCalled();
    idle[0]!.callback();
    expect(task).toHaveBeenCalledOnce();
  });

  it('asks for idle time at once when the page has already loaded', () => {
    const { host, loadListeners, idle } = fakeHost('complete');
    whenIdleAfterLoad(() => {}, host);
    expect(loadListeners).toHaveLength(0);
    expect(idle).toHaveLength(1);
  });

  it('falls back to a timer where requestIdleCallback does not exist', () => {
    const task = vi.fn();
    const { host, timers } = fakeHost('complete', false);
    whenIdleAfterLoad(task, host);
    expect(timers).toEqual([{ callback: task, ms: FALLBACK_DELAY_MS }]);
  });
});
