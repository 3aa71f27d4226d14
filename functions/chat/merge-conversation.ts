import type { ChatMessage } from './types';

/** Keeps a lead's stored transcript bounded (the widget keeps the same number in local storage). */
export const MAX_LEAD_CONVERSATION = 200;

/**
 * The transcript to store when a session's lead already holds one. The widget sends only the last 30 messages, so
 * replacing the stored transcript would lose its beginning; appending blindly would repeat what is stored. Rules:
 * - the stored transcript ends with the start of the incoming one (the usual case, truncated or not): join them
 *   on that overlap;
 * - otherwise the two share a beginning and then differ (a reply the visitor never received and replaced by an
 *   apology, or two tabs of one session): keep the stored one and add the incoming messages after the shared part;
 * - nothing in common: keep both, stored first.
 * Nothing the visitor or the assistant said is ever dropped, except beyond MAX_LEAD_CONVERSATION (oldest first).
 */
export function mergeConversation(stored: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const overlap = longestOverlap(stored, incoming);
  const merged =
    overlap > 0 ? [...stored.slice(0, stored.length - overlap), ...incoming] : [...stored, ...incoming.slice(commonPrefixLength(stored, incoming))];
  return merged.slice(-MAX_LEAD_CONVERSATION);
}

/** The largest k such that the last k stored messages are the first k incoming ones. */
function longestOverlap(stored: readonly ChatMessage[], incoming: readonly ChatMessage[]): number {
  for (let k = Math.min(stored.length, incoming.length); k > 0; k--) {
    const start = stored.length - k;
    let same = true;
    for (let i = 0; i < k && same; i++) same = sameMessage(stored[start + i]!, incoming[i]!);
    if (same) return k;
  }
  return 0;
}

function commonPrefixLength(a: readonly ChatMessage[], b: readonly ChatMessage[]): number {
  let n = 0;
  while (n < a.length && n < b.length && sameMessage(a[n]!, b[n]!)) n++;
  return n;
}

function sameMessage(a: ChatMessage, b: ChatMessage): boolean {
  return a.role === b.role && a.content === b.content;
}
