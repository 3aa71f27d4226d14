import { describe, expect, it } from 'vitest';
import { buildHistoryChart, hasTrend } from '../../../../src/lib/rates/history-chart';
import { weekStart, weeklyBestRates, type HistoryRow } from '../../../../src/lib/rates/rate-history';

const row = (over: Partial<HistoryRow>): HistoryRow => ({
  province: 'Ontario',
  term: '5 year',
  rate_type: 'fixed',
  our_rate: 3.89,
  scraped_at: '2026-03-10T10:00:00.000Z',
  ...over,
});

describe('rate history (the /rates chart data)', () => {
  it('keeps the best 5-year fixed and variable rate per Toronto week and province, oldest first', () => {
    const history = weeklyBestRates([
      row({ our_rate: 3.99 }),
      row({ our_rate: 3.89, scraped_at: '2026-03-11T10:00:00.000Z' }),
      row({ rate_type: 'variable', our_rate: 3.7 }),
      row({ term: '3 year', our_rate: 1.0 }),
      row({ scraped_at: '2026-03-02T10:00:00.000Z', our_rate: 4.05 }),
      // Sunday 23:30 in Toronto is still the week of March 2, though it is Monday in UTC.
      row({ scraped_at: '2026-03-09T03:30:00.000Z', our_rate: 4.01 }),
      row({ province: 'Alberta', term: '5 Year', our_rate: 3.95 }),
    ]);
    expect(history.get('Ontario')).toEqual([
      { week: '2026-03-02', fixed: 4.01, variable: null },
      { week: '2026-03-09', fixed: 3.89, variable: 3.7 },
    ]);
    expect(history.get('Alberta')).toEqual([{ week: '2026-03-09', fixed: 3.95, variable: null }]);
    expect(weekStart('2026-03-15')).toBe('2026-03-09');
  });

  it('draws a path per series inside the plot, with quarter-point grid lines', () => {
    const points = [
      { week: '2026-01-05', fixed: 4.1, variable: 3.9 },
      { week: '2026-02-02', fixed: 3.95, variable: null },
      { week: '2026-03-02', fixed: 3.89, variable: 3.7 },
    ];
    const chart = buildHistoryChart(points);
    expect(chart.paths.fixed.split(' ')).toHaveLength(3);
    expect(chart.paths.variable.split(' ')).toHaveLength(2);
    expect(chart.paths.fixed.startsWith(`M${chart.plot.left},`)).toBe(true);
    expect(chart.yTicks.map((t) => t.label)).toEqual(['3.25%', '3.50%', '3.75%', '4.00%', '4.25%', '4.50%']);
    expect(chart.xTicks.map((t) => t.label)).toEqual(['Jan 26', 'Feb 26', 'Mar 26']);
    expect(hasTrend(points)).toBe(true);
    expect(hasTrend([points[0]!])).toBe(false);
  });
});
