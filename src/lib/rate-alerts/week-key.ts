/**
 * The ISO 8601 week of a calendar day, 'YYYY-Www' (weeks start on Monday; week 1 holds the year's first Thursday).
 * A rate alert is sent at most once per key, so two nightly runs in the same week never both email.
 */
export function isoWeekKey(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  const weekday = date.getUTCDay() || 7; // Monday 1 … Sunday 7
  date.setUTCDate(date.getUTCDate() + 4 - weekday); // the Thursday of this week names its year
  const year = date.getUTCFullYear();
  const week = Math.ceil(((date.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 + 1) / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
}
