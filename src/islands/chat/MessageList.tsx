import { useEffect, useRef } from 'react';
import type { ChatMessage } from './chat-history';
import { chatCopy } from './chat-logic';
import { splitMessageLinks } from './message-links';

interface Props {
  messages: readonly ChatMessage[];
  pending: boolean;
}

/** The conversation. Not itself a live region: new replies are announced once, by the widget's polite region. */
export function MessageList({ messages, pending }: Props) {
  const scroller = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls to the bottom whenever a message or the typing indicator arrives.
  useEffect(() => {
    const el = scroller.current;
    // scrollTop rather than scrollIntoView, which would also scroll the page behind the dialog.
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length, pending]);

  return (
    <div ref={scroller} className="flex-1 overflow-y-auto overscroll-contain px-4 py-4">
      <ol aria-label={chatCopy.conversationLabel} className="flex flex-col gap-3">
        {messages.map((message, index) => (
          <li key={index} className={message.role === 'user' ? 'flex justify-end' : 'flex justify-start'}>
            <p
              className={
                message.role === 'user'
                  ? 'max-w-[85%] whitespace-pre-line break-words rounded-2xl rounded-br-sm bg-brand-700 px-3.5 py-2 text-[0.9375rem] text-white'
                  : 'max-w-[85%] whitespace-pre-line break-words rounded-2xl rounded-bl-sm bg-slate-100 px-3.5 py-2 text-[0.9375rem] text-slate-900'
              }
            >
              <span className="sr-only">{message.role === 'user' ? chatCopy.you : chatCopy.assistant}: </span>
              {message.role === 'assistant' ? <WithLinks content={message.content} /> : message.content}
            </p>
          </li>
        ))}
        {pending && (
          <li className="flex justify-start">
            <TypingIndicator />
          </li>
        )}
      </ol>
    </div>
  );
}

/** Site links in a reply ([label](/path)) as real links; everything else stays text (React escapes it). */
function WithLinks({ content }: { content: string }) {
  return (
    <>
      {splitMessageLinks(content).map((part, index) =>
        'href' in part ? (
          <a key={index} href={part.href} className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-950">
            {part.label}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

function TypingIndicator() {
  return (
    <span className="inline-flex items-center gap-1 rounded-2xl rounded-bl-sm bg-slate-100 px-3.5 py-3">
      <span className="sr-only">{chatCopy.typing}</span>
      {[0, 150, 300].map((delay) => (
        <span key={delay} aria-hidden="true" className="size-2 rounded-full bg-slate-500 motion-safe:animate-bounce" style={{ animationDelay: `${delay}ms` }} />
      ))}
    </span>
  );
}
