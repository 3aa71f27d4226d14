import { describe, expect, it } from 'vitest';
import { classifyTopic, features } from '../../../../functions/chat/understand/classify-topic';
import { TOPIC_EXAMPLES, TOPICS } from '../../../../functions/chat/understand/topic-examples';
import { understand } from '../../../../functions/chat/understand/understand';

describe('the topic classifier', () => {
  it('reads "down payment" as one word and drops the numbers', () => {
    expect(features('Down-payment on 600k')).toEqual(['downpa']);
    expect(features('bi weekly payments')).toEqual(['biweek', 'paymen', 'biweek_paymen']);
  });

  it('puts each of its own examples in its topic (the examples are consistent)', () => {
    const wrong = TOPICS.flatMap((topic) => TOPIC_EXAMPLES[topic].filter((e) => classifyTopic(e).topic !== topic).map((e) => `${topic}: ${e}`));
    // A few examples share words with other topics; nearly all must still land in their own.
    const total = TOPICS.reduce((n, t) => n + TOPIC_EXAMPLES[t].length, 0);
    expect(wrong.length / total, wrong.join('\n')).toBeLessThan(0.05);
  });

  it.each([
    ['how much would i pay a month on 410k at 4.7 over 30 years', 'payment'],
    ['me and my husband earn 95k and 60k, what house price can we look at', 'affordability'],
    ['smallest deposit i can put on a 780k semi', 'min_down_payment'],
    ['cmhc premium for 620k with 8% down', 'mortgage_insurance'],
    ['what is the land transfer on a 1.3m house in toronto', 'land_transfer_tax'],
    ['total money needed on closing for a 560k condo', 'cash_to_close'],
    ['cost to break my fixed, 380k at 5.1% with 2 years left', 'penalty'],
    ['what rate would i be stress tested at if i got 4.4', 'stress_test'],
    ['can a repeat buyer get 30 years with 5% down', 'amortization_rules'],
    ['best 3 year variable today', 'rates'],
    ['what is the bank prime rate at', 'prime'],
    ['my term is up in the fall, should i sign my banks renewal', 'renewal'],
    ['send me an email when 5 year fixed rates fall', 'rate_alerts'],
    ['recommend me a good pizza place', 'off_topic'],
    ['can my employer write a letter saying i earn more than i do', 'unsafe'],
  ])('"%s" is %s', (message, topic) => {
    expect(classifyTopic(message).topic).toBe(topic);
  });

  it('a message with an income leans to affordability, one with a posted rate or time left to a penalty', () => {
    expect(classifyTopic('30 year amortization, first home, 45k down', { hasIncome: true }).topic).toBe('affordability');
  });
});

describe('understanding a conversation', () => {
  it('a message that only adds numbers continues the previous question and keeps its numbers', () => {
    const history = [
      { role: 'user' as const, content: 'whats the weekly payment at 4.59% 30 yr amortization' },
      { role: 'assistant' as const, content: 'Noted: at 4.59%, over 30 years. How much is the mortgage?' },
    ];
    const understood = understand('the mortgage would be 372 000', history);
    expect(understood).toMatchObject({ topic: 'payment', followUp: true });
    expect(understood.inputs).toMatchObject({ loanAmount: 372_000, rate: 4.59, amortizationYears: 30, frequency: 'weekly' });
  });

  it('a question answered over several messages stays one question', () => {
    const history = [
      { role: 'user' as const, content: 'how much per month for 725k' },
      { role: 'assistant' as const, content: 'What rate should I use, and over how many years?' },
      { role: 'user' as const, content: 'rate 4.3' },
      { role: 'assistant' as const, content: 'Over how many years is the amortization?' },
    ];
    expect(understand('30 years', history)).toMatchObject({ topic: 'payment', inputs: { amount: 725_000, rate: 4.3, amortizationYears: 30 } });
  });

  it('a new question starts afresh, and contact details alone continue nothing', () => {
    const history = [{ role: 'user' as const, content: 'payment on 500k at 4.5% over 25 years' }];
    expect(understand('what is the land transfer tax on 700k?', history)).toMatchObject({ topic: 'land_transfer_tax', followUp: false });
    expect(understand('raj@example.com', history).followUp).toBe(false);
  });
});
