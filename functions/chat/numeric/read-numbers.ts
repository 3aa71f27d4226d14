import type { FrequencyId } from '../../../src/lib/calc/payment-options';
import { findAmounts, type Amount } from '../extract-property';

/**
 * Reading the numbers of a question for the chat's calculations: which amount is the price, the down payment or
 * the income, and the years, rate and frequency asked about. The maths itself is the calculators' (src/lib/calc).
 */

/** Smaller amounts are not a price, a mortgage or an income. */
const MIN_LARGE_AMOUNT = 10_000;

const DOWN_AFTER =
  /^[ \t]*(?:dollars?[ \t]+)?(?:down\b|as (?:a |my |the |our )?down[ -]?payment|for (?:a |my |the |our )?down[ -]?payment|downpayment|(?:saved|in savings|set aside|put aside)\b)/i;
const DOWN_BEFORE = /(?:down[ -]?payment|deposit|put(?:ting)? down|saved|savings)(?: (?:of|is|will be|would be|about|around|only|just))?[ \t]*:?[ \t]*$/i;
const INCOME_AFTER = /^[ \t]*(?:dollars?[ \t]+)?(?:a year|per year|\/ ?y(?:ea)?r|annually|yearly|per annum|income|salary|household income)/i;
const INCOME_BEFORE = /(?:income|salary|make|makes|earn|earns|earning|making)(?: (?:of|is|about|around|roughly))?[ \t]*:?[ \t]*$/i;
const PRICE_AFTER = /^[ \t]*(?:dollars?[ \t]+)?(?:home|house|condo|townho|property|place|purchase|detached|semi)/i;
const PRICE_BEFORE = /(?:home|house|condo|property|place|price|priced|worth|cost|costs|buy|buying|purchase|purchasing|listed)(?: (?:at|of|for|is))?[ \t]*:?[ \t]*$/i;

export interface ReadAmounts {
  /** Amounts of $10,000 and up, in the order written. */
  large: Amount[];
  /** In dollars: as written, or a percentage of the price ("10% down"). */
  down?: number;
  /** "10% down", "a 20 percent down payment": the share of the price, in percent. */
  downPercent?: number;
  income?: number;
  price?: number;
}

export function readAmounts(text: string): ReadAmounts {
  const large = findAmounts(text).filter((a) => a.value >= MIN_LARGE_AMOUNT || DOWN_AFTER.test(text.slice(a.end)));
  const before = (a: Amount) => text.slice(Math.max(0, a.index - 40), a.index);
  const after = (a: Amount) => text.slice(a.end, a.end + 40);
  const down = large.find((a) => DOWN_AFTER.test(after(a)) || DOWN_BEFORE.test(before(a)));
  const income = large.find((a) => a !== down && (INCOME_AFTER.test(after(a)) || INCOME_BEFORE.test(before(a))));
  const price = large.find((a) => a !== down && a !== income && (PRICE_AFTER.test(after(a)) || PRICE_BEFORE.test(before(a))));
  const downPercent = down ? undefined : readDownPercent(text);
  // A share of the price becomes dollars once the price is known (the price, else the one large amount left).
  const base = price?.value ?? large.find((a) => a !== income && a.value >= MIN_LARGE_AMOUNT)?.value;
  return {
    large: large.filter((a) => a.value >= MIN_LARGE_AMOUNT),
    down: down?.value ?? (downPercent !== undefined && base !== undefined ? Math.round((base * downPercent) / 100) : undefined),
    downPercent,
    income: income?.value,
    price: price?.value ?? (downPercent !== undefined ? base : undefined),
  };
}

const DOWN_PERCENT = /(\d{1,2}(?:\.\d+)?)[ \t]*(?:%|percent\b|per cent\b)[ \t]*(?:down\b|as (?:a |my |the )?down|for (?:a |my |the )?down|down[ -]?payment)|down[ -]?payment(?: of| is)?[ \t]*(\d{1,2}(?:\.\d+)?)[ \t]*(?:%|percent\b|per cent\b)/i;

/** "10% down", "20 percent down payment", "a down payment of 5%": the percentage, when it is a plausible one. */
export function readDownPercent(text: string): number | undefined {
  const match = DOWN_PERCENT.exec(text);
  const value = match ? Number(match[1] ?? match[2]) : Number.NaN;
  return value > 0 && value < 100 ? value : undefined;
}

/** The largest amount that is not the down payment or the income: what the question is about. */
export function mainAmount(read: ReadAmounts): number | undefined {
  const others = read.large.filter((a) => a.value !== read.down && a.value !== read.income).map((a) => a.value);
  return others.length > 0 ? Math.max(...others) : undefined;
}

export interface ReadYears {
  amortizationYears?: number;
  termYears?: number;
}

const YEARS = /(\d{1,2})[ \t]*-?[ \t]*(?:years?|yrs?)\b/gi;

/** "over 25 years" / "25-year amortization" is an amortization; "5-year fixed" / "5 year term" is a term. */
export function readYears(text: string): ReadYears {
  const found: ReadYears = {};
  for (const match of text.matchAll(YEARS)) {
    const years = Number(match[1]);
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 30);
    const before = text.slice(Math.max(0, match.index - 25), match.index);
    if (/^[ \t]*-?[ \t]*(?:fixed|variable|term|closed|open)\b/i.test(after)) found.termYears ??= years;
    else if (/amorti[sz]/i.test(after) || /(?:over|amorti[sz]ed over|amorti[sz]ation(?: of)?|for)[ \t]*$/i.test(before) || years > 10) {
      found.amortizationYears ??= years;
    } else found.termYears ??= years;
  }
  return found;
}

export function readRateType(text: string): 'fixed' | 'variable' | undefined {
  if (/\bvariable\b/i.test(text)) return 'variable';
  if (/\bfixed\b/i.test(text)) return 'fixed';
  return undefined;
}

/** A rate the visitor states ("at 4.5%", "rate of 3.99 percent"), in percent. */
export function readStatedRate(text: string): number | undefined {
  const match = /(?:\bat|@|\brate(?: of| is)?|\binterest(?: rate)?(?: of| is)?)[ \t]*(\d{1,2}(?:\.\d{1,3})?)[ \t]*(?:%|percent\b|per cent\b)/i.exec(text);
  return match ? Number(match[1]) : undefined;
}

export function readFrequency(text: string): FrequencyId {
  if (/\b(?:rapid|accelerated)[ \t-]*bi[ \t-]?weekly\b/i.test(text)) return 'rapid-bi-weekly';
  if (/\bbi[ \t-]?weekly\b|every (?:two|2) weeks/i.test(text)) return 'bi-weekly';
  if (/\b(?:rapid|accelerated)[ \t-]*weekly\b/i.test(text)) return 'rapid-weekly';
  if (/\bweekly\b|every week|per week|a week\b/i.test(text)) return 'weekly';
  if (/\bsemi[ \t-]?monthly\b|twice a month/i.test(text)) return 'semi-monthly';
  return 'monthly';
}
