import { SUGGESTED_QUESTIONS } from '../../lib/chat/suggested-questions';
import { chatCopy } from './chat-logic';

interface Props {
  onPick: (question: string) => void;
}

export function SuggestedQuestions({ onPick }: Props) {
  return (
    <div className="border-t border-slate-200 px-4 pt-3">
      <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">{chatCopy.suggestionsLabel}</h3>
      <ul className="flex flex-wrap gap-2">
        {SUGGESTED_QUESTIONS.map((question) => (
          <li key={question}>
            <button
              type="button"
              onClick={() => onPick(question)}
              className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1.5 text-left text-sm text-brand-800 hover:border-brand-400 hover:bg-brand-100"
            >
              {question}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
