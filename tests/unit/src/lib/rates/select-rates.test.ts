import { describe, expect, it } from 'vitest';
import {
  dedupeRates,
  formatTermLabel,
  latestScrapedAt,
  parseTermYears,
  ratesForProvince,
  selectPublicRates,
  sortRates,
  torontoDay,
  type RateCandidate,
} from '../../../../../src/lib/rates/select-rates';
import { resolveProvinceName } from '../../../../../src/lib/provinces';
import { ONTARIO_FIVE_YEAR_FIXED } from '../../../../helpers/rate-fixture';

// Noon in Toronto on 2026-03-10 (daylight time began on March 8, so Toronto is UTC-4).
const NOW = new Date('2026-03-10T16:00:00Z');
const TODAY = '2026-03-10T13:00:00.000Z';
const YESTERDAY = '2026-03-09T13:00:00.000Z';
const LAST_WEEK = '2026-03-03T13:00:00.000Z';

let seq = 0;
function rate(over: Partial<RateCandidate> = {}): RateCandidate {
  seq += 1;
  return {
    id: `r${seq}`,
    ...ONTARIO_FIVE_YEAR_FIXED,
    scraped_at: TODAY,
    ...over,
  };
}

describe('parseTermYears and formatTermLabel', () => {
  it('reads the years case-insensitively from stored labels', () => {
    expect(parseTermYears('5 year')).toBe(5);
    expect(parseTermYears('1 Year')).toBe(1);
    expect(parseTermYears('7 YEARS')).toBe(7);
    expect(parseTermYears('3-year')).toBe(3);
    expect(parseTermYears('10 year fixed')).toBe(10);
    expect(parseTermYears('6 month')).toBeNull();
    expect(parseTermYears('HELOC')).toBeNull();
  });
  it('labels terms as "5 Year"', () => {
    expect(formatTermLabel('5 year')).toBe('5 Year');
    expect(formatTermLabel('1 YEAR')).toBe('1 Year');
    expect(formatTermLabel('Open')).toBe('Open');
  });
});

describe('torontoDay', () => {
  it('uses the calendar day in Toronto, not UTC', () => {
    // 02:00 UTC on the 11th is still the evening of the 10th in Toronto.
    expect(torontoDay('2026-03-11T02:00:00Z')).toBe('2026-03-10');
    expect(torontoDay('2026-03-11T05:00:00Z')).toBe('2026-03-11');
    expect(torontoDay('not a date')).toBeNull();
  });
});

describe('term filter', () => {
  it('keeps only 1, 3, 5 and 7 year terms', () => {
    const rows = ['1 year', '2 year', '3 Year', '4 year', '5 year', '6 month', '7 Years', '10 year'].map((term) => rate({ term }));
    const { rates } = selectPublicRates(rows, NOW);
    expect(rates.map((r) => r.term)).toEqual(['1 year', '3 Year', '5 year', '7 Years']);
  });
  it('drops inactive rows', () => {
    const { rates } = selectPublicRates([rate({ is_active: 0 }), rate({ is_active: false, term: '3 year' }), rate({ is_active: 1, term: '1 year' })], NOW);
    expect(rates.map((r) => r.term)).toEqual(['1 year']);
  });
});

describe('dedupe', () => {
  it('keeps the newest row of each province, term, rate type and mortgage type', () => {
    const old = rate({ scraped_at: YESTERDAY, our_rate: 4.5 });
    const fresh = rate({ scraped_at: TODAY, our_rate: 4.2 });
    const otherType = rate({ mortgage_type: 'High-Ratio' });
    const otherProvince = rate({ province: 'Alberta' });
    const otherRateType = rate({ rate_type: 'variable' });
    const sameTermOtherSpelling = rate({ term: '5 Year', scraped_at: LAST_WEEK });
    const kept = dedupeRates([old, fresh, otherType, otherProvince, otherRateType, sameTermOtherSpelling]);
    expect(kept.map((r) => r.id).sort()).toEqual([fresh.id, otherType.id, otherProvince.id, otherRateType.id].sort());
  });
});

describe('today versus fallback', () => {
  it("uses only today's rates when there are any", () => {
    const today = rate({ term: '5 year' });
    const yesterday = rate({ term: '3 year', scraped_at: YESTERDAY });
    const result = selectPublicRates([today, yesterday], NOW);
    expect(result.rates.map((r) => r.id)).toEqual([today.id]);
    expect(result.is_today).toBe(true);
    expect(result.as_of).toBe(TODAY);
  });
  it('falls back to every active rate, newest kept per key, when none is from today', () => {
    const a = rate({ term: '5 year', scraped_at: YESTERDAY, our_rate: 4.1 });
    const aOlder = rate({ term: '5 year', scraped_at: LAST_WEEK, our_rate: 3.5 });
    const b = rate({ term: '3 year', scraped_at: LAST_WEEK });
    const result = selectPublicRates([aOlder, b, a], NOW);
    expect(result.rates.map((r) => r.id)).toEqual([b.id, a.id]);
    expect(result.is_today).toBe(false);
    expect(result.as_of).toBe(YESTERDAY);
  });
  it("ignores today's rates of terms that are not public when deciding", () => {
    const todayTwoYear = rate({ term: '2 year' });
    const old = rate({ term: '5 year', scraped_at: YESTERDAY });
    const result = selectPublicRates([todayTwoYear, old], NOW);
    expect(result.rates.map((r) => r.id)).toEqual([old.id]);
    expect(result.is_today).toBe(false);
  });
  it('answers an empty list with no date', () => {
    expect(selectPublicRates([], NOW)).toEqual({ rates: [], as_of: null, is_today: false });
  });
});

describe('sort', () => {
  it('orders by term ascending, then our rate', () => {
    const rows = [
      rate({ term: '7 year', our_rate: 3.1 }),
      rate({ term: '1 year', our_rate: 5.2, mortgage_type: 'Refinance' }),
      rate({ term: '1 year', our_rate: 4.9, mortgage_type: 'High-Ratio' }),
      rate({ term: '5 year', our_rate: 3.9 }),
      rate({ term: '3 year', our_rate: 4.0 }),
    ];
    const sorted = sortRates(rows);
    expect(sorted.map((r) => `${r.term} ${r.our_rate}`)).toEqual(['1 year 4.9', '1 year 5.2', '3 year 4', '5 year 3.9', '7 year 3.1']);
    expect(selectPublicRates(rows, NOW).rates.map((r) => r.our_rate)).toEqual([4.9, 5.2, 4.0, 3.9, 3.1]);
  });
  it('returns rows of the public shape only', () => {
    const { rates } = selectPublicRates([rate({ is_active: 1 })], NOW);
    expect(Object.keys(rates[0]!).sort()).toEqual(['id', 'mortgage_type', 'our_rate', 'posted_rate', 'province', 'rate_type', 'scraped_at', 'term']);
  });
});

describe('provinces', () => {
  it('resolves codes and names case-insensitively', () => {
    expect(resolveProvinceName('ON')).toBe('Ontario');
    expect(resolveProvinceName(' bc ')).toBe('British Columbia');
    expect(resolveProvinceName('prince edward island')).toBe('Prince Edward Island');
    expect(resolveProvinceName('Atlantis')).toBeUndefined();
  });
  it('picks one province out of a list', () => {
    const rows = [rate({ province: 'Ontario' }), rate({ province: 'Quebec' })];
    expect(ratesForProvince(rows, 'QC').map((r) => r.province)).toEqual(['Quebec']);
    expect(latestScrapedAt([])).toBeNull();
  });
});
