import { useStore } from '@nanostores/react';
import { Component, useEffect, useRef, useState, type ReactNode } from 'react';
import { $chatOpen, closeChat, openChat } from '../../browser/chat-open';
import { CHAT_LAUNCHER_CLASS, CHAT_LAUNCHER_ICON_CLASS, CHAT_LAUNCHER_ICON_PATH, CHAT_LAUNCHER_LABEL_CLASS } from '../../lib/chat/launcher';
import { messages as spec } from '../../lib/messages';
import { toast } from '../../browser/toast';
import { ChatComposer } from './ChatComposer';
import { ChatDialog } from './ChatDialog';
import { shouldShowSuggestions } from './chat-logic';
import { ConfirmClear } from './ConfirmClear';
import { MessageList } from './MessageList';
import { SuggestedQuestions } from './SuggestedQuestions';
import { useChat } from './use-chat';

/**
 * The chat assistant island (docs/product/chat.md#dialog): a launcher button and the assistant dialog. Open or
 * closed is `$chatOpen`, shared with the page's loader script and anything marked `data-open-chat`.
 */
export default function ChatWidget() {
  return (
    <ChatErrorBoundary>
      <ChatWidgetInner />
    </ChatErrorBoundary>
  );
}

function ChatWidgetInner() {
  const chat = useChat();
  const open = useStore($chatOpen);
  const setOpen = (next: boolean) => (next ? openChat() : closeChat());
  const [confirming, setConfirming] = useState(false);
  const [input, setInput] = useState('');
  const launcherRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const clearButtonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // Focus moves into the dialog on open and back to the launcher on close; the page behind does not scroll.
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      inputRef.current?.focus();
      const previousOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
      // Second line of the focus trap: whatever moves focus behind the modal (a script, a screen reader's
      // virtual cursor), it is brought back in.
      const keepFocusInside = (event: FocusEvent) => {
        const dialog = dialogRef.current;
        if (dialog && event.target instanceof Node && !dialog.contains(event.target)) {
          (inputRef.current ?? dialog).focus();
        }
      };
      document.addEventListener('focusin', keepFocusInside);
      return () => {
        document.removeEventListener('focusin', keepFocusInside);
        document.body.style.overflow = previousOverflow;
      };
    }
    if (wasOpen.current) launcherRef.current?.focus();
    return undefined;
  }, [open]);

  // After a reply, put the caret back in the input unless the visitor has moved focus on purpose.
  useEffect(() => {
    if (!open || chat.pending) return;
    const active = document.activeElement;
    if (!active || active === document.body || active === dialogRef.current) inputRef.current?.focus();
  }, [chat.pending, open]);

  const close = () => {
    if (chat.pending) return;
    setConfirming(false);
    setOpen(false);
  };
  const onEscape = () => {
    if (confirming) cancelClear();
    else close();
  };
  const sendInput = () => {
    if (chat.send(input)) setInput('');
  };
  const sendSuggestion = (question: string) => {
    chat.send(question);
    // The chips disappear with the first message; keep keyboard focus inside the dialog.
    inputRef.current?.focus();
  };
  const requestClear = () => {
    if (!chat.pending) setConfirming(true);
  };
  const confirmClear = () => {
    if (chat.pending) return;
    chat.clear();
    setConfirming(false);
    setInput('');
    inputRef.current?.focus();
  };
  const cancelClear = () => {
    setConfirming(false);
    clearButtonRef.current?.focus();
  };

  return (
    <>
      <button ref={launcherRef} type="button" onClick={() => setOpen(true)} aria-haspopup="dialog" aria-expanded={open} className={CHAT_LAUNCHER_CLASS}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className={CHAT_LAUNCHER_ICON_CLASS} fill="none" stroke="currentColor" strokeWidth="2">
          <path d={CHAT_LAUNCHER_ICON_PATH} strokeLinejoin="round" />
        </svg>
        <span className={CHAT_LAUNCHER_LABEL_CLASS}>{spec.chat.openButton}</span>
      </button>

      <div aria-live="polite" aria-atomic="true" className="sr-only">
        <p key={chat.announcement.id}>{chat.announcement.text}</p>
      </div>

      {open && (
        <ChatDialog
          pending={chat.pending}
          onClose={close}
          onEscape={onEscape}
          onClearRequest={requestClear}
          dialogRef={dialogRef}
          clearButtonRef={clearButtonRef}
        >
          {confirming && <ConfirmClear onConfirm={confirmClear} onCancel={cancelClear} />}
          <MessageList messages={chat.messages} pending={chat.pending} />
          {shouldShowSuggestions(chat.messages) && <SuggestedQuestions onPick={sendSuggestion} />}
          <ChatComposer value={input} onChange={setInput} onSend={sendInput} pending={chat.pending} inputRef={inputRef} />
        </ChatDialog>
      )}
    </>
  );
}

/** docs/product/chat.md#chat-failures: any unexpected failure shows the general toast instead of breaking the page. */
class ChatErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('Chat widget failed', error);
    toast(spec.chat.general, 'error');
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
