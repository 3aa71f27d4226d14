import { describe, expect, it } from 'vitest';
import { demoRates } from '../../../../db/seed/rates';
import { composeReply } from '../../../../functions/chat/compose-reply';
import type { RateRow } from '../../../../functions/chat/types';

/**
 * Choosing between a fixed and a variable rate is the fixed-or-variable explanation, not a penalty question nor a
 * rates list; a request for today's rates still lists them (ADR 37). Wordings of our own.
 */
const now = new Date('2026-03-02T15:00:00Z');
const rates: RateRow[] = demoRates().map((r, i) => ({ ...r, id: String(i), scraped_at: '2026-03-02T11:00:00Z' }));
const ask = (message: string) => composeReply(message, [], rates, undefined, now);

describe('"should I pick a variable or fixed mortgage" is the choice, not a penalty', () => {
  it.each([
    'should i pick a variable or fixed mortgage',
    'do you recommend a variable or fixed mortgage',
    'should we take a variable or a fixed mortgage',
    'would you pick variable or fixed on our first mortgage',
    'is a variable or fixed mortgage better for a first home',
  ])('%s', (message) => {
    const { intent, reply } = ask(message);
    expect(intent).toBe('fixed-vs-variable');
    expect(reply).toContain('A fixed rate stays the same for your whole term');
    expect(reply).not.toContain('penalty, could you tell me');
  });
});

describe('"fixed vs variable, which should we pick" explains the choice; asking for rates lists them', () => {
  it.each([
    'fixed vs variable, which should we pick this year',
    'fixed versus variable, which one should i go with in 2026',
    'variable vs fixed for us this year, which would you choose',
    'fixed vs variable: which makes more sense for us now',
  ])('%s', (message) => {
    const { intent, reply } = ask(message);
    expect(intent).toBe('fixed-vs-variable');
    expect(reply).not.toContain('Here are our best current rates');
  });

  it.each(['fixed vs variable rates today', 'what are current fixed and variable rates', '5 year fixed vs variable rates right now'])(
    '%s still lists rates',
    (message) => {
      const { intent, reply } = ask(message);
      expect(intent).toBe('rates');
      expect(reply).toContain('Here are our best current rates');
    },
  );

  it('breaking a fixed to go variable stays a penalty question', () => {
    expect(ask('should i break my fixed to go variable').intent).toMatch(/^penalty/);
  });
});
