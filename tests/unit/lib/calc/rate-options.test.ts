import { describe, expect, it } from 'vitest';
import { listRateOptions, pickDefaultRateOption } from '../../../../src/lib/calc/rate-options';
import type { RateRow } from '../../../../src/lib/schemas/rates';

const row = (over: Partial<RateRow>): RateRow => ({
  id: 'r',
  province: 'Ontario',
  term: '5 year',
  rate_type: 'fixed',
  mortgage_type: 'Conventional',
  posted_rate: null,
  our_rate: 4.29,
  scraped_at: '2025-01-01T00:00:00Z',
  ...over,
});

describe('listRateOptions', () => {
  const rates = [
    row({ id: 'a', term: '5 year', our_rate: 4.29 }),
    row({ id: 'b', term: '5 year', our_rate: 4.19, scraped_at: '2025-01-02T00:00:00Z' }), // newer duplicate wins
    row({ id: 'c', term: '1 year', our_rate: 5.49 }),
    row({ id: 'd', term: '5 year', rate_type: 'variable', our_rate: 4.6 }),
    row({ id: 'e', term: '3 year', province: 'Alberta' }),
    row({ id: 'f', term: '7 year', our_rate: Number.NaN }),
  ];

  it("lists the province's rates, newest per term/type/mortgage type, shortest term first", () => {
    const options = listRateOptions(rates, 'Ontario');
    expect(options.map((o) => [o.rateId, o.termYears, o.rateType, o.rate])).toEqual([
      ['c', 1, 'fixed', 5.49],
      ['b', 5, 'fixed', 4.19],
      ['d', 5, 'variable', 4.6],
    ]);
    expect(options[1].key).toBe('5 year|fixed|conventional');
  });

  it('defaults to the 5-year fixed, else the first option, else nothing', () => {
    expect(pickDefaultRateOption(listRateOptions(rates, 'Ontario'))?.rateId).toBe('b');
    expect(pickDefaultRateOption(listRateOptions(rates, 'Alberta'))?.rateId).toBe('e');
    expect(pickDefaultRateOption(listRateOptions(rates, 'Yukon'))).toBeUndefined();
  });
});
