import { atom } from 'nanostores';

/**
 * Whether the chat assistant's dialog is open, shared by the page's small loader script (which has no React) and
 * the chat island through one nanostores atom: a press on the static launcher, or on any element marked
 * `data-open-chat`, sets it; the loader then brings the island, which opens on it and closes by setting it back.
 */
export const $chatOpen = atom(false);

export const openChat = (): void => $chatOpen.set(true);
export const closeChat = (): void => $chatOpen.set(false);
