import { describe, expect, it } from 'vitest';
import { alertMatches, bestRatesByProduct } from '../../../src/lib/rate-alerts/best-rates';

const row = (province: string, term: string, rate_type: string, our_rate: number, scraped_at = '2026-03-10T10:00:00Z') => ({
  province,
  term,
  rate_type,
  our_rate,
  scraped_at,
});

describe('bestRatesByProduct', () => {
  it('keeps the lowest rate per province, term in years and type, whatever the mortgage type or the term spelling', () => {
    const best = bestRatesByProduct([
      row('Ontario', '5 year', 'fixed', 4.24),
      row('Ontario', '5 Year', 'fixed', 3.89),
      row('Ontario', '5-year', 'variable', 3.7),
      row('Quebec', '5 Years', 'fixed', 3.99),
      row('Ontario', 'Open', 'fixed', 2.5), // no years: cannot match an alert
    ]);
    expect(best).toEqual([
      { province: 'Ontario', term_years: 5, rate_type: 'fixed', rate: 3.89, scraped_at: '2026-03-10T10:00:00Z' },
      { province: 'Ontario', term_years: 5, rate_type: 'variable', rate: 3.7, scraped_at: '2026-03-10T10:00:00Z' },
      { province: 'Quebec', term_years: 5, rate_type: 'fixed', rate: 3.99, scraped_at: '2026-03-10T10:00:00Z' },
    ]);
  });

  it('dates a tie with the newest row', () => {
    expect(bestRatesByProduct([row('Ontario', '5 year', 'fixed', 3.89, '2026-03-09T10:00:00Z'), row('Ontario', '5 year', 'fixed', 3.89)])[0]!.scraped_at).toBe(
      '2026-03-10T10:00:00Z',
    );
  });
});

describe('alertMatches', () => {
  it('fires at or below a threshold', () => {
    expect(alertMatches({ threshold: 3.99, baseline_rate: null }, 3.99)).toBe(true);
    expect(alertMatches({ threshold: 3.99, baseline_rate: null }, 3.98)).toBe(true);
    expect(alertMatches({ threshold: 3.99, baseline_rate: null }, 4)).toBe(false);
  });

  it('fires on any drop strictly below the baseline, never without one', () => {
    expect(alertMatches({ threshold: null, baseline_rate: 4.19 }, 4.18)).toBe(true);
    expect(alertMatches({ threshold: null, baseline_rate: 4.19 }, 4.19)).toBe(false);
    expect(alertMatches({ threshold: null, baseline_rate: null }, 1)).toBe(false);
  });
});
