import { useCallback, useEffect, useRef, useState } from 'react';
import { messages as spec } from '../../lib/messages';
import { toast } from '../../browser/toast';
import { sendChatMessage } from './chat-client';
import {
  browserStorage,
  clearHistory,
  getOrCreateSessionId,
  greetingMessages,
  loadHistory,
  saveHistory,
  startNewSession,
  type ChatMessage,
} from './chat-history';
import { apologyMessage, canSend, historyForRequest } from './chat-logic';

export interface Announcement {
  id: number;
  text: string;
}

/**
 * The conversation: restore, send, clear and persist. Refs mirror state because a second Enter can arrive before
 * React re-renders, and the "pending" guard must see the first one.
 */
export function useChat() {
  const [messages, setMessages] = useState<ChatMessage[]>(greetingMessages);
  const [pending, setPending] = useState(false);
  const [announcement, setAnnouncement] = useState<Announcement>({ id: 0, text: '' });
  const messagesRef = useRef(messages);
  const pendingRef = useRef(false);
  const sessionRef = useRef<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  const commit = useCallback((next: ChatMessage[]) => {
    messagesRef.current = next;
    setMessages(next);
    if (sessionRef.current) saveHistory(browserStorage(), sessionRef.current, next);
  }, []);

  const reply = useCallback(
    (message: ChatMessage) => {
      commit([...messagesRef.current, message]);
      setAnnouncement((a) => ({ id: a.id + 1, text: message.content }));
    },
    [commit],
  );

  // Storage is read after mount: the server render has no localStorage, and the first paint must match it.
  useEffect(() => {
    const storage = browserStorage();
    const sessionId = getOrCreateSessionId(storage);
    sessionRef.current = sessionId;
    const restored = loadHistory(storage, sessionId);
    messagesRef.current = restored;
    setMessages(restored);
    return () => abortRef.current?.abort();
  }, []);

  const run = useCallback(
    async (content: string, before: ChatMessage[], controller: AbortController) => {
      try {
        const result = await sendChatMessage(
          { session_id: sessionRef.current ?? '', message: content, history: historyForRequest(before) },
          { signal: controller.signal },
        );
        if (controller.signal.aborted) return;
        if (result.ok) {
          reply({ role: 'assistant', content: result.reply });
          if (result.leadStatus === 'failed') toast(spec.chat.leadSaveFailure, 'error');
        } else if (result.reason !== 'aborted') {
          toast(spec.chat.failureToast, 'error', 10_000);
          reply(apologyMessage());
        }
      } catch {
        toast(spec.chat.general, 'error');
      } finally {
        if (abortRef.current === controller) {
          abortRef.current = null;
          pendingRef.current = false;
          setPending(false);
        }
      }
    },
    [reply],
  );

  /** Starts sending; false when the send is ignored (blank, or a reply is still pending). */
  const send = useCallback(
    (text: string): boolean => {
      if (!canSend(text, pendingRef.current)) return false;
      const content = text.trim();
      const before = messagesRef.current;
      commit([...before, { role: 'user', content }]);
      pendingRef.current = true;
      setPending(true);
      const controller = new AbortController();
      abortRef.current = controller;
      void run(content, before, controller);
      return true;
    },
    [commit, run],
  );

  const clear = useCallback(() => {
    if (pendingRef.current) return;
    const storage = browserStorage();
    if (sessionRef.current) clearHistory(storage, sessionRef.current);
    sessionRef.current = startNewSession(storage);
    commit(greetingMessages());
    setAnnouncement((a) => ({ id: a.id + 1, text: '' }));
  }, [commit]);

  return { messages, pending, announcement, send, clear };
}
