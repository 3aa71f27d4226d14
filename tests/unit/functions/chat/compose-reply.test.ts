import { describe, expect, it } from 'vitest';
import { OFF_TOPIC_ANSWER } from '../../../../functions/chat/answers/conversation';
import { composeReply, DETAILS_NOTED_INTENT, LEAD_CAPTURED_INTENT, RATES_INTENT } from '../../../../functions/chat/compose-reply';
import { KNOWLEDGE_BASE } from '../../../../functions/chat/knowledge-base';
import { FALLBACK_ANSWER, FALLBACK_INTENT } from '../../../../functions/chat/match-intent';
import type { ChatMessage, RateRow } from '../../../../functions/chat/types';
import { CHAT_GREETING, SUGGESTED_QUESTIONS } from '../../../../src/lib/chat/suggested-questions';

const rates: RateRow[] = [
  {
    id: 'a',
    province: 'Ontario',
    term: '5 year',
    rate_type: 'fixed',
    mortgage_type: 'Conventional',
    posted_rate: 6.09,
    our_rate: 4.29,
    scraped_at: '2025-01-05T14:00:00.000Z',
  },
];
const greeting: ChatMessage[] = [{ role: 'assistant', content: CHAT_GREETING }];
const answer = (id: string) => KNOWLEDGE_BASE.find((e) => e.id === id)!.answer;

describe('composeReply', () => {
  it('answers a rates question from the rates given', () => {
    const result = composeReply("What are today's rates?", greeting, rates);
    expect(result.intent).toBe(RATES_INTENT);
    expect(result.reply).toContain('• 5-year Conventional: 4.29%');
  });

  it('says rates are being updated when none are given', () => {
    expect(composeReply('rates?', greeting).reply).toMatch(/currently updating our rates/);
  });

  it.each([
    ['How long is the rate hold on a pre-approval?', 'pre-approval'],
    ['What is the qualifying rate for the stress test?', 'stress-test'],
    ['Should I go fixed or variable rate?', 'fixed-vs-variable'],
    ['What is the CMHC insurance premium rate?', 'mortgage-insurance'],
    ['What is the interest rate differential penalty?', 'prepayment'],
    ['How does amortization change the interest I pay?', 'amortization'],
  ])('explains a rate concept instead of listing rates: %j', (text, intent) => {
    expect(composeReply(text, greeting, rates).intent).toBe(intent);
  });

  it('lists rates for other topics that mention a rate', () => {
    expect(composeReply('What rates can a first-time buyer get?', greeting, rates).intent).toBe(RATES_INTENT);
    expect(composeReply('renewal rates for a 5 year fixed', greeting, rates).intent).toBe(RATES_INTENT);
  });

  it('answers from the knowledge base, then falls back', () => {
    expect(composeReply('What are closing costs?', greeting)).toEqual({
      reply: answer('closing-costs'),
      intent: 'closing-costs',
      details: {},
    });
    expect(composeReply('Tell me about escrow holdbacks', greeting)).toMatchObject({
      reply: FALLBACK_ANSWER,
      intent: FALLBACK_INTENT,
    });
    // Plainly off topic: a polite no and back to mortgages (ADR 37).
    expect(composeReply('What is the capital of France?', greeting)).toMatchObject({ reply: OFF_TOPIC_ANSWER, intent: 'off-topic' });
  });

  it('answers the question in a greeting', () => {
    expect(composeReply('hi, what down payment do I need', greeting).intent).toBe('down-payment');
  });

  it.each([
    [SUGGESTED_QUESTIONS[0], RATES_INTENT],
    [SUGGESTED_QUESTIONS[1], 'down-payment'],
    [SUGGESTED_QUESTIONS[2], 'first-time-buyers'],
    [SUGGESTED_QUESTIONS[3], 'pre-approval'],
    [SUGGESTED_QUESTIONS[4], 'closing-costs'],
    [SUGGESTED_QUESTIONS[5], 'agent'],
  ])('the chip %j is answered by %s', (question, intent) => {
    expect(composeReply(question, greeting, rates).intent).toBe(intent);
  });

  it('thanks the visitor for contact details instead of a generic answer', () => {
    const result = composeReply('My name is Jane Doe, jane@example.com', greeting);
    expect(result.intent).toBe(LEAD_CAPTURED_INTENT);
    expect(result.reply).toMatch(/^Thanks, Jane! A licensed mortgage agent will contact you at jane@example.com/);
    expect(result.details).toEqual({ name: 'Jane Doe', email: 'jane@example.com' });
  });

  it('answers a question and thanks for the contact details in the same message', () => {
    const result = composeReply('What are closing costs? My number is 416-555-0199', greeting);
    expect(result.intent).toBe('closing-costs');
    expect(result.reply.startsWith(answer('closing-costs'))).toBe(true);
    expect(result.reply).toMatch(/Thanks! A licensed mortgage agent will contact you at 416-555-0199/);
  });

  it('gathers details from the whole conversation', () => {
    const history: ChatMessage[] = [
      ...greeting,
      { role: 'user', content: "I'm Raj, buying a $700k condo with 10% down" },
      { role: 'assistant', content: 'ok' },
    ];
    const result = composeReply('raj@example.com', history);
    expect(result.details).toEqual({
      name: 'Raj',
      propertyValue: 700_000,
      propertyType: 'condo',
      downPayment: '10%',
      email: 'raj@example.com',
    });
    expect(result.reply).toMatch(/^Thanks, Raj!/);
  });

  it('does not ask again for details it already has', () => {
    const history: ChatMessage[] = [...greeting, { role: 'user', content: 'call me at 647 555 0123' }];
    const result = composeReply('Can I talk to an agent?', history);
    expect(result.intent).toBe('agent');
    expect(result.reply).toMatch(/already have your details.*647-555-0123/);
  });

  it('acknowledges property details that match no question', () => {
    const result = composeReply('$650k semi in Hamilton', greeting);
    expect(result.intent).toBe(DETAILS_NOTED_INTENT);
    expect(result.details).toEqual({ propertyValue: 650_000, propertyType: 'semi-detached' });
  });

  it('greets a visitor by name', () => {
    expect(composeReply("Hi, I'm Ana", greeting).reply).toMatch(/^Nice to meet you, Ana! Hello!/);
  });

  it('never promises approval or a personal rate', () => {
    for (const text of ['rates', 'jane@example.com', 'Can I be approved?', 'what rate will I get?']) {
      expect(composeReply(text, greeting, rates).reply).not.toMatch(/you (will|'ll) (be|get) approved|guarantee/i);
    }
  });
});
