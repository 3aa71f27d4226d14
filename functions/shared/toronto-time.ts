import { RATES_TIME_ZONE, torontoDay } from '../../src/lib/rates/select-rates';

/**
 * Wall-clock arithmetic in America/Toronto. Jobs and the "current date" of rates follow the brokerage's calendar, so
 * a server in UTC (Netlify) and one in Toronto agree, and a daylight-saving change moves nothing.
 */
export const JOBS_TIME_ZONE = RATES_TIME_ZONE;

const partsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: JOBS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

export interface TorontoParts {
  /** 'YYYY-MM-DD' */
  day: string;
  hour: number;
  minute: number;
}

export function torontoParts(instant: Date): TorontoParts {
  const parts = Object.fromEntries(partsFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) % 24, minute: Number(parts.minute) };
}

/** Today's date in Toronto, 'YYYY-MM-DD'. */
export const torontoToday = (now: Date): string => torontoDay(now)!;

/** Minutes Toronto is ahead of UTC at an instant (-300 in winter, -240 in summer). */
function offsetMinutes(instant: Date): number {
  const p = torontoParts(instant);
  const [y, m, d] = p.day.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(y, m - 1, d, p.hour, p.minute);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The instant a Toronto wall-clock time happens on a given day. In the spring gap (02:00-03:00 does not exist) the
 * time moves forward an hour; in the autumn overlap the first occurrence is taken.
 */
export function torontoInstant(day: string, time = '00:00'): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const first = wall - offsetMinutes(new Date(wall)) * 60_000;
  const second = wall - offsetMinutes(new Date(first)) * 60_000;
  const reads = (t: number) => {
    const p = torontoParts(new Date(t));
    return p.day === day && p.hour === hh && p.minute === mm;
  };
  const exact = [first, second].filter(reads);
  return new Date(exact.length > 0 ? Math.min(...exact) : Math.max(first, second));
}

/** The UTC ISO bounds [start, end) of a Toronto calendar day, for comparing with stored scraped_at values. */
export function torontoDayBounds(day: string): { start: string; end: string } {
  const start = torontoInstant(day);
  const next = new Date(start.getTime() + 36 * 3_600_000); // always inside the next day, DST or not
  return { start: start.toISOString(), end: torontoInstant(torontoDay(next)!).toISOString() };
}

/** The Toronto day before `day`. */
export function previousTorontoDay(day: string): string {
  return torontoDay(new Date(torontoInstant(day).getTime() - 12 * 3_600_000))!;
}

/** The next instant (strictly after `now`) at which Toronto's clock reads `time` ('HH:MM'). */
export function nextDailyRun(time: string, now: Date): Date {
  const today = torontoToday(now);
  const todays = torontoInstant(today, time);
  if (todays.getTime() > now.getTime()) return todays;
  const tomorrow = torontoDay(new Date(torontoInstant(today).getTime() + 36 * 3_600_000))!;
  return torontoInstant(tomorrow, time);
}

/** 'HH:MM' 24-hour, as RATES_REFRESH_TIME is written. */
export const DAILY_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
