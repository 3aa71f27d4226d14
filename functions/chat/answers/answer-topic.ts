import type { Topic } from '../understand/topic-examples';
import { answerAffordability } from './affordability';
import { answerAmortizationRules } from './amortization-rules';
import type { Answer, AnswerContext } from './answer-kit';
import { answerCashToClose } from './cash-to-close';
import { answerOffTopic, answerRateAlert, answerRenewal, answerUnsafe } from './conversation';
import { answerMinimumDown } from './down-payment';
import { answerInsurance } from './insurance';
import { answerLandTransferTax } from './land-transfer-tax';
import { answerMortgageSize } from './mortgage-size';
import { answerPayment } from './payment';
import { answerPenalty } from './penalty';
import { answerRates } from './rates';
import { answerStressTest } from './stress-test';

/** Each topic's answer; 'prime' and 'other' are answered by the knowledge base and the prime-rate answer. */
const ANSWERS: Partial<Record<Topic, (context: AnswerContext) => Answer | undefined>> = {
  payment: answerPayment,
  affordability: answerAffordability,
  min_down_payment: answerMinimumDown,
  mortgage_size: answerMortgageSize,
  mortgage_insurance: answerInsurance,
  land_transfer_tax: answerLandTransferTax,
  cash_to_close: answerCashToClose,
  penalty: answerPenalty,
  stress_test: answerStressTest,
  amortization_rules: answerAmortizationRules,
  rates: answerRates,
  renewal: answerRenewal,
  rate_alerts: answerRateAlert,
  off_topic: answerOffTopic,
  unsafe: answerUnsafe,
};

/** Topics whose answer reads today's rates, so the handler loads them only then. */
export const TOPICS_NEEDING_RATES: ReadonlySet<Topic> = new Set(['payment', 'affordability', 'penalty', 'rates', 'renewal']);

export function answerTopic(topic: Topic, context: AnswerContext): Answer | undefined {
  return ANSWERS[topic]?.(context);
}
