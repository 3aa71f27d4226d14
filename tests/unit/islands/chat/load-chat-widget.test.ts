import { describe, expect, it, vi } from 'vitest';
import { startChatLoader, type ChatLoaderDeps } from '../../../../src/islands/chat/load-chat-widget';

/** Just enough of the static launcher's DOM: one root holding one button. */
function fakeLauncher() {
  const listeners: (() => void)[] = [];
  const attributes = new Map<string, string>();
  const launcher = {
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    removeAttribute: (name: string) => attributes.delete(name),
  };
  const root = { querySelector: () => launcher, dataset: { errorMessage: 'Chat is unavailable.' } } as unknown as HTMLElement;
  return {
    root,
    click: () =>
      listeners.forEach((run) => {
        run();
      }),
    attributes,
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startChatLoader', () => {
  it('imports nothing until the launcher is used; the first click mounts the widget open, once', async () => {
    const mountChatWidget = vi.fn();
    const deps: ChatLoaderDeps = { importWidget: vi.fn(async () => ({ mountChatWidget })), notify: vi.fn() };
    const { root, click, attributes } = fakeLauncher();
    startChatLoader(root, deps);
    await flush();
    expect(deps.importWidget).not.toHaveBeenCalled();
    click();
    expect(attributes.get('aria-busy')).toBe('true');
    click();
    await flush();
    expect(deps.importWidget).toHaveBeenCalledOnce();
    expect(mountChatWidget).toHaveBeenCalledExactlyOnceWith(root, true);
  });

  it('a failed import tells the visitor and lets the next click try again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const deps: ChatLoaderDeps = { importWidget: vi.fn(async () => Promise.reject(new Error('offline'))), notify: vi.fn() };
    const { root, click, attributes } = fakeLauncher();
    startChatLoader(root, deps);
    click();
    await flush();
    expect(deps.notify).toHaveBeenCalledWith('Chat is unavailable.');
    expect(attributes.has('aria-busy')).toBe(false);
    click();
    await flush();
    expect(deps.importWidget).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
