import { SITE_TIME_ZONE } from '../../../../lib/format';

const dateTime = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** A stored instant in the brokerage's time, e.g. "Mar 10, 2026, 11:05 a.m."; '' for an unreadable value. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}
