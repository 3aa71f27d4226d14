import type { HistoryPoint } from './rate-history';

/**
 * Geometry of the static rate-history chart (an SVG drawn at build time: no chart library, no JavaScript).
 * x is time (weeks), y is the rate; the y range is padded to whole quarter points so the grid lines read well.
 */
export interface ChartGeometry {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  /** SVG path data per series; '' when the series has no points. */
  paths: { fixed: string; variable: string };
  yTicks: { y: number; label: string }[];
  xTicks: { x: number; label: string }[];
}

const monthLabel = new Intl.DateTimeFormat('en-CA', { month: 'short', year: '2-digit', timeZone: 'UTC' });

export function buildHistoryChart(points: readonly HistoryPoint[], size = { width: 640, height: 260 }): ChartGeometry {
  const plot = { left: 48, top: 12, right: size.width - 12, bottom: size.height - 32 };
  const values = points.flatMap((p) => [p.fixed, p.variable]).filter((v): v is number => v !== null);
  const low = values.length ? Math.floor(Math.min(...values) * 4) / 4 - 0.25 : 0;
  const high = values.length ? Math.ceil(Math.max(...values) * 4) / 4 + 0.25 : 1;
  const times = points.map((p) => Date.parse(`${p.week}T00:00:00Z`));
  const first = Math.min(...times);
  const span = Math.max(Math.max(...times) - first, 1);
  const x = (week: string) => plot.left + ((Date.parse(`${week}T00:00:00Z`) - first) / span) * (plot.right - plot.left);
  const y = (rate: number) => plot.bottom - ((rate - low) / (high - low)) * (plot.bottom - plot.top);
  const round = (n: number) => Math.round(n * 10) / 10;

  const path = (key: 'fixed' | 'variable') =>
    points
      .filter((p) => p[key] !== null)
      .map((p, i) => `${i === 0 ? 'M' : 'L'}${round(x(p.week))},${round(y(p[key]!))}`)
      .join(' ');

  const step = high - low > 2 ? 0.5 : 0.25;
  const yTicks: ChartGeometry['yTicks'] = [];
  for (let rate = low; rate <= high + 1e-9; rate += step) yTicks.push({ y: round(y(rate)), label: `${rate.toFixed(2)}%` });

  // One label per month, at the first week shown in it; at most ~7 so they never overlap.
  const months = new Map<string, string>();
  for (const p of points) if (!months.has(p.week.slice(0, 7))) months.set(p.week.slice(0, 7), p.week);
  const monthWeeks = [...months.values()];
  const every = Math.max(1, Math.ceil(monthWeeks.length / 7));
  const xTicks = monthWeeks.filter((_, i) => i % every === 0).map((week) => ({ x: round(x(week)), label: monthLabel.format(new Date(`${week}T00:00:00Z`)) }));

  return { ...size, plot, paths: { fixed: path('fixed'), variable: path('variable') }, yTicks, xTicks };
}

/** A chart needs two weeks of data in at least one series to show a trend. */
export const hasTrend = (points: readonly HistoryPoint[]) =>
  points.filter((p) => p.fixed !== null).length >= 2 || points.filter((p) => p.variable !== null).length >= 2;
