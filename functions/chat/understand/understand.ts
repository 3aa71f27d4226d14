import type { ChatMessage } from '../types';
import { classifyTopic } from './classify-topic';
import { type ChatInputs, mergeInputs, readInputs } from './read-inputs';
import { FIGURE_TOPIC_NAMES, type Topic } from './topic-examples';

/** The topics answered with the visitor's own numbers; a later message with numbers only continues them. */
export const FIGURE_TOPICS: ReadonlySet<Topic> = new Set(FIGURE_TOPIC_NAMES);

export interface Understanding {
  topic: Topic;
  confidence: number;
  /** The classifier's raw similarity with the topic's examples. */
  score: number;
  /** This message's inputs on top of the earlier messages' of the same topic (the session keeps them). */
  inputs: ChatInputs;
  /** True when the message only added numbers to the previous question. */
  followUp: boolean;
}

/** How many earlier visitor messages a follow-up may draw numbers from. */
const SESSION_DEPTH = 3;
const QUESTION_START =
  /^\s*(?:hi|hello|hey|ok|okay|and|also|so|thanks)?[\s,!]*(?:what|whats|what's|how|can|could|is|are|do|does|should|will|would|why|when|who|where|which|combien|quel|quelle|quels)\b/i;

/** A message that asks something of its own, rather than answering the assistant's question. */
function asksItsOwnQuestion(message: string): boolean {
  return message.includes('?') || QUESTION_START.test(message);
}

/** A conversation's earlier messages are read again on every reply: keep the last few hundred readings. */
const recent = new Map<string, { topic: Topic; confidence: number; score: number; inputs: ChatInputs }>();
const RECENT_MAX = 500;

function understandOne(message: string): { topic: Topic; confidence: number; score: number; inputs: ChatInputs } {
  const cached = recent.get(message);
  if (cached) return cached;
  const read = readOne(message);
  if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value!);
  recent.set(message, read);
  return read;
}

function readOne(message: string): { topic: Topic; confidence: number; score: number; inputs: ChatInputs } {
  const inputs = readInputs(message);
  const guess = classifyTopic(message, {
    hasIncome: (inputs.incomes?.length ?? 0) > 0 || inputs.incomeMonthly !== undefined,
    hasPenaltyFacts: inputs.postedRateAtSigning !== undefined || (inputs.monthsRemaining !== undefined && inputs.rate !== undefined),
    hasLoanFigures: (inputs.loanAmount ?? inputs.amount ?? inputs.price ?? inputs.balance) !== undefined && inputs.rate !== undefined,
    hasPaymentFrequency: inputs.frequency !== undefined,
    hasPriceAndDown: (inputs.price ?? inputs.amount) !== undefined && (inputs.downPercent ?? inputs.downAmount) !== undefined,
    hasDownNoPrice: (inputs.price ?? inputs.amount) === undefined && (inputs.downPercent ?? inputs.downAmount) !== undefined,
  });
  return { topic: guess.topic, confidence: guess.confidence, score: guess.score, inputs };
}

/**
 * The topic and inputs of the visitor's latest message in its conversation. A message that asks nothing of its own
 * ("rate is 3.94", "purchase price 540k", "it's in Toronto") continues the previous figure question and adds to its
 * numbers; a new question on the same topic also keeps the earlier numbers it does not restate.
 */
export function understand(message: string, history: readonly ChatMessage[]): Understanding {
  // The conversation is read in order, so "how much per month for 725k" / "rate 4.3" / "30 years" stays one payment
  // question: each message either continues the topic reached so far or starts its own.
  const earlier = history
    .filter((m) => m.role === 'user')
    .slice(-SESSION_DEPTH)
    .map((m) => m.content);
  let state: Understanding | undefined;
  for (const text of [...earlier, message]) state = step(state, text);
  return withLenderRate(state!);
}

/**
 * The lender's rate today ("td's 5 year is 4.5 now") is the penalty's comparison rate; for any other figure, with no
 * rate of the visitor's own, it is the rate the visitor means.
 */
function withLenderRate(understood: Understanding): Understanding {
  const { inputs } = understood;
  if (understood.topic === 'penalty' || inputs.rate !== undefined || inputs.lenderRateToday === undefined) return understood;
  const { lenderRateToday, ...rest } = inputs;
  return { ...understood, inputs: { ...rest, rate: lenderRateToday } };
}

function step(previous: Understanding | undefined, message: string): Understanding {
  const current = understandOne(message);
  const fresh = { ...current, followUp: false };
  if (!previous || !FIGURE_TOPICS.has(previous.topic)) return fresh;
  // Only a message that adds numbers or facts continues the question: "raj@example.com" alone does not.
  const addsInputs = Object.keys(current.inputs).length > 0;
  // "And in Calgary?" names only a place (the classifier may call it off topic): it asks the same question there.
  const placeOnly = current.inputs.province !== undefined && message.trim().split(/\s+/).length <= 5;
  const followUp = current.topic !== 'unsafe' && (placeOnly || (addsInputs && !asksItsOwnQuestion(message) && current.topic !== 'off_topic'));
  if (followUp || current.topic === previous.topic) {
    // Later numbers add to or correct the earlier ones of the same question.
    return { ...current, topic: previous.topic, inputs: mergeInputs(previous.inputs, current.inputs), followUp };
  }
  return fresh;
}
