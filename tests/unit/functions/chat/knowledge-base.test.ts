import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE } from '../../../../functions/chat/knowledge-base';
import { normalizeTrigger } from '../../../../functions/chat/match-intent';

const answer = (id: string) => KNOWLEDGE_BASE.find((e) => e.id === id)?.answer ?? '';

describe('knowledge base shape', () => {
  it('has unique ids and non-empty triggers and answers', () => {
    const ids = KNOWLEDGE_BASE.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of KNOWLEDGE_BASE) {
      expect(entry.triggers.length, entry.id).toBeGreaterThan(0);
      expect(entry.answer.trim().length, entry.id).toBeGreaterThan(40);
      for (const trigger of entry.triggers) expect(normalizeTrigger(trigger), `${entry.id}: ${trigger}`).not.toBe('');
    }
  });

  it('covers every intent the assistant answers', () => {
    const required = [
      'down-payment',
      'mortgage-insurance',
      'closing-costs',
      'pre-approval',
      'approval-timelines',
      'renewal',
      'credit-score',
      'fixed-vs-variable',
      'amortization',
      'prepayment',
      'first-time-buyers',
      'refinancing',
      'self-employed',
      'documents',
      'stress-test',
      'broker-fees',
      'agent',
      'greeting',
      'thanks',
    ];
    const ids = KNOWLEDGE_BASE.map((e) => e.id);
    for (const id of required) expect(ids).toContain(id);
  });

  it('checks greetings and thanks after every real topic, and the generic entry after the specific ones', () => {
    const ids = KNOWLEDGE_BASE.map((e) => e.id);
    expect(ids.slice(-3)).toEqual(['thanks', 'goodbye', 'greeting']);
    expect(ids.indexOf('mortgage-general')).toBe(ids.length - 4);
  });
});

describe('answers use the canned facts and current federal rules', () => {
  it('down payment: the tiers in force since 15 December 2024', () => {
    const text = answer('down-payment');
    expect(text).toContain('5% of the first $500,000');
    expect(text).toContain('10% of the portion from $500,000 up to $1,500,000');
    expect(text).toContain('20% for homes of $1,500,000 or more');
    expect(text).toMatch(/less than 20% down.*mortgage default insurance/);
  });

  it('closing costs 1.5% to 4%', () => {
    expect(answer('closing-costs')).toContain('1.5% to 4% of the purchase price');
  });

  it('pre-approval: rate hold 90 to 120 days, 1 to 3 days, and no guarantee', () => {
    const text = answer('pre-approval');
    expect(text).toContain('90 to 120 days');
    expect(text).toContain('1 to 3 days');
    expect(text).toContain('not a guarantee');
  });

  it('timelines: 1-3 days, 5-7 days, 2-4 weeks', () => {
    const text = answer('approval-timelines');
    expect(text).toContain('1 to 3 days');
    expect(text).toContain('5 to 7 days');
    expect(text).toContain('2 to 4 weeks');
  });

  it('renewal starts 4 to 6 months before the term ends', () => {
    expect(answer('renewal')).toContain('4 to 6 months before your term ends');
  });

  it('credit 650+ preferred', () => {
    expect(answer('credit-score')).toContain('650 or higher');
  });

  it('stress test: greater of contract + 2% or 5.25%', () => {
    expect(answer('stress-test')).toContain('greater of your contract rate plus 2% or 5.25%');
  });

  it('amortization: 30-year insured for first-time buyers and new builds', () => {
    expect(answer('amortization')).toMatch(/30 years for first-time buyers and buyers of newly built homes/);
    expect(answer('first-time-buyers')).toMatch(/30-year amortization/);
  });

  it('prepayment: the marketing 20% annual prepayment', () => {
    expect(answer('prepayment')).toContain('up to 20% of the original amount');
  });

  it('broker fees: paid by the lender, no direct cost to most borrowers', () => {
    expect(answer('broker-fees')).toMatch(/costs nothing.*lender pays the broker/s);
  });

  it('the agent answer asks for contact details', () => {
    expect(answer('agent')).toMatch(/email or phone number/);
  });

  it('never promises approval or a personal rate', () => {
    for (const entry of KNOWLEDGE_BASE) {
      expect(entry.answer, entry.id).not.toMatch(/you (will|'ll) (be|get) approved|guaranteed (approval|rate)|we guarantee/i);
      expect(entry.answer, entry.id).not.toMatch(/your rate (will|is) \d/i);
    }
  });

  it('no answer still quotes the superseded $1,000,000 down payment threshold', () => {
    for (const entry of KNOWLEDGE_BASE) expect(entry.answer, entry.id).not.toMatch(/1,000,000|\$1M\b|1 million/);
  });
});
