/**
 * The only chat code a page ships up front (a few hundred bytes, no React): the launcher stays the static HTML
 * button until the visitor uses it. The first click (or Enter/Space on it) imports the widget and opens the dialog
 * at once; a visitor who never asks for help never downloads the React chunk.
 */

import { CHAT_ROOT_ID } from '../../lib/chat/launcher';
import { toast } from '../../browser/toast';

export interface ChatLoaderDeps {
  /** The widget module, imported on first use (a seam for the unit test). */
  importWidget: () => Promise<{ mountChatWidget: (root: HTMLElement, defaultOpen: boolean) => unknown }>;
  notify: (message: string) => void;
}

const defaultDeps: ChatLoaderDeps = {
  importWidget: () => import('./mount-chat-widget'),
  notify: (message) => toast(message, 'error'),
};

export function startChatLoader(root: HTMLElement | null = document.getElementById(CHAT_ROOT_ID), deps: ChatLoaderDeps = defaultDeps): void {
  if (!root) return;
  const launcher = root.querySelector<HTMLButtonElement>('[data-chat-launcher]');
  // biome-ignore lint/correctness/noUnusedVariables: read by `??=` below, so one click loads the widget once.
  let loading: Promise<void> | null = null;

  launcher?.addEventListener('click', () => {
    launcher.setAttribute('aria-busy', 'true');
    loading ??= deps
      .importWidget()
      .then(({ mountChatWidget }) => {
        mountChatWidget(root, true);
      })
      .catch((error: unknown) => {
        // A failed chunk (offline, a deploy replaced it) may be retried by the next click.
        loading = null;
        console.error('Chat widget failed to load', error);
        launcher.removeAttribute('aria-busy');
        deps.notify(root.dataset.errorMessage ?? '');
      });
  });
}
