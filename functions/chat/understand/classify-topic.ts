import { CALL_BACK, DOMAIN_WORDS, isCodeRequest, isOthersDataRequest, LENDER_CONTEXT, mortgageWordsOf, SECRETS_ASKED } from './domain-words';
import { TOPIC_EXAMPLES, TOPICS, type Topic } from './topic-examples';

/**
 * The topic of a message, from labelled examples (topic-examples.ts), not from the first keyword that matches
 * (ADR 37). A documented scorer, no model file and no network:
 * - features: word stems and pairs of adjacent stems ("down payment" and "car payment" are one word each, numbers are
 *   left to the recogniser);
 * - each feature is weighted by how few topics use it (inverse topic frequency, log(topics / topics using it)), so
 *   "cmhc" or "ltt" decide and "how much" hardly counts;
 * - each topic is the normalised sum of its examples' weighted features (a centroid); a message scores the cosine of
 *   its own weighted features with each centroid;
 * - two yes/no facts add a little: whether the message holds a number and an amount of money, against how often the
 *   topic's examples do ("closing costs on 650k" wants a figure, "what are closing costs" an explanation), and what the
 *   recognised inputs say (an income points to affordability, a posted rate or time left to a penalty).
 * The confidence is the winner's share of the top two scores.
 */
export interface TopicGuess {
  topic: Topic;
  confidence: number;
  score: number;
  /** How many of the message's features the examples know: 0 means nothing to go on. */
  knownFeatures: number;
}

export interface InputEvidence {
  hasIncome?: boolean;
  hasPenaltyFacts?: boolean;
  /** A loan amount (or price) and a rate: the amortization the message names is an input, not the question. */
  hasLoanFigures?: boolean;
  /** A price and a down payment (in dollars or percent). */
  hasPriceAndDown?: boolean;
  /** A payment frequency ("acc biweekly", "/mo", "semi-monthly") beside the loan figures: a payment question. */
  hasPaymentFrequency?: boolean;
  /** A down payment in dollars or percent and no price: "how much house with 90k down" asks for the price. */
  hasDownNoPrice?: boolean;
}

/** A writing, job or help request: with no word of the mortgage world it is off topic, not the unsafe topic. */
const PLAIN_REQUEST =
  /\b(?:help|write|writing|draft|edit|proofread|review|cover letter|resume|r[eé]sum[eé]|cv|essay|homework|job|jobs|employment|reference|letter|aide[rz]?|[eé]crire|lettre|emploi)\b/i;

/** "How much house can I get", "what price can we afford", "max purchase price": the price is the question. */
const MAX_PRICE_ASKED =
  /\bhow (?:much|big|expensive|pricey)(?: of)? (?:a )?(?:house|home|condo|place|property|townhouse|semi)\b|\bwhat (?:price|priced?|price range|purchase price)\b[^.?!]{0,30}\b(?:can|could) (?:i|we) (?:afford|get|buy|look)|\bmax(?:imum)? (?:purchase )?price\b|\bquel prix\b|\bcombien (?:de|pour une?) (?:maison|propri[eé]t[eé])\b/i;

/**
 * What makes the amortization the question rather than one of the inputs: its limit or whether one is allowed
 * ("max", "longest", "allowed", "can I get 30 years"). Without these, "…amortized 25" beside an amount and a rate is
 * a payment question (ADR 37, third set).
 */
const AMORTIZATION_RULES_ASKED =
  /\b(?:max(?:imum)?|longest|allowed|allow|permitted|eligible|can (?:i|we) (?:get|do|have|go|amortize|stretch)|could (?:i|we) (?:get|do|have)|is (?:a )?\d+[- ]?(?:years?|yrs?) (?:allowed|possible|ok)|how long can|rules?|limit|permise?|maximale?|puis-je|peut-on)\b/i;

/**
 * "Whats the mortgage", "mortgage would be", "loan size", "what will I owe": the size of the loan, from a price and a
 * down payment.
 */
