import { KNOWLEDGE_BASE } from './knowledge-base';
import type { KnowledgeEntry } from './types';

export const FALLBACK_INTENT = 'fallback';

export const FALLBACK_ANSWER =
  "I'm not sure I have a good answer for that one. I can help with today's rates, down payments, mortgage " +
  'insurance, closing costs, pre-approval, renewals, refinancing and more. For anything specific to your ' +
  'situation, a licensed mortgage agent can help: share your name and your email or phone number here, or use ' +
  'our Contact page.';

/**
 * Lower-cases and turns punctuation into single spaces, padded with one space each side, so triggers match across
 * "pre-approval"/"pre approval" and a trigger with a leading or trailing space can demand a word boundary even at
 * the start or end of the message. Apostrophes vanish rather than split ("what's" -> "whats").
 */
export function normalizeForMatching(text: string): string {
  const words = text
    .toLowerCase()
    // Accents off, so a French question ("crédit", "clôture") meets the same triggers whether accented or not.
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['\u2018\u2019\u02bc`]/g, '')
    .replace(/[^\p{L}\p{N}%$]+/gu, ' ')
    .trim();
  return ` ${words} `;
}

/** A trigger keeps its edge spaces (they mean "word boundary here"); its inside is normalized like the text. */
export function normalizeTrigger(trigger: string): string {
  const inner = normalizeForMatching(trigger).trim();
  if (!inner) return '';
  return `${/^\s/.test(trigger) ? ' ' : ''}${inner}${/\s$/.test(trigger) ? ' ' : ''}`;
}

/** First entry (in array order) with a trigger contained in the text; undefined when none matches. */
export function matchIntent(text: string, entries: readonly KnowledgeEntry[] = KNOWLEDGE_BASE): KnowledgeEntry | undefined {
  const haystack = normalizeForMatching(text);
  return entries.find((entry) =>
    entry.triggers.some((trigger) => {
      const needle = normalizeTrigger(trigger);
      return needle !== '' && haystack.includes(needle);
    }),
  );
}

/** The knowledge-base answer, or the fallback offering an agent. */
export function answerFromKnowledgeBase(text: string, entries: readonly KnowledgeEntry[] = KNOWLEDGE_BASE): { intent: string; answer: string } {
  const entry = matchIntent(text, entries);
  return entry ? { intent: entry.id, answer: entry.answer } : { intent: FALLBACK_INTENT, answer: FALLBACK_ANSWER };
}
