import { matchIntent } from '../match-intent';
import type { KnowledgeEntry } from '../types';

/** "…and how long does approval take?", "Et combien de temps…": a second question joined by "and" and a question word. */
const SECOND_QUESTION =
  /[,;]?\s+(?:and|also|plus|et|aussi)\s+(?=(?:what|whats|what's|how|when|where|which|who|why|do|does|is|are|can|could|should|will|would|combien|quel|quelle|quels|quelles|est-ce|comment|pourquoi|quand|o[uù]|faut-il)\b)/i;

/** The questions of a message in the order asked: split at each question mark, then at "and" before a question word. */
export function splitQuestions(message: string): string[] {
  return message
    .split(/\?+/)
    .flatMap((part) => part.split(SECOND_QUESTION))
    .map((part) => part.replace(/^\s*(?:and|also|plus|et|aussi)\b/i, '').trim())
    .filter((part) => part.split(/\s+/).length >= 2);
}

/**
 * A message asking two canned questions ("what credit score do I need and how long does approval take?") gets both
 * knowledge-base answers, in the order asked (ADR 37); one question, or one entry asked twice, gets undefined.
 */
export function answerEachQuestion(message: string, knowledgeBase: readonly KnowledgeEntry[]): { intent: string; answer: string } | undefined {
  const entries: KnowledgeEntry[] = [];
  for (const question of splitQuestions(message)) {
    const entry = matchIntent(question, knowledgeBase);
    if (entry && !entries.some((e) => e.id === entry.id)) entries.push(entry);
  }
  if (entries.length < 2) return undefined;
  return { intent: entries[0]!.id, answer: entries.map((e) => e.answer).join('\n\n') };
}
