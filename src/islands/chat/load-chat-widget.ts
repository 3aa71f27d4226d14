/**
 * The only chat code a page ships up front (a few hundred bytes, no React): the launcher stays the static HTML
 * button until the visitor uses it. The first click (or Enter/Space on it), or a press on any element marked
 * `data-open-chat`, opens the chat (`$chatOpen`), which imports the widget; the widget mounts already open. A visitor
 * who never asks for help never downloads the React chunk.
 */

import { $chatOpen, closeChat, openChat } from '../../browser/chat-open';
import { toast } from '../../browser/toast';
import { CHAT_ROOT_ID } from '../../lib/chat/launcher';

export interface ChatLoaderDeps {
  /** The widget module, imported on first use (a seam for the unit test). */
  importWidget: () => Promise<{ mountChatWidget: (root: HTMLElement) => unknown }>;
  notify: (message: string) => void;
}

const defaultDeps: ChatLoaderDeps = {
  importWidget: () => import('./mount-chat-widget'),
  notify: (message) => toast(message, 'error'),
};

/** Starts listening; answers a function that stops listening to `$chatOpen` (for tests). */
export function startChatLoader(
  root: HTMLElement | null = document.getElementById(CHAT_ROOT_ID),
  deps: ChatLoaderDeps = defaultDeps,
  page: Pick<Document, 'addEventListener'> | undefined = globalThis.document,
): () => void {
  if (!root) return () => {};
  const launcher = root.querySelector<HTMLButtonElement>('[data-chat-launcher]');
  // biome-ignore lint/correctness/noUnusedVariables: read by `??=` below, so one press loads the widget once.
  let loading: Promise<void> | null = null;

  const load = () => {
    launcher?.setAttribute('aria-busy', 'true');
    loading ??= deps
      .importWidget()
      .then(({ mountChatWidget }) => {
        // From here the widget reads and sets `$chatOpen` itself.
        stopListening();
        mountChatWidget(root);
      })
      .catch((error: unknown) => {
        // A failed chunk (offline, a deploy replaced it) may be retried by the next press.
        loading = null;
        closeChat();
        console.error('Chat widget failed to load', error);
        launcher?.removeAttribute('aria-busy');
        deps.notify(root.dataset.errorMessage ?? '');
      });
  };
  const stopListening = $chatOpen.listen((open) => {
    if (open) load();
  });

  launcher?.addEventListener('click', openChat);
  // Delegated, so a marked element anywhere on the page (or added later) opens the chat too.
  page?.addEventListener('click', (event) => {
    const target = (event.target as Partial<Element> | null)?.closest?.('[data-open-chat]');
    if (!target) return;
    event.preventDefault();
    openChat();
  });
  return stopListening;
}
