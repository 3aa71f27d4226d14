import { useId, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../lib/chat/suggested-questions';
import { canSend, chatCopy, isSendKey } from './chat-logic';

interface Props {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  pending: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/**
 * While a reply is pending the input is read-only and aria-disabled rather than `disabled`: a disabled element
 * drops keyboard focus to <body>, outside the dialog, in the middle of a conversation.
 */
export function ChatComposer({ value, onChange, onSend, pending, inputRef }: Props) {
  const hintId = useId();
  const inputId = useId();
  const sendable = canSend(value, pending);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) {
      event.preventDefault();
      onSend();
    }
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-slate-200 p-3">
      <label htmlFor={inputId} className="sr-only">
        {chatCopy.inputLabel}
      </label>
      <textarea
        id={inputId}
        ref={inputRef}
        rows={2}
        value={value}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        readOnly={pending}
        aria-disabled={pending}
        aria-describedby={hintId}
        placeholder={chatCopy.inputPlaceholder}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        className="max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-500 aria-disabled:bg-slate-100 aria-disabled:text-slate-600"
      />
      <span id={hintId} className="sr-only">
        {chatCopy.inputHint}
      </span>
      <button
        type="submit"
        aria-label={chatCopy.send}
        aria-disabled={!sendable}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white hover:bg-brand-800 aria-disabled:cursor-not-allowed aria-disabled:bg-slate-400 aria-disabled:text-slate-900"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M5 12h14M13 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
    </form>
  );
}
