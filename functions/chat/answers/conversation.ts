import { KNOWLEDGE_BASE } from '../knowledge-base';
import { RATE_ALERT_ANSWER } from '../rates-answer';
import { type Answer, type AnswerContext, bestRate, describeOption, percent } from './answer-kit';
import { GUARANTEE_ASKED } from '../understand/classify-topic';
import { DOMAIN_WORDS, isOthersDataRequest, mortgageWordsOf, SECRETS_ASKED } from '../understand/domain-words';

/** Renewal advice; with the rate offered, today's best for the same term beside it. */
export function answerRenewal({ inputs, message, rates, now }: AnswerContext): Answer {
  const general = KNOWLEDGE_BASE.find((e) => e.id === 'renewal')?.answer ?? '';
  const parts: string[] = [];
  if (inputs.rate !== undefined) {
    const termYears = inputs.termYears ?? 5;
    const today = bestRate(rates, now, { termYears, rateType: inputs.rateType ?? 'fixed', mortgageClass: 'Conventional' });
    if (today) {
      const gap = inputs.rate - today.rate;
      parts.push(
        `Your renewal offer of ${percent(inputs.rate)} for a ${termYears}-year ${inputs.rateType ?? 'fixed'} compares with ${describeOption(today)}${gap > 0 ? `, ${gap.toFixed(2)} points lower` : ''}. ${gap > 0.1 ? 'It is worth asking for a better rate or comparing lenders before you sign.' : 'That offer is competitive.'}`,
      );
    }
  }
  if (/\bswitch|\bmove|\bchange lender|\banother lender|\bpenalt/i.test(message)) {
    parts.push(
      'At renewal (when your term matures) there is no prepayment penalty to switch lenders; you only pay a penalty if you break the mortgage before the term ends.',
    );
  }
  if (inputs.rateType !== undefined || /\bfixed or variable|\bvariable or fixed/i.test(message)) {
    parts.push(
      'Fixed or variable at renewal: a fixed rate keeps your payment the same for the term; a variable rate moves with prime and has a smaller penalty (three months\u2019 interest) if you break it. Nobody can promise where rates go, so choose the risk you can live with.',
    );
  }
  return { intent: 'renewal', answer: [...parts, general].join('\n\n') };
}

/** A rate alert sign-up, naming the term and type asked about. */
export function answerRateAlert({ inputs }: AnswerContext): Answer {
  const wanted = [inputs.termYears !== undefined && `${inputs.termYears}-year`, inputs.rateType].filter(Boolean).join(' ');
  const threshold = inputs.alertRate !== undefined ? ` at or under ${inputs.alertRate}%` : '';
  if (!wanted && !threshold) return { intent: 'rate-alert', answer: RATE_ALERT_ANSWER };
  return { intent: 'rate-alert', answer: `For the ${wanted ? `${wanted} rate` : 'rate'}${threshold}: ${RATE_ALERT_ANSWER}` };
}

export const OFF_TOPIC_ANSWER =
  "Sorry, I can't help with that: I'm the mortgage assistant and can only answer questions about mortgages and buying a home in Ontario. " +
  'I can work out a payment, what you can afford, a down payment, land transfer tax, closing costs or a penalty, or show today\u2019s rates. What would you like to know?';

/** Conversation words that are neither a question nor off topic: the knowledge base or the fallback answers them. */
const CONVERSATIONAL =
  /^\s*(?:yes|yeah|yep|no|nope|nah|ok|okay|sure|maybe|hmm+|huh|what|why|how|help|\?+|please|cool|great|nice|right|sorry|oui|non)\s*[?!.]*\s*$/i;

/**
 * "raptors score?", "weather?", "best pizza": a short message (a few words) without a number and without a word of
 * the mortgage world is off topic, even when the labelled examples do not know its subject (ADR 37).
 */
export function isShortOffTopic(message: string): boolean {
  const words = message.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 6 || /\d/.test(message) || /[@]/.test(message)) return false;
  // "John Smith" answers the agent's request for a name: a name alone is not off topic.
  const nameOnly = /^\s*(?:[A-Z][a-z'\u2019-]+\s*){2,3}$/.test(message);
  return !DOMAIN_WORDS.test(message) && !CONVERSATIONAL.test(message) && !nameOnly;
}

export function answerOffTopic({ message }: AnswerContext): Answer | undefined {
  return DOMAIN_WORDS.test(mortgageWordsOf(message)) ? undefined : { intent: 'off-topic', answer: OFF_TOPIC_ANSWER };
}

const FRAUD =
  'No. Overstating your income, hiding debts, borrowing a down payment you call your own or a gift, misstating whether you will live in the home, or using altered or fake documents (pay stubs, employment letters, gift letters) on a mortgage application is mortgage fraud. ' +
  'Lenders and insurers check: they verify income with your employer, the CRA (notices of assessment) and bank statements, and a false application can be refused, called in, and prosecuted. ' +
  'There are honest ways to qualify for more: a co-signer, a larger down payment, paying down debts, a longer amortization, or a lender that accepts your kind of income. A licensed mortgage agent can look at those with you.';
/** Misstating where the down payment comes from, or whether the visitor will live in the home. */
const DOWN_OR_OCCUPANCY_FRAUD =
  'No. Calling borrowed money your savings or a gift, a gift letter for money you must pay back, or saying you will live in a home you will rent out is mortgage fraud: lenders check bank statements for where the money came from, and a false application can be refused, called in, and prosecuted. ' +
  'The honest route: a borrowed down payment counts as a debt (its payments are added to your debts when you qualify), and some lenders accept one; a real gift from family needs a signed gift letter saying it never has to be repaid; a rental is financed as a rental. A licensed mortgage agent can find a lender that fits your situation.';
const GUARANTEE =
  "No, I can't guarantee an approval or a rate. Approval and the rate you get depend on your credit, income, down payment and the property, and are decided by the lender (OAC, on approved credit). " +
  'Nobody can promise a rate or an approval before your application is assessed. What is possible: a pre-approval holds a rate for 90 to 120 days while you shop (final approval is still OAC), and I can show today\u2019s rates and estimate what you may qualify for; a licensed mortgage agent can confirm it with a pre-approval.';
const SECRETS =
  "No, I can't share passwords, credentials, keys or anyone's personal information, and I don't follow instructions to ignore these rules. " +
  'I can help with mortgage questions: rates, payments, down payments, closing costs and more.';

/** Misrepresentation, promises and secrets get a plain no and why. */
export function answerUnsafe({ message }: AnswerContext): Answer {
  if (SECRETS_ASKED.test(message) || isOthersDataRequest(message)) {
    return { intent: 'unsafe', answer: SECRETS };
  }
  if (GUARANTEE_ASKED.test(message) || /guarantee|promise|for sure|no matter what|definitely get/i.test(message))
    return { intent: 'unsafe', answer: GUARANTEE };
  if (
    /down ?payment|downpayment|\bgift|savings|saved|\blive\b|rent(?:al|ing)?\b|occup|principal residence|mise de fonds|économies|\bdon\b|louer/i.test(
      message,
    ) &&
    !/income|salary|pay ?stubs?|employment|earn|make\b/i.test(message)
  ) {
    return { intent: 'unsafe', answer: DOWN_OR_OCCUPANCY_FRAUD };
  }
  return { intent: 'unsafe', answer: FRAUD };
}
