import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE } from '../../../../functions/chat/knowledge-base';
import {
  answerFromKnowledgeBase,
  FALLBACK_ANSWER,
  FALLBACK_INTENT,
  matchIntent,
  normalizeForMatching,
  normalizeTrigger,
} from '../../../../functions/chat/match-intent';

const intentOf = (text: string) => matchIntent(text)?.id ?? FALLBACK_INTENT;

describe('normalizeForMatching', () => {
  it('lower-cases, drops apostrophes, turns punctuation into single spaces and pads', () => {
    expect(normalizeForMatching("What's the PRE-APPROVAL   process?")).toBe(' whats the pre approval process ');
    expect(normalizeForMatching('20% down, $50k')).toBe(' 20% down $50k ');
  });

  it('keeps edge spaces of a trigger as word boundaries', () => {
    expect(normalizeTrigger(' hi ')).toBe(' hi ');
    expect(normalizeTrigger('Pre-Approv')).toBe('pre approv');
    expect(normalizeTrigger('  ')).toBe('');
  });
});

describe('matchIntent', () => {
  it.each([
    ['documents', ['What documents do I need?', 'Do you need my pay stubs?', 'how many years of tax returns']],
    ['first-time-buyers', ["I'm a first-time buyer", 'buying my first home', 'Can I use my FHSA?', 'home buyers’ plan', 'FTHB programs']],
    ['stress-test', ['What is the stress test?', 'how does the mortgage stress-test work', 'what rate do I qualify at']],
    ['self-employed', ["I'm self-employed", 'I own my own business', "I'm a freelancer", 'I am a contractor']],
    ['pre-approval', ['How do I get pre-approved?', 'preapproval', 'How long is the rate hold?', 'can you hold a rate']],
    ['closing-costs', ['What are closing costs?', 'land transfer tax?', 'do I need title insurance', 'lawyer fees']],
    ['mortgage-insurance', ['What is CMHC?', 'Do I need mortgage insurance?', 'what is default insurance', 'high-ratio']],
    ['prepayment', ['Can I make a lump sum payment?', 'prepayment privileges', 'what is the penalty to break my mortgage']],
    ['down-payment', ['How much down payment do I need?', 'minimum down?', 'Is 5% down enough?', 'downpayment']],
    ['renewal', ['My mortgage is up for renewal', 'when should I renew', 'my term ends in June']],
    ['reverse-mortgage', ['What is a reverse mortgage?', "I'm over 55, can I get a CHIP mortgage?"]],
    ['refinancing', ['Can I refinance?', 'I want to access my home equity', 'debt consolidation', 'HELOC']],
    ['credit-score', ['What credit score do I need?', 'I have bad credit', 'I declared bankruptcy']],
    ['fixed-vs-variable', ['Fixed or variable?', 'fixed vs variable', 'what is the difference between fixed and variable']],
    ['amortization', ['What is amortization?', 'Can I get a 30-year mortgage?', 'amortisation period']],
    ['approval-timelines', ['How long does it take to get approved?', 'What is the timeline?', 'How fast can I close?']],
    ['investment-property', ['I want to buy a rental property', 'investment properties']],
    ['broker-fees', ['Do you charge a fee?', 'How do brokers get paid?', 'Why use a broker?', "what's a mortgage broker"]],
    ['become-agent', ['How do I become a mortgage agent?', 'are you hiring']],
    ['affordability', ['How much can I afford?', 'how much can I borrow']],
    ['payment-calculator', ['What would my monthly payment be?', 'is there a calculator']],
    ['agent', ['Can I speak with a mortgage agent?', 'I want to talk to a human', 'please call me back', 'book a consultation']],
    ['mortgage-general', ['Tell me about mortgages', 'I want to buy a house']],
    ['thanks', ['Thank you!', 'thanks', 'thx', 'appreciate it']],
    ['goodbye', ['bye', 'Goodbye!', "that's all"]],
    ['greeting', ['hi', 'Hi!', 'Hello there', 'hey', 'Good morning']],
  ])('%s', (intent, questions) => {
    for (const question of questions) expect(intentOf(question), question).toBe(intent);
  });

  describe('priority (first match wins)', () => {
    it.each([
      ['hi, what down payment do I need', 'down-payment'],
      ['Hello! How do I get pre-approved?', 'pre-approval'],
      ['thanks, and what are closing costs?', 'closing-costs'],
      ['What down payment does a first-time buyer need?', 'first-time-buyers'],
      ['Does the stress test apply to my mortgage?', 'stress-test'],
      ["I'm self-employed, can I get a mortgage?", 'self-employed'],
      ['What documents do I need for a pre-approval?', 'documents'],
      ['Do I need CMHC with 10% down?', 'mortgage-insurance'],
      ['is title insurance a closing cost', 'closing-costs'],
      ['How long does pre-approval take?', 'pre-approval'],
      ['How early should I start my renewal?', 'renewal'],
      ['Can I get a line of credit?', 'refinancing'],
      ['first-time home buyers tax credit', 'first-time-buyers'],
      ['How can I pay down my mortgage faster?', 'prepayment'],
      ['what does a mortgage agent charge', 'broker-fees'],
    ])('%j -> %s', (text, intent) => {
      expect(intentOf(text)).toBe(intent);
    });
  });

  describe('word boundaries', () => {
    it.each(['this is high', 'which one', 'they said so', 'I feel unsure', 'history', 'whatever'])('%j is not a greeting, fee or other intent', (text) => {
      expect(intentOf(text)).toBe(FALLBACK_INTENT);
    });
  });

  it('uses the entries it is given, in their order', () => {
    const entries = [
      { id: 'b', triggers: ['apple'], answer: 'B' },
      { id: 'a', triggers: ['apple pie'], answer: 'A' },
    ];
    expect(matchIntent('I like Apple Pie', entries)?.id).toBe('b');
    expect(matchIntent('pears', entries)).toBeUndefined();
  });
});

describe('answerFromKnowledgeBase', () => {
  it('falls back with an offer of an agent', () => {
    expect(answerFromKnowledgeBase('What is the capital of France?')).toEqual({
      intent: FALLBACK_INTENT,
      answer: FALLBACK_ANSWER,
    });
    expect(FALLBACK_ANSWER).toMatch(/mortgage agent/);
  });

  it('returns the matching entry answer', () => {
    const entry = KNOWLEDGE_BASE.find((e) => e.id === 'closing-costs')!;
    expect(answerFromKnowledgeBase('closing costs?')).toEqual({ intent: 'closing-costs', answer: entry.answer });
  });
});
