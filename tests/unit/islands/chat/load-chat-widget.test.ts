import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $chatOpen, closeChat } from '../../../../src/browser/chat-open';
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

/** A page whose delegated click listener the test can call with a target inside, or outside, a marked element. */
function fakePage() {
  const listeners: ((event: Event) => void)[] = [];
  const page = { addEventListener: (_type: string, listener: (event: Event) => void) => listeners.push(listener) } as unknown as Document;
  const press = (marked: boolean) => {
    const prevented = vi.fn();
    // An element whose closest('[data-open-chat]') finds a marked ancestor, or none.
    const target = { closest: (selector: string) => (marked && selector === '[data-open-chat]' ? {} : null) };
    for (const run of listeners) run({ target, preventDefault: prevented } as unknown as Event);
    return prevented;
  };
  return { page, press };
}

describe('startChatLoader', () => {
  const stops: (() => void)[] = [];
  beforeEach(closeChat);
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  it('imports nothing until the launcher is used; the first click mounts the widget open, once', async () => {
    const mountChatWidget = vi.fn();
    const deps: ChatLoaderDeps = { importWidget: vi.fn(async () => ({ mountChatWidget })), notify: vi.fn() };
    const { root, click, attributes } = fakeLauncher();
    stops.push(startChatLoader(root, deps));
    await flush();
    expect(deps.importWidget).not.toHaveBeenCalled();
    click();
    expect(attributes.get('aria-busy')).toBe('true');
    click();
    await flush();
    expect(deps.importWidget).toHaveBeenCalledOnce();
    expect(mountChatWidget).toHaveBeenCalledExactlyOnceWith(root);
    expect($chatOpen.get()).toBe(true);
  });

  it('a failed import tells the visitor and lets the next click try again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const deps: ChatLoaderDeps = { importWidget: vi.fn(async () => Promise.reject(new Error('offline'))), notify: vi.fn() };
    const { root, click, attributes } = fakeLauncher();
    stops.push(startChatLoader(root, deps));
    click();
    await flush();
    expect(deps.notify).toHaveBeenCalledWith('Chat is unavailable.');
    expect(attributes.has('aria-busy')).toBe(false);
    click();
    await flush();
    expect(deps.importWidget).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('an element marked data-open-chat anywhere on the page opens the chat and loads the widget; other presses do not', async () => {
    const mountChatWidget = vi.fn();
    const deps: ChatLoaderDeps = { importWidget: vi.fn(async () => ({ mountChatWidget })), notify: vi.fn() };
    const { root } = fakeLauncher();
    const { page, press } = fakePage();
    stops.push(startChatLoader(root, deps, page));
    expect(press(false)).not.toHaveBeenCalled();
    await flush();
    expect(deps.importWidget).not.toHaveBeenCalled();
    expect(press(true)).toHaveBeenCalledOnce();
    await flush();
    expect($chatOpen.get()).toBe(true);
    expect(mountChatWidget).toHaveBeenCalledExactlyOnceWith(root);
  });
});
