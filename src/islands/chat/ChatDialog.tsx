import { useId, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { messages as spec } from '../../lib/messages';
import { CHAT_TITLE } from '../../lib/chat/suggested-questions';
import { chatCopy } from './chat-logic';
import { trapTab } from './focus-trap';

interface Props {
  pending: boolean;
  onClose: () => void;
  onEscape: () => void;
  onClearRequest: () => void;
  dialogRef: RefObject<HTMLDivElement | null>;
  clearButtonRef: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}

/**
 * A hand-made modal (no dialog library here): a fixed overlay, role=dialog + aria-modal, Tab trapped inside.
 * Native <dialog> was not used because Chrome may let a repeated Escape close it even when `cancel` is prevented,
 * and the product description forbids closing while a reply is pending. Full-screen sheet on phones, a panel from 640px up (docs/product/chat.md#pending-reply).
 */
export function ChatDialog({ pending, onClose, onEscape, onClearRequest, dialogRef, clearButtonRef, children }: Props) {
  const titleId = useId();
  const descriptionId = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onEscape();
      return;
    }
    if (dialogRef.current) trapTab(event, dialogRef.current);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop's click closes the dialog; Escape does the same by keyboard.
    <div
      className="fixed inset-0 z-50 flex items-end justify-end bg-slate-950/50 sm:p-6"
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        // Keeps focus where it was: a click on the backdrop would otherwise drop it to <body>, behind the modal.
        event.preventDefault();
        onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        aria-busy={pending}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="flex h-dvh w-full flex-col overflow-hidden bg-white shadow-2xl outline-none sm:h-[min(40rem,calc(100dvh-3rem))] sm:w-[26rem] sm:rounded-2xl"
      >
        <header className="flex items-center gap-2 bg-brand-800 px-4 py-3 text-white">
          <h2 id={titleId} className="flex-1 text-base font-semibold">
            {CHAT_TITLE}
          </h2>
          <button
            ref={clearButtonRef}
            type="button"
            onClick={onClearRequest}
            aria-disabled={pending}
            className="rounded-md px-2 py-1 text-sm font-medium text-white underline-offset-2 hover:bg-brand-700 hover:underline aria-disabled:cursor-not-allowed aria-disabled:text-brand-200"
          >
            {spec.chat.clear}
          </button>
          <button
            type="button"
            onClick={onClose}
            aria-label={chatCopy.close}
            aria-disabled={pending}
            className="inline-flex size-9 items-center justify-center rounded-md text-white hover:bg-brand-700 aria-disabled:cursor-not-allowed aria-disabled:text-brand-200"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <p id={descriptionId} className="sr-only">
          {chatCopy.dialogDescription}
        </p>
        {children}
      </div>
    </div>
  );
}