const MORTGAGE_SIZE_ASKED =
  /\b(?:what(?:'|\u2019)?s|what is|what will be|what would be|how much is|how much will be|how much would be|how big is|how big will|how large is)\s+(?:the|my|our)\s+(?:mortgage|loan|mtg)\b(?!\s*(?:payments?|pmt|rate|insurance|premium|penalty))|\b(?:mortgage|loan|mtg)\s+(?:would|will|is going to)\s+be\b|\b(?:loan|mortgage)\s+(?:size|amount)\b|\bsize of (?:the|my|our) (?:mortgage|loan)\b|\bhow much (?:would|will|do|can) (?:i|we) (?:need to )?(?:borrow|finance)\b|\bmontant (?:du|de l'|de la) ?(?:pr[eê]t|hypoth[eè]que)\b|\bcombien (?:dois-je|devons-nous|faut-il) emprunter\b|\b(?:what|how much)\s+(?:will|would|do|did|am|are|shall)\s+(?:i|we)\s+(?:still\s+|then\s+|end up\s+|be\s+)?(?:owe|owing|borrowing|financing)\b|\bhow much (?:is|would be|will be) left to (?:borrow|finance)\b/i;

/**
 * A guarantee asked for ("can you guarantee…", "promise me…", "lock me in for sure", "100% approved", "certain to
 * get"): nobody can give one before the lender assesses an application, so it is the unsafe topic's plain no.
 */
export const GUARANTEE_ASKED =
  /\bguarant(?:ee|ees|eed)\b|\bpromis(?:e|es|ed)\b|\block (?:me|us|it) in\b[^?!\n]{0,20}\b(?:for sure|guaranteed|no matter)|\bfor sure\b[^.?!]{0,30}\b(?:approv|get|qualify)|\b(?:approv|get|qualify)\w*\b[^.?!]{0,30}\bfor sure\b|\b100\s*(?:%|percent)\s+(?:approv|sure|certain|guarantee)|\b(?:certain|sure|definitely|guaranteed)\s+(?:to|that (?:i|we)(?:'ll| will)?|i(?:'ll| will)?|we(?:'ll| will)?)\s+(?:get|be approved|qualify)|\bgaranti(?:r|e|es|ssez|t)?\b|\bpromet(?:tre|tez)?\b|\bpromesse\b/i;

/**
 * Words that say the visitor would misstate something to a lender: calling money "my savings" or "a gift", faking,
 * hiding or leaving a debt off, lying (English and French). They point to 'unsafe' as an income points to
 * affordability: the rest of the message (a down payment, a loan) is what would be misstated, not the topic.
 */
const DECEPTION =
  /\b(?:tell|say|claim|call|write (?:it )?up|pretend|list|put (?:it )?(?:down|in))\b[^.?!]{0,40}\b(?:its|it's|it is|is|as|was|are|were)\s+(?:(?:all\s+)?(?:my|mine|our|ours)\b|a gift\b|savings\b|gifted\b)|\b(?:bump|bumping|pad|padding|inflate|inflating|round(?:ing)? up|boost|boosting)\b[^.?!]{0,25}\b(?:to |on )?(?:my |our |the )?(?:income|salary|pay|earnings)\b|\b(?:say|tell|claim|list)\b[^.?!]{0,40}\b(?:part[- ]time|contract|temp)\b[^.?!]{0,20}\bis\s+(?:full[- ]time|permanent)|\bfake\b|\bfudge|\blie\b|\blying\b|\bhid(?:e|ing)\b|\bconceal|\bleave\b[^.?!]{0,30}\boff\b|\bdire (?:a la banque |au preteur )?que (?:c'?est|ce sont|c'?etait)\b|\bfaire passer\b|\bmentir\b|\bcacher\b|\bfau(?:x|sse)\b/i;

/**
 * A payment missed, late or out of reach ("what happens if I miss a mortgage payment", "behind on my mortgage"): not
 * a payment to work out but the knowledge base's `missed-payment` answer (ADR 37). A car's or a card's is a debt.
 */
const MISSED_PAYMENT =
  /\b(?:miss(?:ed|ing)?|skipped|(?:be|am|are|is|im|i'm|running|pay(?:ing)?)\s+late|late\s+(?:on|with|paying)|behind\s+(?:on|with)|can(?:'|\u2019|no)?t\s+(?:make|pay|cover)|unable\s+to\s+(?:make|pay)|default(?:ed|ing)?\s+on)\s+(?:(?:a|my|our|the|one|two|\d+|next|this month's|this months)\s+)?(?:(?:mortgage|house|home)\s+)?(?:payments?|pmts?|mortgage)\b|\barrears\b/i;

const EVIDENCE_BONUS = 0.25;
const SHAPE_WEIGHT = 0.08;

const STOP_WORDS = new Set(
  'a an the i im me we our us you your it its is are was be been am to of on in at for and or with w if that this what whats which do does did can could would will should so just like about any get got'.split(
    ' ',
  ),
);

/** A light stemmer: common endings off ("renewal", "renewing", "renewed" are "renew"), then at most six letters. */
function stem(word: string): string {
  const plain = word.replace(/ies$/, 'y').replace(/(?<=\w{4})(?:ings?|ed|als?|ly|es|s)$/, '');
  return plain.length > 6 ? plain.slice(0, 6) : plain;
}

/** Lower-case stems of the words, then each adjacent pair. "down payment" is one word: "payment" alone is a payment. */
export function features(text: string): string[] {
  const words = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['\u2019`]/g, '')
    .replace(/\bdown[\s-]*(?:payment|paymnt|pmt)s?\b/g, 'downpayment')
    // "car payment", "student loan payments": a debt, not a mortgage payment.
    .replace(/\b(?:car|truck|auto|vehicle|student|loan|lease|credit card|card|support)\s+(?:loan\s+)?(?:payment|pmt)s?\b/g, 'debtpayment')
    .replace(/\b(bi|semi)[\s-]+(weekly|monthly)\b/g, '$1$2')
    // The French names of Ontario's land transfer tax and of a first-time buyer read as the English ones the
    // examples teach: "droits de cession immobiliere", "droits de mutation", "taxe de bienvenue", "premier achat".
    .replace(
      /\b(?:droits?|frais|taxes?)\s+de\s+(?:cession|mutation)(?:\s+immobilieres?)?\b|\btaxes?\s+de\s+bienvenue\b|\b(?:taxes?|impots?|droits?)\s+(?:de|sur\s+les?)\s+transferts?(?:\s+(?:foncier|immobilier|de\s+propriete)s?)?\b/g,
      ' land transfer tax ',
    )
    // The knowledge base's facts asked in French read as the English words the examples teach: "pointage de crédit",
    // "frais de clôture", "préapprobation", "combien de temps", "renouvellement", "hypothèque".
    .replace(/\b(?:pointage|cote|score|dossier)\s+de\s+credit\b/g, ' credit score ')
    .replace(/\b(?:frais|couts?)\s+(?:de|a la)\s+(?:cloture|fermeture|notaire)\b/g, ' closing costs ')
    .replace(/\bpre[\s-]*approbation\w*|\bpre[\s-]*approuve\w*/g, ' preapproval ')
    .replace(/\bcombien\s+de\s+temps\b|\bquels?\s+delais?\b/g, ' how long ')
    .replace(/\brenouvel\w*/g, ' renewal ')
    .replace(/\bhypothe(?:que|caire)s?\b/g, ' mortgage ')
    .replace(/\bpremi(?:er|ere)s?\s+(?:achat|acheteu(?:r|se)s?|maison|propriete)\b|\bprimo[\s-]*accedant\w*/g, ' first time buyer ')
    // Everyday misspellings of "insurance" ("insurence", "insurnace", "insurrance").
    .replace(/\binsu?r+(?:a|e)n[cs]e?\b|\binsurnace\b|\binsurace\b/g, 'insurance')
    .replace(/\d+(?:[.,]\d+)*\s*(?:k|m)\b/g, ' ')
    .split(/[^a-z]+/)
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w))
    .map(stem);
  const pairs = words.slice(1).map((w, i) => `${words[i]}_${w}`);
  return [...words, ...pairs];
}

const hasNumber = (text: string) => /\d/.test(text);
const hasMoney = (text: string) => /\$|\d\s*k\b|\d{1,3}(?:[ ,]\d{3})+|\d{4,}|\bmillion\b|\d\s*m\b/i.test(text);
const share = (examples: readonly string[], test: (text: string) => boolean) => (examples.filter(test).length + 1) / (examples.length + 2);

interface Model {
  weight: Map<string, number>;
  centroids: Map<Topic, Map<string, number>>;
  numberShare: Map<Topic, number>;
  moneyShare: Map<Topic, number>;
}

let model: Model | undefined;

function vector(feats: readonly string[], weight: Map<string, number>): Map<string, number> {
  const v = new Map<string, number>();
  for (const f of feats) {
    const w = weight.get(f);
    if (w !== undefined && w > 0) v.set(f, (v.get(f) ?? 0) + w);
  }
  return v;
}

function normalise(v: Map<string, number>): Map<string, number> {
  const length = Math.sqrt([...v.values()].reduce((a, b) => a + b * b, 0));
  if (length === 0) return v;
  for (const [k, x] of v) v.set(k, x / length);
  return v;
}

function train(): Model {
  const topicsUsing = new Map<string, Set<Topic>>();
  for (const topic of TOPICS) {
    for (const example of TOPIC_EXAMPLES[topic]) {
      for (const f of features(example)) {
        if (!topicsUsing.has(f)) topicsUsing.set(f, new Set());
        topicsUsing.get(f)!.add(topic);
      }
    }
  }
  const weight = new Map<string, number>();
  for (const [f, topics] of topicsUsing) weight.set(f, Math.log((TOPICS.length + 1) / topics.size));
  const centroids = new Map<Topic, Map<string, number>>();
  const centroidOf = (examples: readonly string[]) => {
    const sum = new Map<string, number>();
    for (const example of examples) {
      for (const [f, x] of normalise(vector(features(example), weight))) sum.set(f, (sum.get(f) ?? 0) + x);
    }
    return normalise(sum);
  };
  const numberShare = new Map<Topic, number>();
  const moneyShare = new Map<Topic, number>();
  for (const topic of TOPICS) {
    centroids.set(topic, centroidOf(TOPIC_EXAMPLES[topic]));
    numberShare.set(topic, share(TOPIC_EXAMPLES[topic], hasNumber));
    moneyShare.set(topic, share(TOPIC_EXAMPLES[topic], hasMoney));
  }
  return { weight, centroids, numberShare, moneyShare };
}

export function classifyTopic(text: string, evidence: InputEvidence = {}): TopicGuess {
  model ??= train();
  const m = model;
  const v = normalise(vector(features(text), m.weight));
  if (v.size === 0) return { topic: 'other', confidence: 0, score: 0, knownFeatures: 0 };
  const withNumber = hasNumber(text);
  const withMoney = hasMoney(text);
  const deceptive = DECEPTION.test(text.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
  const guarantee = GUARANTEE_ASKED.test(text);
  const othersData = isOthersDataRequest(text);
  // Misstating something to a lender needs a lender in view: "write an employment reference for my friend" or
  // "call me at 3pm" shares words with the fraud examples but deceives nobody (ADR 37).
  const mortgageWords = mortgageWordsOf(text);
  const unsafeGrounded = deceptive || guarantee || othersData || SECRETS_ASKED.test(text) || LENDER_CONTEXT.test(mortgageWords);
  const callBack = CALL_BACK.test(text);
  // Mortgage words only in another sense ("the exchange rate", "a car loan"): declined and steered back.
  const otherSenseOnly = DOMAIN_WORDS.test(text) && !DOMAIN_WORDS.test(mortgageWords);
  const plainRequest = !unsafeGrounded && !callBack && !DOMAIN_WORDS.test(mortgageWords) && (PLAIN_REQUEST.test(text) || isCodeRequest(text) || otherSenseOnly);
  const priceAsked = Boolean(evidence.hasDownNoPrice) && MAX_PRICE_ASKED.test(text);
  const sizeAsked = Boolean(evidence.hasPriceAndDown) && MORTGAGE_SIZE_ASKED.test(text);
  const missedPayment = MISSED_PAYMENT.test(text);
  const figuresNotRules = Boolean(evidence.hasLoanFigures) && !AMORTIZATION_RULES_ASKED.test(text);
  const scores = TOPICS.map((topic) => {
    const centroid = m.centroids.get(topic)!;
    let score = 0;
    for (const [f, x] of v) score += x * (centroid.get(f) ?? 0);
    const numbers = m.numberShare.get(topic)!;
    const amounts = m.moneyShare.get(topic)!;
    score += SHAPE_WEIGHT * ((withNumber ? numbers : 1 - numbers) + (withMoney ? amounts : 1 - amounts) - 1);
    if (evidence.hasIncome && topic === 'affordability') score += EVIDENCE_BONUS;
    if (evidence.hasPenaltyFacts && topic === 'penalty') score += EVIDENCE_BONUS;
    if (deceptive && topic === 'unsafe') score += EVIDENCE_BONUS;
    // Asking for a guarantee outweighs the rate or the approval it names: the answer is a plain no (ADR 37).
    if (guarantee && topic === 'unsafe') score += 2 * EVIDENCE_BONUS;
    // So does asking for another person's data: nobody's file is shown in the chat (ADR 37).
    if (othersData && topic === 'unsafe') score += 2 * EVIDENCE_BONUS;
    if (figuresNotRules && evidence.hasPaymentFrequency && topic === 'payment') score += EVIDENCE_BONUS;
    if (sizeAsked && topic === 'mortgage_size') score += EVIDENCE_BONUS;
    if (missedPayment && topic === 'other') score += 2 * EVIDENCE_BONUS;
    if (priceAsked && topic === 'affordability') score += EVIDENCE_BONUS;
    if (!unsafeGrounded && topic === 'unsafe') score = -1;
    // A writing or job request with no word of the mortgage world is declined and steered back.
    if (plainRequest && topic === 'off_topic') score += EVIDENCE_BONUS;
    // An amount and a rate make a named amortization an input: its rules win only when asked about.
    if (figuresNotRules && topic === 'amortization_rules') score = -1;
    return { topic, score };
  });
  scores.sort((a, b) => b.score - a.score);
  const [best, second] = [scores[0]!, scores[1]!];
  const confidence = best.score <= 0 ? 0 : best.score / (best.score + Math.max(0, second.score));
  return { topic: best.topic, confidence, score: best.score, knownFeatures: v.size };
}
