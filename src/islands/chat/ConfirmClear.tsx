import { useEffect, useId, useRef } from 'react';
import { chatCopy } from './chat-logic';

interface Props {
  onConfirm: () => void;
  onCancel: () => void;
}

/** An in-dialog confirm step (not window.confirm, which is unstyled and blocks the page). Focus starts on Cancel. */
export function ConfirmClear({ onConfirm, onCancel }: Props) {
  const textId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);

  return (
    <div role="group" aria-labelledby={textId} className="border-b border-accent-100 bg-accent-50 px-4 py-3">
      <p id={textId} className="text-sm text-slate-900">
        {chatCopy.confirmClearQuestion}
      </p>
      <div className="mt-2 flex gap-2">
        <button type="button" onClick={onConfirm} className="rounded-md bg-accent-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-accent-600">
          {chatCopy.confirmClear}
        </button>
        <button
          ref={cancelRef}
          type="button"
          onClick={onCancel}
          aria-describedby={textId}
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          {chatCopy.cancelClear}
        </button>
      </div>
    </div>
  );
}
