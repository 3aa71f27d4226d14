import { PROVINCES } from '../provinces';

/**
 * How a client CSV's cells are read before the form's schema checks them (ADR 45): the values spreadsheets
 * write (a province code, "Bi Weekly", 31/03/2027, 4,89) become the form's values. A cell these rules cannot read
 * is passed on as typed, so the schema's own message names it; a date that could be read two ways is refused here.
 */

const letters = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** 'ON', 'on', 'Ontario', 'Québec', 'P.E.I.' → the stored province name; anything else unchanged. */
export function readProvince(text: string): string {
  const key = letters(text);
  if (key === '') return text;
  const found =
    PROVINCES.find((province) => letters(province.code) === key || letters(province.name) === key) ??
    (key === 'pei' ? PROVINCES.find((p) => p.code === 'PE') : undefined);
  return found ? found.name : text;
}

// Spelled every way a spreadsheet has it, with or without spaces and hyphens: letters only are compared.
const FREQUENCIES: Record<string, string> = {
  monthly: 'monthly',
  semimonthly: 'semi-monthly',
  twicemonthly: 'semi-monthly',
  twiceamonth: 'semi-monthly',
  biweekly: 'bi-weekly',
  fortnightly: 'bi-weekly',
  everytwoweeks: 'bi-weekly',
  rapidbiweekly: 'rapid-bi-weekly',
  acceleratedbiweekly: 'rapid-bi-weekly',
  biweeklyaccelerated: 'rapid-bi-weekly',
  biweeklyrapid: 'rapid-bi-weekly',
  weekly: 'weekly',
  rapidweekly: 'rapid-weekly',
  acceleratedweekly: 'rapid-weekly',
  weeklyaccelerated: 'rapid-weekly',
  weeklyrapid: 'rapid-weekly',
};

/** 'Bi Weekly', 'bi-weekly', 'biweekly', 'Accelerated bi-weekly', 'Semi-Monthly' → the form's frequency id. */
export function readFrequency(text: string): string {
  return FREQUENCIES[letters(text)] ?? text;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthOf = (word: string) => {
  const index = MONTHS.indexOf(word.slice(0, 3).toLowerCase());
  return index < 0 ? null : index + 1;
};
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const iso = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const exists = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

export type DayReading = { ok: true; value: string } | { ok: false; message: string };

/**
 * A date cell → YYYY-MM-DD. ISO (2027-03-31, 2027/3/31) always; day and month in either order when only one
 * reading is possible (31/03/2027, 03/31/2027, 5.5.2027); a month by name (31 Mar 2027, March 31, 2027). Both
 * numbers 12 or under and different (03/04/2027) could be March or April: refused with both readings named.
 */
export function readDay(text: string, label: string): DayReading {
  const cell = text.trim();
  const keep: DayReading = { ok: true, value: cell };
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(cell);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    return exists(year, month, day) ? { ok: true, value: iso(year, month, day) } : keep;
  }
  match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(cell);
  if (match) {
    const [first, second, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (first <= 12 && second <= 12 && first !== second) {
      const dayFirst = iso(year, second, first);
      const monthFirst = iso(year, first, second);
      return {
        ok: false,
        message: `${label} ${cell} could be ${first} ${MONTH_NAMES[second - 1]} or ${second} ${MONTH_NAMES[first - 1]} ${year}: write it as YYYY-MM-DD (${dayFirst} or ${monthFirst}).`,
      };
    }
    const [day, month] = first > 12 ? [first, second] : [second, first];
    return exists(year, month, day) ? { ok: true, value: iso(year, month, day) } : keep;
  }
  // 31 Mar 2027, 31-Mar-2027, 31 March 2027
  match = /^(\d{1,2})[\s-]+([A-Za-z]+)\.?[\s-]+(\d{4})$/.exec(cell);
  if (match) {
    const month = monthOf(match[2]!);
    const [day, year] = [Number(match[1]), Number(match[3])];
    return month && exists(year, month, day) ? { ok: true, value: iso(year, month, day) } : keep;
  }
  // March 31, 2027, Mar 31 2027
  match = /^([A-Za-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(cell);
  if (match) {
    const month = monthOf(match[1]!);
    const [day, year] = [Number(match[2]), Number(match[3])];
    return month && exists(year, month, day) ? { ok: true, value: iso(year, month, day) } : keep;
  }
  return keep;
}

/**
 * A number cell with a decimal comma → a decimal point: '4,89' → '4.89', '410 000,50' and '410.000,50' → '410000.50'.
 * A comma before exactly three digits is a thousands separator ('410,000') unless `commaIsDecimal` (a rate below 30
 * has no thousands). '$' and '%' are left for the schema, which removes them.
 */
export function readDecimal(text: string, options: { commaIsDecimal?: boolean } = {}): string {
  const cell = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  const comma = cell.lastIndexOf(',');
  const dot = cell.lastIndexOf('.');
  if (comma < 0) return cell;
  if (dot > comma) return cell.replace(/,/g, '');
  if (dot >= 0) return `${cell.slice(0, comma).replace(/\./g, '')}.${cell.slice(comma + 1)}`;
  const singleComma = cell.indexOf(',') === comma;
  const decimalsAfter = cell.length - comma - 1;
  if (singleComma && (options.commaIsDecimal || decimalsAfter !== 3)) return `${cell.slice(0, comma)}.${cell.slice(comma + 1)}`;
  return cell.replace(/,/g, '');
}
