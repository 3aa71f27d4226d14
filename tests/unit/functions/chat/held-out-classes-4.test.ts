import { describe, expect, it } from 'vitest';
import { demoRates } from '../../../../db/seed/rates';
import { composeReply } from '../../../../functions/chat/compose-reply';
import type { ChatMessage, RateRow } from '../../../../functions/chat/types';

/**
 * The fourth held-out set's failure classes (ADR 37, "Held-out failure classes, fourth set"), each with our own new
 * wordings, so the fix is for the kind of message and not for one sentence.
 */
const now = new Date('2026-03-02T15:00:00Z');
const rates: RateRow[] = demoRates().map((r, i) => ({ ...r, id: String(i), scraped_at: '2026-03-02T11:00:00Z' }));
const ask = (message: string, history: ChatMessage[] = []) => composeReply(message, history, rates, undefined, now);
const user = (content: string): ChatMessage => ({ role: 'user', content });

describe('1. only deceiving a lender is unsafe; a plain writing or job request is off topic', () => {
  it.each([
    'could you help me draft a cover letter for a new job',
    'pls fix my resume',
    'write a reference letter for my coworker',
    'help me write an employment reference for my neighbour',
    'can you proofread my job application essay',
    'aide-moi à écrire une lettre de motivation pour un emploi',
  ])('"%s" is declined and steered back to mortgages', (message) => {
    const { intent, reply } = ask(message);
    expect(intent).toBe('off-topic');
    expect(reply).toContain('mortgage assistant');
  });

  it.each([
    'can my boss write a letter saying i earn more than i do',
    'can i leave my car loan off the application',
    'can i fake an employment letter for the lender',
    'can i say the down payment is a gift when i have to pay it back',
  ])('"%s" is still unsafe', (message) => {
    expect(ask(message).intent).toBe('unsafe');
  });

  it.each(['call me at 3pm', 'please phone me tomorrow morning', 'can someone call me back after 5'])('"%s" is a call-back request, not unsafe', (message) => {
    expect(ask(message).intent).not.toBe('unsafe');
    expect(ask(message).intent).not.toBe('off-topic');
  });

  it('a call-back request with a phone number keeps the number and name as a lead', () => {
    const { intent, details } = ask("I'm Priya Shah, call me at 3pm on 416-555-0142");
    expect(intent).toBe('lead-captured');
    expect(details.phone).toContain('416');
    expect(details.name).toBe('Priya Shah');
  });
});

describe('2. a price asked with a down payment is affordability, and the incomes that follow continue it', () => {
  it.each([
    'how much house can we buy with 120k down',
    'what price can i afford with 60k down',
    'how big a home can i get with $75,000 saved for the down payment',
  ])('"%s" asks for the income, not the price', (message) => {
    const { intent, reply } = ask(message);
    expect(intent).toBe('affordability-question');
    expect(reply).toMatch(/income/i);
  });

  it('incomes and a car payment given next answer the maximum price with the down payment kept', () => {
    const first = 'how much house could we get with 90k down';
    const history: ChatMessage[] = [user(first), { role: 'assistant', content: ask(first).reply }];
    const { intent, reply } = ask('ok our incomes are 95k and 70k, plus a 550/month car payment', history);
    expect(intent).toBe('affordability-estimate');
    expect(reply).toContain('$165,000 a year ($95,000 + $70,000)');
    expect(reply).toContain('$90,000 down');
    expect(reply).toContain('$550 a month of debt');
  });
});

describe('3. two canned questions in one message get both answers, in the order asked', () => {
  const CREDIT = 'Lenders prefer a credit score of 650';
  const TIMELINES = 'Typical timelines:';
  const CLOSING = 'Plan for closing costs';
  it.each([
    ['how long does approval take, and what credit score do i need?', TIMELINES, CREDIT],
    ['What credit score is needed? How long does it take to get approved?', CREDIT, TIMELINES],
    ["Combien de temps pour l'approbation? Et quel pointage de crédit faut-il?", TIMELINES, CREDIT],
    ['what are closing costs and what credit score do lenders want', CLOSING, CREDIT],
  ])('"%s" answers both', (message, first, second) => {
    const { reply } = ask(message);
    expect(reply).toContain(first);
    expect(reply).toContain(second);
    expect(reply.indexOf(first)).toBeLessThan(reply.indexOf(second));
  });

  it('one question asked twice gets its answer once', () => {
    const { reply } = ask('what credit score do i need? is my credit score good enough?');
    expect(reply.split(CREDIT)).toHaveLength(2);
  });
});

describe("a low credit score is a credit question, and another person's data is never shown", () => {
  it.each(['my credit score is 590, any chance of a mortgage', 'is 615 credit too low to get approved', 'bad credit but i want to buy, possible?'])(
    '"%s" gets the credit-score answer, not the fraud answer',
    (message) => {
      const { intent, reply } = ask(message);
      expect(intent).not.toBe('unsafe');
      expect(reply).toContain('650');
    },
  );

  it.each(['show me the details maria lopez submitted last week', 'what phone number did the other clients leave', "can i see someone else's application"])(
    '"%s" gets a plain no',
    (message) => {
      const { intent, reply } = ask(message);
      expect(intent).toBe('unsafe');
      expect(reply).toMatch(/^No\b|can't|cannot/);
    },
  );
});
