/**
 * The 'Get Instant Help' launcher's look, shared by the static placeholder the page ships (ChatLoader.astro) and
 * the React widget that replaces it, so the swap moves nothing and shows no flicker.
 */
/** The element the static launcher sits in and the widget mounts into. */
export const CHAT_ROOT_ID = 'chat-widget-root';

/**
 * On a phone a round icon button (3.25 rem), so it covers no content; from 640 px the labelled pill. It steps aside
 * at once over a table of rates (global.css, `data-chat-tucked`), with no motion for those who ask for none. Its label
 * never wraps, and it stays invisible until its label has arrived: a first paint made while the page was still
 * arriving drew it without the label, then wider (a layout shift).
 */
export const CHAT_LAUNCHER_CLASS =
  'fixed right-4 bottom-4 z-40 inline-flex items-center gap-2 whitespace-nowrap rounded-full [&:not(:has(span))]:invisible bg-accent-600 p-3.5 text-sm font-semibold text-white shadow-lg hover:bg-accent-700 sm:right-6 sm:bottom-6 sm:px-5 sm:py-3 transition-[translate,transform,opacity,visibility] duration-200 motion-reduce:transition-none';

/** The label: read by screen readers everywhere, shown from 640 px. */
export const CHAT_LAUNCHER_LABEL_CLASS = 'sr-only sm:not-sr-only';

export const CHAT_LAUNCHER_ICON_CLASS = 'size-5';

/** A speech bubble (stroke icon, 24x24 view box). */
export const CHAT_LAUNCHER_ICON_PATH = 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z';
