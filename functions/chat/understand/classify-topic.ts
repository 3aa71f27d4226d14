import { TOPIC_EXAMPLES, TOPICS, type Topic } from './topic-examples';

/**
 * The topic of a message, from labelled examples (topic-examples.ts), not from the first keyword that matches
 * (ADR 37). A multinomial naive Bayes scorer over word stems and pairs of stems: each topic's examples give how often
 * each feature appears; a message scores, per topic, the sum of the log-likelihoods of its features (add-one
 * smoothing, equal priors). Features no example has are ignored, so unknown words never decide. The confidence is the
 * winner's share after a softmax over the scores. No network and no model file: the examples are the model.
 */
export interface TopicGuess {
  topic: Topic;
  confidence: number;
  /** How many of the message's features the examples know: 0 means nothing to go on. */
  knownFeatures: number;
}

const STOP_WORDS = new Set(
  'a an the i im me my we our us you your it its is are was be been am to of on in at for and or with w if that this what whats which do does did can could would will should so just like about any get got'.split(' '),
);

function stem(word: string): string {
  const plain = word.replace(/(?:ies)$/, 'y').replace(/(?<=\w{3})(?:s|es)$/, '');
  return plain.length > 6 ? plain.slice(0, 6) : plain;
}

/**
 * Lower-case stems of the words, then each adjacent pair (the recogniser reads the numbers themselves). "down
 * payment" is one word, so "payment" alone means a mortgage payment.
 */
export function features(text: string): string[] {
  const lower = text.toLowerCase();
  const words = lower
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['\u2019`]/g, '')
    .replace(/\bdown[\s-]*(?:payment|paymnt|pmt)s?\b/g, 'downpayment')
    .replace(/\d+(?:[.,]\d+)*\s*(?:k|m)\b/g, ' ')
    .split(/[^a-z]+/)
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w))
    .map(stem);
  const pairs = words.slice(1).map((w, i) => `${words[i]}_${w}`);
  return [...words, ...pairs];
}

interface Model {
  counts: Map<Topic, Map<string, number>>;
  totals: Map<Topic, number>;
  vocabulary: Set<string>;
  /**
   * Per topic, the share of its examples that hold a number (add-one smoothed): one yes/no feature beside the words,
   * since "closing costs on 650k" asks for a figure and "what are closing costs" for an explanation.
   */
  numberShare: Map<Topic, number>;
}

const hasNumber = (text: string) => /\d/.test(text);

let model: Model | undefined;

function train(): Model {
  const counts = new Map<Topic, Map<string, number>>();
  const totals = new Map<Topic, number>();
  const vocabulary = new Set<string>();
  const numberShare = new Map<Topic, number>();
  for (const topic of TOPICS) {
    const examples = TOPIC_EXAMPLES[topic];
    numberShare.set(topic, (examples.filter(hasNumber).length + 1) / (examples.length + 2));
    const bag = new Map<string, number>();
    let total = 0;
    for (const example of TOPIC_EXAMPLES[topic]) {
      for (const f of features(example)) {
        bag.set(f, (bag.get(f) ?? 0) + 1);
        vocabulary.add(f);
        total++;
      }
    }
    counts.set(topic, bag);
    totals.set(topic, total);
  }
  return { counts, totals, vocabulary, numberShare };
}

/**
 * What the recognised numbers say about the question, added to the words' scores in log space: an income makes an
 * affordability question far likelier, a balance with time left or a posted rate a penalty one.
 */
export interface InputEvidence {
  hasIncome?: boolean;
  hasPenaltyFacts?: boolean;
}
const EVIDENCE_WEIGHT = 1.5;

export function classifyTopic(text: string, evidence: InputEvidence = {}): TopicGuess {
  model ??= train();
  const known = features(text).filter((f) => model!.vocabulary.has(f));
  if (known.length === 0) return { topic: 'other', confidence: 0, knownFeatures: 0 };
  const size = model.vocabulary.size;
  const withNumber = hasNumber(text);
  const scores = TOPICS.map((topic) => {
    const bag = model!.counts.get(topic)!;
    const total = model!.totals.get(topic)!;
    let score = 0;
    for (const f of known) score += Math.log(((bag.get(f) ?? 0) + 1) / (total + size));
    const share = model!.numberShare.get(topic)!;
    score += Math.log(withNumber ? share : 1 - share);
    if (evidence.hasIncome && topic === 'affordability') score += EVIDENCE_WEIGHT;
    if (evidence.hasPenaltyFacts && topic === 'penalty') score += EVIDENCE_WEIGHT;
    return { topic, score };
  });
  scores.sort((a, b) => b.score - a.score);
  const best = scores[0]!;
  const sum = scores.reduce((acc, s) => acc + Math.exp(s.score - best.score), 0);
  return { topic: best.topic, confidence: 1 / sum, knownFeatures: known.length };
}
