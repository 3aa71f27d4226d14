import { collectLeadDetails, extractLeadDetails, hasContactDetails, mergeLeadDetails } from './extract-lead-details';
import { KNOWLEDGE_BASE } from './knowledge-base';
import { SUGGESTED_QUESTIONS } from '../../src/lib/chat/suggested-questions';
import { FALLBACK_ANSWER, FALLBACK_INTENT, matchIntent, normalizeForMatching } from './match-intent';
import { answerTopic } from './answers/answer-topic';
import { answerApply, APPLY_INTENT, conversationAsksToApply, fileOpenedReply, isApplyRequest } from './answers/apply';
import { answerEachQuestion } from './answers/each-question';
import { answerPremiumTax, isPremiumTaxQuestion } from './answers/insurance';
import { answerPaymentBudget, isPaymentBudgetQuestion } from './answers/payment-budget';
import { comparePayments, isPaymentComparison } from './answers/payment-comparison';
import { answerRateAlert, answerRenewal, isShortOffTopic, OFF_TOPIC_ANSWER } from './answers/conversation';
import { answerRates, isPublishedTerm } from './answers/rates';
import { isFixedOrVariableChoice } from './answers/fixed-or-variable';
import { answerPrimeRate, isPrimeRateQuestion } from './prime-rate-answer';
import { answerRatesQuestion, isRateAlertRequest, isRatesQuestion } from './rates-answer';
import type { ChatMessage, ChatReply, KnowledgeEntry, LeadDetails, RateRow, ReferenceRates } from './types';
import { readInputs } from './understand/read-inputs';
import { CALL_BACK, DOMAIN_WORDS, mortgageWordsOf } from './understand/domain-words';
import { FIGURE_TOPICS, type Understanding, understand } from './understand/understand';

/** Below this share of the classifier's belief the knowledge base's keyword answer is the safer reply. */
const MIN_CONFIDENCE = 0.5;
/** A message that shares only facts ("$650k semi in Hamilton") barely resembles any topic: the details are noted. */
const MIN_SCORE = 0.06;

export const RATES_INTENT = 'rates';
export const PRIME_RATE_INTENT = 'prime-rate';
export const LEAD_CAPTURED_INTENT = 'lead-captured';
export const DETAILS_NOTED_INTENT = 'details-noted';

/**
 * Knowledge-base topics that explain a rate concept. They outrank the live rates list, because "how long is the
 * rate hold?" or "what is the qualifying rate?" wants an explanation, not today's table.
 */
export const RATE_TOPIC_INTENTS: ReadonlySet<string> = new Set([
  'pre-approval',
  'stress-test',
  'fixed-vs-variable',
  'mortgage-insurance',
  'prepayment',
  'amortization',
]);

/** Answers with nothing to add once the visitor has just left an e-mail or phone: the thanks replaces them. */
const REPLACED_BY_THANKS = new Set(['agent', 'greeting', 'thanks', 'goodbye', 'mortgage-general', FALLBACK_INTENT]);

const DETAILS_NOTED =
  "Thanks, that helps. If you'd like a licensed mortgage agent to look at your situation and confirm your " +
  'options, share your email or phone number. You can also ask me about rates, down payments or closing costs.';

/**
 * The assistant's reply, pure: the handler loads the active rates (only when isRatesQuestion or
 * numericQuestionNeedsRates says they are needed), calls this, and saves a lead when `details` holds an e-mail or
 * phone (docs/product/chat.md#extraction). `details` gathers every user message of the conversation, so a later message never
 * loses an earlier detail. `now` dates today's rates and the land transfer tax schedule.
 */
