import type { HistoryPoint } from './rate-history';

/**
 * Geometry of the static rate charts (SVGs drawn at build time: no chart library, no JavaScript).
 * x is time (weeks), y is the rate; the y range is padded to whole quarter points so the grid lines read well.
 */
export interface LineChartGeometry {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  /** SVG path data, one per series in the order given; '' when the series has no points. */
  paths: string[];
  yTicks: { y: number; label: string }[];
  xTicks: { x: number; label: string }[];
}

export interface ChartGeometry extends Omit<LineChartGeometry, 'paths'> {
  paths: { fixed: string; variable: string };
}

/** One date on the chart and each series' rate on it (null: no observation of that series). */
export interface LinePoint {
  week: string;
  values: readonly (number | null)[];
}

const monthLabel = new Intl.DateTimeFormat('en-CA', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const DAY_MS = 86_400_000;
/** Horizontal room, in the chart's own units, that a time label needs. */
const MIN_LABEL_GAP = 40;

export function buildLineChart(points: readonly LinePoint[], size = { width: 640, height: 260 }): LineChartGeometry {
  const plot = { left: 48, top: 12, right: size.width - 12, bottom: size.height - 32 };
  const values = points.flatMap((p) => p.values).filter((v): v is number => v !== null);
  const low = values.length ? Math.floor(Math.min(...values) * 4) / 4 - 0.25 : 0;
  const high = values.length ? Math.ceil(Math.max(...values) * 4) / 4 + 0.25 : 1;
  const times = points.map((p) => Date.parse(`${p.week}T00:00:00Z`));
  const first = Math.min(...times);
  const span = Math.max(Math.max(...times) - first, 1);
  const x = (week: string) => plot.left + ((Date.parse(`${week}T00:00:00Z`) - first) / span) * (plot.right - plot.left);
  const y = (rate: number) => plot.bottom - ((rate - low) / (high - low)) * (plot.bottom - plot.top);
  const round = (n: number) => Math.round(n * 10) / 10;
  const seriesCount = Math.max(0, ...points.map((p) => p.values.length));

  const path = (index: number) =>
    points
      .filter((p) => (p.values[index] ?? null) !== null)
      .map((p, i) => `${i === 0 ? 'M' : 'L'}${round(x(p.week))},${round(y(p.values[index]!))}`)
      .join(' ');

  // Wide ranges (years of history) get whole-point grid lines, so the labels never crowd.
  const range = high - low;
  const step = range > 6 ? 1 : range > 2 ? 0.5 : 0.25;
  const yTicks: LineChartGeometry['yTicks'] = [];
  for (let rate = Math.ceil(low / step) * step; rate <= high + 1e-9; rate += step) yTicks.push({ y: round(y(rate)), label: `${rate.toFixed(2)}%` });

  // Over two years: one label per year, at its first date shown. Otherwise one per month at its first week. At most
  // ~7 labels so they never overlap.
  const byYear = span > 2 * 365 * DAY_MS;
  const firsts = new Map<string, string>();
  for (const p of points) {
    const key = p.week.slice(0, byYear ? 4 : 7);
    if (!firsts.has(key)) firsts.set(key, p.week);
  }
  const firstWeeks = [...firsts.values()];
  const every = Math.max(1, Math.ceil(firstWeeks.length / 7));
  const xTicks: LineChartGeometry['xTicks'] = [];
  for (const week of firstWeeks.filter((_, i) => i % every === 0)) {
    // Two labels too close to share the axis: the earlier one stands for a stub (a year whose first shown week is in
    // December), so it gives way to the full period after it.
    if (xTicks.length > 0 && x(week) - xTicks.at(-1)!.x < MIN_LABEL_GAP) xTicks.pop();
    xTicks.push({ x: round(x(week)), label: byYear ? week.slice(0, 4) : monthLabel.format(new Date(`${week}T00:00:00Z`)) });
  }

  return { ...size, plot, paths: Array.from({ length: seriesCount }, (_, i) => path(i)), yTicks, xTicks };
}

/** Our best 5-year fixed and variable rates per week (the province charts on /rates). */
export function buildHistoryChart(points: readonly HistoryPoint[], size = { width: 640, height: 260 }): ChartGeometry {
  const chart = buildLineChart(
    points.map((p) => ({ week: p.week, values: [p.fixed, p.variable] })),
    size,
  );
  return { ...chart, paths: { fixed: chart.paths[0] ?? '', variable: chart.paths[1] ?? '' } };
}

/** A chart needs two weeks of data in at least one series to show a trend. */
export const hasTrend = (points: readonly HistoryPoint[]) =>
  points.filter((p) => p.fixed !== null).length >= 2 || points.filter((p) => p.variable !== null).length >= 2;
