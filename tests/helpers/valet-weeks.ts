import type { HistoryObservation } from '../../db/queries/reference-rate-history';

/**
 * Test data in the Bank of Canada's shape, never real figures: one observation a week (Wednesdays) of the posted
 * 5-year (V80691335) and prime (V80691311) series between two dates, on a smooth wave.
 */
export function valetWeekObservations(start: string, end: string): { d: string; V80691335: { v: string }; V80691311: { v: string } }[] {
  const observations = [];
  const day = new Date(`${start}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + ((3 - day.getUTCDay() + 7) % 7));
  for (let i = 0; day.toISOString().slice(0, 10) <= end; i++, day.setUTCDate(day.getUTCDate() + 7)) {
    const wave = Math.sin(i / 20);
    observations.push({ d: day.toISOString().slice(0, 10), V80691335: { v: (5.5 + wave).toFixed(2) }, V80691311: { v: (4 + wave).toFixed(2) } });
  }
  return observations;
}

/** The same weeks as a Valet JSON answer. */
export const valetWeeks = (start: string, end: string) => JSON.stringify({ observations: valetWeekObservations(start, end) });

/** The same weeks as stored history rows. */
export const historyWeeks = (start: string, end: string): HistoryObservation[] =>
  valetWeekObservations(start, end).flatMap((o) => [
    { series: 'posted_5_year' as const, date: o.d, rate: Number(o.V80691335.v) },
    { series: 'prime' as const, date: o.d, rate: Number(o.V80691311.v) },
  ]);
