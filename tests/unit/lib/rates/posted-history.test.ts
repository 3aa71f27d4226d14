import { describe, expect, it } from 'vitest';
import { buildLineChart } from '../../../../src/lib/rates/history-chart';
import { formatObservedOn, hasPostedTrend, monthlyPoints, pivotPostedHistory } from '../../../../src/lib/rates/posted-history';
import { valetHistory, valetSince } from '../../../../functions/rates/sources/valet-history';
import { historyWeeks, valetWeeks } from '../../../helpers/valet-weeks';

describe("the Bank of Canada's posted 5-year and prime history (ADR 50)", () => {
  it('reads both series from a Valet answer, skipping missing, implausible and undated values', () => {
    const body = JSON.stringify({
      observations: [
        { d: '2026-03-04', V80691335: { v: '6.29' }, V80691311: { v: '4.45' }, V80691333: { v: '6.09' } },
        { d: '2026-02-25', V80691335: { v: '' }, V80691311: { v: '4.70' } },
        { d: '2026-02-18', V80691335: { v: '60.1' } },
        { V80691335: { v: '6.1' } },
      ],
    });
    expect(valetHistory(body)).toEqual([
      { series: 'posted_5_year', date: '2026-03-04', rate: 6.29 },
      { series: 'prime', date: '2026-03-04', rate: 4.45 },
      { series: 'prime', date: '2026-02-25', rate: 4.7 },
    ]);
    expect(() => valetHistory('<html>')).toThrow(/not JSON/);
  });

  it('asks the same series for every observation since a date, in place of the newest few', () => {
    expect(valetSince('https://www.bankofcanada.ca/valet/observations/V80691335,V80691311/json?recent=5', '2021-11-26')).toBe(
      'https://www.bankofcanada.ca/valet/observations/V80691335,V80691311/json?start_date=2021-11-26',
    );
    expect(valetSince('https://x.test/valet/json?recent_weeks=4&start_date=2020-01-01&end_date=2020-02-01', '2022-01-05')).toBe(
      'https://x.test/valet/json?start_date=2022-01-05',
    );
  });

  it('pivots observations to one point per date, oldest first, and a table row per month, newest first', () => {
    const points = pivotPostedHistory([
      { series: 'prime', date: '2026-02-04', rate: 4.7 },
      { series: 'posted_5_year', date: '2026-01-28', rate: 6.1 },
      { series: 'posted_5_year', date: '2026-02-04', rate: 6.2 },
      { series: 'posted_5_year', date: '2026-02-11', rate: 6.25 },
      { series: 'other', date: '2026-02-11', rate: 1 },
    ]);
    expect(points).toEqual([
      { week: '2026-01-28', posted: 6.1, prime: null },
      { week: '2026-02-04', posted: 6.2, prime: 4.7 },
      { week: '2026-02-11', posted: 6.25, prime: null },
    ]);
    expect(monthlyPoints(points).map((p) => p.week)).toEqual(['2026-02-04', '2026-01-28']);
    expect(hasPostedTrend(points)).toBe(true);
    expect(hasPostedTrend(points.slice(0, 1))).toBe(false);
  });

  it("writes the Bank's calendar date as that day, in every time zone", () => {
    expect(formatObservedOn('2026-03-04')).toBe('Mar 4, 2026');
    expect(formatObservedOn('2021-12-01')).toBe('Dec 1, 2021');
  });

  it('labels five years of weeks by year, and a year of weeks by month, never more than seven labels', () => {
    const five = pivotPostedHistory(historyWeeks('2021-11-26', '2026-11-26'));
    const chart = buildLineChart(five.map((p) => ({ week: p.week, values: [p.posted, p.prime] })));
    expect(chart.paths).toHaveLength(2);
    expect(chart.paths.every((d) => d.startsWith('M'))).toBe(true);
    expect(chart.xTicks.map((t) => t.label)).toEqual(['2022', '2023', '2024', '2025', '2026']);
    const one = pivotPostedHistory(historyWeeks('2025-11-26', '2026-11-26'));
    const labels = buildLineChart(one.map((p) => ({ week: p.week, values: [p.posted, p.prime] }))).xTicks.map((t) => t.label);
    expect(labels.length).toBeLessThanOrEqual(7);
    expect(labels[0]).toMatch(/^[A-Z][a-z]{2}\.? \d{2}$/);
    expect(JSON.parse(valetWeeks('2026-01-01', '2026-01-31')).observations).toHaveLength(4);
  });
});
