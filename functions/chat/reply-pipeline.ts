import { composeReply } from './compose-reply';
import { TOPICS_NEEDING_RATES } from './answers/answer-topic';
import { isPrimeRateQuestion } from './prime-rate-answer';
import { isRatesQuestion } from './rates-answer';
import type { ChatMessage, ChatReply, PrimeRate, RateRow } from './types';
import { understand } from './understand/understand';

/** Where the reply's reference data comes from: the database in the handler, fixtures in the evaluation. */
export interface ReplySources {
  loadRates(): Promise<RateRow[]>;
  loadPrimeRate(): Promise<PrimeRate | undefined>;
  now(): Date;
}

/**
 * The chat's whole reply pipeline short of HTTP and lead saving: decide which reference data the message needs,
 * read only that, and compose the reply. The /api/chat handler and the blind evaluation (npm run eval:chat) both
 * call this, so what is scored is what visitors get.
 */
export async function replyToVisitor(message: string, history: readonly ChatMessage[], sources: ReplySources): Promise<ChatReply> {
  const understood = understand(message, history);
  // A payment budget with no rate of the visitor's is priced at today's best rate (answers/payment-budget.ts).
  const needsRates = isRatesQuestion(message) || TOPICS_NEEDING_RATES.has(understood.topic) || understood.inputs.paymentBudget !== undefined;
  const rates = needsRates ? await sources.loadRates() : [];
  const prime = isPrimeRateQuestion(message) ? await sources.loadPrimeRate() : undefined;
  return composeReply(message, history, rates, undefined, sources.now(), { prime });
}