export function composeReply(
  message: string,
  history: readonly ChatMessage[],
  rates: readonly RateRow[] = [],
  knowledgeBase: readonly KnowledgeEntry[] = KNOWLEDGE_BASE,
  now: Date = new Date(),
  reference: ReferenceRates = {},
): ChatReply {
  const fromMessage = extractLeadDetails(message);
  const details = mergeLeadDetails(collectLeadDetails(history), fromMessage);
  const { intent, answer } = chooseAnswer(message, history, rates, knowledgeBase, now, reference);

  // A visitor who asked to apply and leaves an email gets their file opened by the handler (ADR 52): say so.
  if (hasContactDetails(fromMessage) && details.email && conversationAsksToApply(message, history)) {
    const opened = `${thanksFor(details)} ${fileOpenedReply(details.email)} ${contactPromise(details)}`;
    if (REPLACED_BY_THANKS.has(intent) || intent === APPLY_INTENT) return { reply: opened, intent: LEAD_CAPTURED_INTENT, details };
    return { reply: `${answer}\n\n${opened}`, intent, details };
  }
  if (hasContactDetails(fromMessage)) {
    if (REPLACED_BY_THANKS.has(intent)) {
      const reply = `${thanksFor(details)} ${contactPromise(details)} Meanwhile, feel free to ask me anything else.`;
      return { reply, intent: LEAD_CAPTURED_INTENT, details };
    }
    return { reply: `${answer}\n\n${thanksFor(details)} ${contactPromise(details)}`, intent, details };
  }
  if (intent === 'agent' && hasContactDetails(details)) {
    return { reply: `We already have your details. ${contactPromise(details)}`, intent, details };
  }
  if (intent === FALLBACK_INTENT && Object.keys(fromMessage).length > 0) {
    return { reply: DETAILS_NOTED, intent: DETAILS_NOTED_INTENT, details };
  }
  if (intent === 'greeting' && fromMessage.name) {
    return { reply: `Nice to meet you, ${firstName(fromMessage.name)}! ${answer}`, intent, details };
  }
  return { reply: answer, intent, details };
}

function chooseAnswer(
  message: string,
  history: readonly ChatMessage[],
  rates: readonly RateRow[],
  knowledgeBase: readonly KnowledgeEntry[],
  now: Date,
  reference: ReferenceRates,
): { intent: string; answer: string } {
  // The topic from the labelled examples and the numbers from the recogniser (ADR 37); the knowledge base answers
  // what the examples call 'other' and anything the classifier is unsure of.
  // A rate alert is asked for in so many words ("tell me when…", "rate alert"); its own detector wins.
  if (isRateAlertRequest(message) && DOMAIN_WORDS.test(mortgageWordsOf(message))) return answerRateAlert({ inputs: readInputs(message), message, rates, now });
  // The widget's suggested questions are the canned answers' own questions (docs/product/chat.md#suggested-questions: the chips).
  const chip = isSuggestedQuestion(message);
  // "I'd like to apply", "how do I get pre-approved" (a chip too): the application path, whatever topic the other words resemble.
  if (isApplyRequest(message)) return answerApply(message);
  const understood = understand(message, history);
  const confident = understood.confidence >= MIN_CONFIDENCE && understood.score >= MIN_SCORE;
  // "Call me at 3pm": a call-back request with no figures of its own asks for an agent, so the lead is captured.
  if (!chip && CALL_BACK.test(message) && Object.keys(understood.inputs).length === 0) {
    const agent = knowledgeBase.find((e) => e.id === 'agent');
    if (agent) return { intent: agent.id, answer: agent.answer };
  }
  const unpublished = unpublishedTermAnswer(message, understood, rates, now);
  if (!chip && unpublished) return unpublished;
  const context = { inputs: understood.inputs, message, rates, now };
  // "Is the PST on CMHC added to the mortgage?": the tax on the premium, asked by name, whatever topic its words resemble.
  if (!chip && isPremiumTaxQuestion(message)) return answerPremiumTax(context);
  // "Keep the payment at 4k a month, what loan size is that?": the mortgage a payment carries, not the payment (ADR 37).
  if (!chip && isPaymentBudgetQuestion(understood.topic, context)) return answerPaymentBudget(context);
  // "How much more is 4.89 vs 4.39 on 600k": two rates or amortizations on one mortgage are a payment comparison.
  const compared = !chip && !NOT_COMPARISON_TOPICS.has(understood.topic) && isPaymentComparison(context) ? comparePayments(context) : undefined;
  if (compared) return compared;
  // "Should I pick a variable or fixed mortgage?": a choice between the rate types is explained, never a penalty or a rates list.
  const choice = !chip && isFixedOrVariableChoice(message, understood) ? knowledgeBase.find((e) => e.id === 'fixed-vs-variable') : undefined;
  if (choice) return { intent: choice.id, answer: choice.answer };
  if (!chip && understood.topic !== 'other' && understood.topic !== 'prime' && (understood.followUp || confident) && !wantsExplanation(message, understood)) {
    const answered = answerTopic(understood.topic, { inputs: understood.inputs, message, rates, now });
    if (answered) return answered;
  }
  if (isPrimeRateQuestion(message)) return { intent: PRIME_RATE_INTENT, answer: answerPrimeRate(reference.prime, message) };
  const entry = matchIntent(message, knowledgeBase);
  // Two canned questions in one message are both answered, in the order asked.
  const both = entry && !chip ? answerEachQuestion(message, knowledgeBase) : undefined;
  if (both) return both;
  if (entry && RATE_TOPIC_INTENTS.has(entry.id)) return { intent: entry.id, answer: entry.answer };
  if (isRatesQuestion(message)) return { intent: RATES_INTENT, answer: answerRatesQuestion(message, rates) };
  if (entry) return { intent: entry.id, answer: entry.answer };
  // "raptors score?", "weather?": a short message with no mortgage word and no number is off topic, not a puzzle.
  if (isShortOffTopic(message) && Object.keys(extractLeadDetails(message)).length === 0) return { intent: 'off-topic', answer: OFF_TOPIC_ANSWER };
  return { intent: FALLBACK_INTENT, answer: FALLBACK_ANSWER };
}

