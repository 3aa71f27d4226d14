/**
 * The 'Get Instant Help' launcher's look, shared by the static placeholder the page ships (ChatLoader.astro) and
 * the React widget that replaces it, so the swap moves nothing and shows no flicker.
 */
/** The element the static launcher sits in and the widget mounts into. */
export const CHAT_ROOT_ID = 'chat-widget-root';

export const CHAT_LAUNCHER_CLASS =
  'fixed right-4 bottom-4 z-40 inline-flex items-center gap-2 rounded-full bg-accent-600 px-5 py-3 text-sm font-semibold text-white shadow-lg hover:bg-accent-700 sm:right-6 sm:bottom-6';

export const CHAT_LAUNCHER_ICON_CLASS = 'size-5';

/** A speech bubble (stroke icon, 24x24 view box). */
export const CHAT_LAUNCHER_ICON_PATH = 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z';
