import { KNOWLEDGE_BASE } from '../knowledge-base';
import { normalizeForMatching } from '../match-intent';
import type { ChatMessage } from '../types';
import { GUARANTEE_ASKED } from '../understand/classify-topic';
import type { Answer } from './answer-kit';

export const APPLY_INTENT = 'apply';

/**
 * "I'd like to apply", "how do I get pre-approved", "start an application": a visitor asking to apply, in their own
 * words (ADR 52: the chat is one of the file's entry points). Matched on the normalized text (apostrophes gone,
 * punctuation spaces). A rule's reach is narrow on purpose: "does the stress test apply to me", "the status of my
 * application" and "can you guarantee I'll get approved if I apply" are other questions.
 */
const APPLY_WORDINGS: readonly RegExp[] = [
  // "I want to apply", "I'd like to apply", "ready to apply", "how do I apply", "where can we apply", "apply online"
  /\b(?:want|wanna|like|love|ready|wish|planning|plan|looking|going|trying|hoping)\s+(?:to\s+)?(?:\w+\s+){0,2}apply\b/,
  /\b(?:how|where|when)\s+(?:do|can|could|should|would)\s+(?:i|we)\s+(?:\w+\s+)?apply\b/,
  /\b(?:can|could|may)\s+(?:i|we)\s+apply\s+(?:online|here|now|today|with you|through you|for)\b/,
  /\bapply\s+(?:online|now|today|here)\b/,
  /\b(?:lets|let me|let us|help me)\s+apply\b/,
  // "start an application", "fill out the mortgage application", "submit my application", "application form"
  /\b(?:start|begin|submit|send|fill\s+(?:out|in)|complete|open|make|do)\s+(?:an?|my|the|our|a new)?\s*(?:\w+\s+){0,2}application\b/,
  /\bapplication\s+(?:form|page|link)\b/,
  /\bhow\s+(?:do|can|could|would)\s+(?:i|we)\s+(?:get|be|become)\s+(?:a\s+)?pre\s*approv/,
  /\b(?:want|like|need|ready|looking)\s+(?:to\s+)?(?:get|be)\s+(?:a\s+)?pre\s*approv/,
  /\b(?:start|begin)\s+(?:a|my|the)?\s*pre\s*approv/,
];

/** Conditions and other questions, not requests: "if I apply today…", "apply for a job", "what documents do I need to get pre-approved". */
const NOT_A_REQUEST = /\bif\s+(?:i|we)\s+apply\b|\bjob\s+application\b|\bapply\s+for\s+(?:a\s+)?job\b|\bstatus\b|\bdocuments?\b|\bpaperwork\b/;

export function isApplyRequest(message: string): boolean {
  if (GUARANTEE_ASKED.test(message)) return false;
  const text = normalizeForMatching(message);
  if (NOT_A_REQUEST.test(text)) return false;
  return APPLY_WORDINGS.some((wording) => wording.test(text));
}

/** Whether the visitor asked to apply at any point of the conversation (the email may come messages later). */
export function conversationAsksToApply(message: string, history: readonly ChatMessage[]): boolean {
  return isApplyRequest(message) || history.some((m) => m.role === 'user' && isApplyRequest(m.content));
}

/** (ours) Where an application starts, and what leaving an email here does. */
export const APPLICATION_PATH =
  'You can apply online on our [Application page](/applications): it takes a few minutes, and you get an email with a link to your own file page, ' +
  'where you follow its status, upload the documents your agent asks for and message them. Or leave your name and email here and I will open your file ' +
  'and email you that link now; a licensed mortgage agent will then contact you. Approval is always OAC (on approved credit).';

/** (ours) The chat opened the visitor's file (ADR 52): the link is on its way, as after the public form. */
export function fileOpenedReply(email: string): string {
  return `Your application file is open: we have emailed a sign-in link to ${email}. It opens your own file page, where you can follow its status and upload documents.`;
}

/** The application path; a pre-approval asked for by name keeps its explanation first (and its intent). */
export function answerApply(message: string): Answer {
  if (/pre\s*approv/.test(normalizeForMatching(message))) {
    const preApproval = KNOWLEDGE_BASE.find((e) => e.id === 'pre-approval')?.answer ?? '';
    return { intent: 'pre-approval', answer: `${preApproval}\n\n${APPLICATION_PATH}` };
  }
  return { intent: APPLY_INTENT, answer: APPLICATION_PATH };
}
