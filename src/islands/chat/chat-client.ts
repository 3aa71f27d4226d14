import { chatApi } from '../../browser/api-routes';
import type { ChatMessage } from './chat-history';

export const CHAT_TIMEOUT_MS = 15_000;

export interface ChatRequest {
  session_id: string;
  message: string;
  /** The conversation before `message`, at most the last 30 messages. */
  history: ChatMessage[];
}

export type LeadStatus = 'created' | 'updated' | 'failed';

export type ChatResult =
  | { ok: true; reply: string; leadStatus?: LeadStatus }
  /**
   * http: non-2xx; invalid: 2xx without a reply; network: fetch failed; timeout: no answer in time;
   * aborted: the caller cancelled (widget closed or cleared), so nothing should be shown.
   */
  | { ok: false; reason: 'http' | 'invalid' | 'network' | 'timeout' | 'aborted'; status?: number };

export interface ChatClientOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** POST /api/chat through the typed client (ADR 56). Never throws for network or server trouble: every outcome is a ChatResult. */
export async function sendChatMessage(request: ChatRequest, options: ChatClientOptions = {}): Promise<ChatResult> {
  const { fetch: fetchImpl = globalThis.fetch, timeoutMs = CHAT_TIMEOUT_MS, signal } = options;
  if (signal?.aborted) return { ok: false, reason: 'aborted' };

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const response = await chatApi.index.$post({ json: request }, { fetch: fetchImpl, init: { signal: controller.signal } });
    if (!response.ok) return { ok: false, reason: 'http', status: response.status };
    const body: unknown = await response.json().catch(() => undefined);
    return readReply(body);
  } catch {
    if (timedOut) return { ok: false, reason: 'timeout' };
    if (signal?.aborted) return { ok: false, reason: 'aborted' };
    return { ok: false, reason: 'network' };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

function readReply(body: unknown): ChatResult {
  if (typeof body !== 'object' || body === null) return { ok: false, reason: 'invalid' };
  const { reply, lead } = body as { reply?: unknown; lead?: { status?: unknown } };
  if (typeof reply !== 'string' || reply.trim() === '') return { ok: false, reason: 'invalid' };
  const status = lead?.status;
  const leadStatus = status === 'created' || status === 'updated' || status === 'failed' ? status : undefined;
  return leadStatus ? { ok: true, reply, leadStatus } : { ok: true, reply };
}