/** Topics whose own figures use two rates (a penalty's) or none: two rates there are not a payment comparison. */
const NOT_COMPARISON_TOPICS: ReadonlySet<string> = new Set(['penalty', 'stress_test', 'rate_alerts', 'unsafe', 'off_topic']);

/** Topics whose answer works with the visitor's own rate, where a term named is not a rate question. */
const OWN_RATE_TOPICS: ReadonlySet<string> = new Set(['payment', 'affordability', 'penalty', 'stress_test', 'mortgage_size']);

/**
 * "Renewal rates on a 4 yr fixed": a rate asked for a term the site does not publish is answered first with that
 * fact and the nearest published terms, whatever the other words of the message (renewal, refinance) are (ADR 37).
 */
function unpublishedTermAnswer(
  message: string,
  understood: Understanding,
  rates: readonly RateRow[],
  now: Date,
): { intent: string; answer: string } | undefined {
  const { termYears } = understood.inputs;
  if (termYears === undefined || isPublishedTerm(termYears) || !isRatesQuestion(message)) return undefined;
  if (OWN_RATE_TOPICS.has(understood.topic) && understood.inputs.rate !== undefined) return undefined;
  const context = { inputs: understood.inputs, message, rates, now };
  const ratesAnswer = answerRates(context);
  if (understood.topic !== 'renewal' || understood.inputs.rate === undefined) return ratesAnswer;
  return { intent: 'renewal', answer: `${ratesAnswer.answer}\n\n${answerRenewal(context).answer}` };
}

/** "What is the qualifying rate…?", "What are closing costs?": a definition asked for, not a figure. */
const DEFINITION =
  /^\s*(?:hi|hello|hey)?[\s,!]*(?:what(?:\s+is|\s+are|'s|s)\s+(?:a|an|the)?\s*(?!my\b|your\b)|how\s+(?:does|do)\b.*\bwork|how long (?:does|do|is|are|will)\b|explain\b|define\b|tell me about\b|(?:quel(?:le)?s?)\s+(?:sont|est)\b|qu['\u2019]?est[- ]ce que?\b|c['\u2019]?est quoi\b|combien (?:co[uû]tent|de temps)\b|expliqu)/i;

/**
 * With no number of the visitor's anywhere in the session, a definition ("what are closing costs?") or the minimum
 * down payment in general ("how much down payment do I need?") is the knowledge base's explanation; a figure
 * question without numbers ("whats my stress test rate", "cash to close?") is asked for its numbers instead.
 */
function wantsExplanation(message: string, understood: Understanding): boolean {
  const explainable = FIGURE_TOPICS.has(understood.topic) || understood.topic === 'rates';
  if (!explainable || Object.keys(understood.inputs).length > 0) return false;
  // Only the question itself counts: "What are closing costs? My number is …" is still a definition.
  const question = message.replace(/^\s*(?:hi|hello|hey)\b[^,!.]*[,!.]/i, '').split('?')[0] ?? '';
  const personal = /\b(?:my|our|mine|i|we|me|us|mon|ma|mes|notre|nos|je|j|nous)\b/i.test(question);
  return (DEFINITION.test(message) && !personal) || understood.topic === 'min_down_payment';
}

function isSuggestedQuestion(message: string): boolean {
  const text = normalizeForMatching(message);
  return SUGGESTED_QUESTIONS.some((q) => normalizeForMatching(q) === text);
}

function thanksFor(details: LeadDetails): string {
  return details.name ? `Thanks, ${firstName(details.name)}!` : 'Thanks!';
}

/** Promises contact by a licensed agent, never an approval or a rate. */
function contactPromise(details: LeadDetails): string {
  const ways = [details.email, details.phone].filter(Boolean).join(' or ');
  return `A licensed mortgage agent will contact you at ${ways} to talk about your options.`;
}

function firstName(name: string): string {
  return name.split(' ')[0];
}
