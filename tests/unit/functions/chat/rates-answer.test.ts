import { describe, expect, it } from 'vitest';
import {
  answerRatesQuestion,
  bestRatesByTerm,
  findProvince,
  formatRatesAnswer,
  formatRatesDate,
  isRatesQuestion,
  termYears,
} from '../../../../functions/chat/rates-answer';
import type { RateRow } from '../../../../functions/chat/types';
import { messages } from '../../../../src/lib/messages';

let nextId = 0;
function rate(overrides: Partial<RateRow>): RateRow {
  nextId += 1;
  return {
    id: `r${nextId}`,
    province: 'Ontario',
    term: '5 year',
    rate_type: 'fixed',
    mortgage_type: 'Conventional',
    posted_rate: null,
    our_rate: 4.5,
    scraped_at: '2025-01-05T14:00:00.000Z',
    ...overrides,
  };
}

describe('isRatesQuestion', () => {
  it.each([
    "What are today's rates?",
    'best rate for 5 year fixed',
    'RATES',
    'interest on a mortgage',
    'How much does a mortgage cost?',
    'what will my mortgage cost',
    'mortgage costs in Ontario',
    'the cost of a mortgage',
    'interest rate?',
  ])('yes: %j', (text) => {
    expect(isRatesQuestion(text)).toBe(true);
  });

  it.each([
    "I'm interested in buying",
    'separate question',
    'How much down payment do I need?',
    'What are closing costs?',
    'moderate income',
    'accurate info please',
  ])('no: %j', (text) => {
    expect(isRatesQuestion(text)).toBe(false);
  });
});

describe('findProvince', () => {
  it.each([
    ['rates in Alberta', 'Alberta'],
    ['rates in BC', 'British Columbia'],
    ['rates in B.C.', 'British Columbia'],
    ['british columbia rates', 'British Columbia'],
    ['rates for ON', 'Ontario'],
    ['ontario', 'Ontario'],
    ['Nova Scotia and NB', 'Nova Scotia'],
    ['NB and Nova Scotia', 'New Brunswick'],
    ['PEI rates', 'Prince Edward Island'],
    ['Newfoundland rates', 'Newfoundland and Labrador'],
    ['Québec', 'Quebec'],
    ['rates in the Northwest Territories', 'Northwest Territories'],
    ['SK?', 'Saskatchewan'],
  ])('%j -> %s', (text, expected) => {
    expect(findProvince(text)).toBe(expected);
  });

  it.each(['rates on a 5 year fixed', 'what is on offer', 'ab workout', 'yt video', 'no province here'])(
    'none in %j (lower-case codes are ordinary words)',
    (text) => {
      expect(findProvince(text)).toBeUndefined();
    },
  );
});

describe('termYears', () => {
  it.each([
    ['5 year', 5],
    ['1 Year', 1],
    ['7-yr', 7],
    ['10 Years', 10],
    ['open', undefined],
  ])('%j -> %s', (term, years) => {
    expect(termYears(term)).toBe(years);
  });
});

describe('bestRatesByTerm', () => {
  it('keeps the lowest rate per term and rate type, public terms only, lowest first', () => {
    const rows = [
      rate({ term: '5 year', our_rate: 4.6 }),
      rate({ term: '5 Year', our_rate: 4.2, mortgage_type: 'High-Ratio' }),
      rate({ term: '3 year', our_rate: 4.4 }),
      rate({ term: '2 year', our_rate: 3.9 }),
      rate({ term: '10 year', our_rate: 3.5 }),
      rate({ term: '5 year', rate_type: 'variable', our_rate: 4.1 }),
    ];
    expect(bestRatesByTerm(rows).map((r) => [r.term, r.rate_type, r.our_rate])).toEqual([
      ['5 year', 'variable', 4.1],
      ['5 Year', 'fixed', 4.2],
      ['3 year', 'fixed', 4.4],
    ]);
  });
});

describe('formatRatesAnswer', () => {
  const rows = [
    rate({ term: '5 year', our_rate: 4.19, mortgage_type: 'High-Ratio' }),
    rate({ term: '5 year', our_rate: 4.39 }),
    rate({ term: '1 Year', our_rate: 5.5, scraped_at: '2025-01-06T03:00:00.000Z' }),
    rate({ term: '3 year', rate_type: 'variable', our_rate: 4.95 }),
    rate({ term: '5 year', our_rate: 3.99, province: 'Alberta' }),
  ];

  it('groups by fixed and variable with term, type, 2-decimal rate, date and the OAC wording', () => {
    expect(formatRatesAnswer(rows, 'Ontario')).toBe(
      [
        'Here are our best current rates in Ontario (as of Jan 5, 2025):',
        'Fixed\n• 5-year High-Ratio: 4.19%\n• 1-year Conventional: 5.50%',
        'Variable\n• 3-year Conventional: 4.95%',
        `${messages.rates.footer} OAC means on approved credit: your own rate depends on your situation. ` +
          'A licensed mortgage agent can confirm the rate you qualify for: share your email or phone number, or use our Contact page.',
      ].join('\n\n'),
    );
  });

  it('says so when one type has no rates', () => {
    const text = formatRatesAnswer([rate({})], 'Ontario');
    expect(text).toContain(`Variable\n${messages.rates.emptyTab('variable')}`);
  });

  it('with no rates at all says rates are being updated and offers an agent', () => {
    const text = formatRatesAnswer([]);
    expect(text).toContain(messages.rates.emptyText);
    expect(text).toMatch(/mortgage agent/);
  });

  it('with no rates for the province says so and offers an agent', () => {
    expect(formatRatesAnswer(rows, 'Yukon')).toMatch(/^I don't have current rates for Yukon right now\..*mortgage agent/);
  });

  it('accepts rows stored with a province code', () => {
    expect(formatRatesAnswer([rate({ province: 'ON' })], 'Ontario')).toContain('4.50%');
  });
});

describe('answerRatesQuestion', () => {
  const rows = [rate({ our_rate: 4.5 }), rate({ province: 'Alberta', our_rate: 3.99 })];

  it('defaults to Ontario', () => {
    const text = answerRatesQuestion('what are the rates on a 5 year?', rows);
    expect(text).toContain('in Ontario');
    expect(text).toContain('4.50%');
    expect(text).not.toContain('3.99%');
  });

  it('filters to the province named', () => {
    const text = answerRatesQuestion('rates in AB please', rows);
    expect(text).toContain('in Alberta');
    expect(text).toContain('3.99%');
  });
});

describe('formatRatesDate', () => {
  it('prints the Toronto day of a timestamp', () => {
    expect(formatRatesDate('2025-01-06T03:00:00.000Z')).toBe('Jan 5, 2025');
  });

  it('prints a bare date as written', () => {
    expect(formatRatesDate('2025-01-05')).toBe('Jan 5, 2025');
  });

  it('omits an unreadable date', () => {
    expect(formatRatesDate('yesterday')).toBeUndefined();
  });
});
