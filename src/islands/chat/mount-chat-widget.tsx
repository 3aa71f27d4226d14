import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import ChatWidget from './ChatWidget';

/**
 * Loaded only by load-chat-widget.ts, once the chat was asked for (`$chatOpen`), so the widget mounts open. The
 * render is synchronous, and React empties the container (the static launcher) in the same commit that inserts the
 * widget, so the launcher is swapped within one frame: no flicker, no moment without a button, no click lost.
 */
export function mountChatWidget(container: HTMLElement): Root {
  const root = createRoot(container);
  flushSync(() => root.render(<ChatWidget />));
  return root;
}
