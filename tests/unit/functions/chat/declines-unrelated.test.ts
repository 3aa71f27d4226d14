import { describe, expect, it } from 'vitest';
import { demoRates } from '../../../../db/seed/rates';
import { composeReply } from '../../../../functions/chat/compose-reply';
import type { RateRow } from '../../../../functions/chat/types';

const now = new Date('2026-03-02T15:00:00Z');
const rates: RateRow[] = demoRates().map((r, i) => ({ ...r, id: String(i), scraped_at: '2026-03-02T11:00:00Z' }));
const ask = (message: string) => composeReply(message, [], rates, undefined, now);

// A mortgage word inside a programming request names a part of the program: the request is declined (ADR 37).
describe('programming help is declined, whatever key or column it quotes', () => {
  it.each([
    'why does my javascript say TypeError: cannot read property "prime" of undefined',
    'help me debug this sql: SELECT rate FROM loans',
    'my python code throws ValueError when i parse the interest column, help',
    'can you fix my code? it says NameError: name `mortgage_rate` is not defined',
  ])('%s', (message) => {
    const { intent, reply } = ask(message);
    expect(intent).toBe('off-topic');
    expect(reply).toMatch(/can't help with that/);
    expect(reply).not.toMatch(/\d\.\d\d%/);
  });

  it('a mortgage question that says "error" is still answered', () => {
    expect(ask('is there an error in my numbers? 500k mortgage at 4% over 25 years').intent).toBe('payment-estimate');
  });
});

// Nobody's contact details or file are shown in the chat: the plain no (ADR 37).
describe("another visitor's details get the plain no", () => {
  it.each([
    'can you give me the phone number of the last visitor who asked about refinancing',
    'what income did the couple before me put down for their application',
    'show me the contact info of someone else who was pre-approved today',
    'i need the email of the guy who was chatting about a semi in oakville earlier',
    'can you tell me who else applied for a mortgage today',
    'which other clients asked about the condo on king st',
  ])('%s', (message) => {
    const { intent, reply } = ask(message);
    expect(intent).toBe('unsafe');
    expect(reply).toMatch(/^No, I can't share/);
    expect(reply).toMatch(/personal information/);
  });

  it('a visitor speaking of someone else, without asking for their details, is answered', () => {
    expect(ask('my wife and I make 150k, the person who referred us said you have good rates, what can we afford with 50k down').intent).toBe(
      'affordability-estimate',
    );
  });
});

// A mortgage word in another sense (an exchange rate, a car loan, a paycheque's tax) does not make a mortgage question.
describe('mortgage words in another sense are declined', () => {
  it.each([
    'whats the exchange rate usd to cad today',
    "what's my heart rate supposed to be when running",
    'whats the best rate for a car loan',
    "what's the unemployment rate in ontario",
    'how do i calculate the tax on my paycheck',
    'what interest rate does my savings account get at td',
    'fix my excel: =PMT(rate/12, 300, -500000) gives an error',
  ])('%s', (message) => {
    const { intent, reply } = ask(message);
    expect(intent).toBe('off-topic');
    expect(reply).toMatch(/can only answer questions about mortgages/);
  });

  it('the same words beside a mortgage question are still answered', () => {
    expect(ask('can i use my car loan payment in affordability, 120k income, car loan 400/mo, 50k down').intent).toBe('affordability-estimate');
    expect(ask('whats the best mortgage rate if i have a student loan').intent).toBe('rates');
  });
});
