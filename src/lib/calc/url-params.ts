/** Reading and writing calculator inputs in a query string. A value that is missing or unusable falls back. */

export function readNumber(params: URLSearchParams, key: string, fallback: number, accept: (n: number) => boolean = (n) => n >= 0): number {
  const raw = params.get(key);
  if (raw === null || raw.trim() === '') return fallback;
  const n = Number(raw);
  return Number.isFinite(n) && accept(n) ? n : fallback;
}

export function readBoolean(params: URLSearchParams, key: string, fallback: boolean): boolean {
  const raw = params.get(key)?.toLowerCase();
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  return fallback;
}

export function readChoice<T extends string>(params: URLSearchParams, key: string, isChoice: (v: string) => v is T, fallback: T): T {
  const raw = params.get(key);
  return raw !== null && isChoice(raw) ? raw : fallback;
}

/** Writes only finite numbers: a half-typed field must not put "NaN" in a link someone will share. */
export function writeNumber(params: URLSearchParams, key: string, value: number): void {
  if (Number.isFinite(value)) params.set(key, String(value));
}

export function writeBoolean(params: URLSearchParams, key: string, value: boolean): void {
  params.set(key, value ? '1' : '0');
}

/** YYYY-MM-DD for a local date (toISOString would give UTC, a day off in the evening in Ontario). */
export function toIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * `href` with the calculator's own keys replaced by `next`: keys written last time and now absent are removed,
 * anyone else's (utm_*, agent=...) are kept in place.
 */
export function replaceOwnParams(href: string, ownKeys: Iterable<string>, next: URLSearchParams): string {
  const url = new URL(href);
  for (const key of ownKeys) url.searchParams.delete(key);
  for (const [key, value] of next) url.searchParams.set(key, value);
  return url.href;
}
