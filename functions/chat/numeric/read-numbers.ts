import type { FrequencyId } from '../../../src/lib/calc/payment-options';
import { findAmounts, type Amount } from '../extract-property';

/**
 * Reading the numbers of a question for the chat's calculations: which amount is the price, the down payment or
 * the income, and the years, rate and frequency asked about. The maths itself is the calculators' (src/lib/calc).
 */

/** Smaller amounts are not a price, a mortgage or an income. */
const MIN_LARGE_AMOUNT = 10_000;

const DOWN_AFTER =
  /^[ \t]*(?:dollars?[ \t]+)?(?:(?:is )?enough[ \t]+(?:for[ \t]+(?:a|the|my|our)[ \t]+)?)?(?:down\b(?![ \t]*(?:payment[ \t]*(?:of|is|:)?[ \t]*)?\$?\d)|as (?:a |my |the |our )?down[ -]?payment|for (?:a |my |the |our )?down[ -]?payment|downpayment|(?:saved|in savings|set aside|put aside)\b)/i;
const DOWN_BEFORE =
  /(?:down[ -]?payment|deposit|put(?:ting)? down|\bdown|saved|savings)(?: (?:of|is|will be|would be|about|around|only|just))?[ \t]*:?[ \t]*$/i;
const INCOME_AFTER = /^[ \t]*(?:dollars?[ \t]+)?(?:a year|per year|\/ ?y(?:ea)?r|annually|yearly|per annum|income|salary|household income)/i;
const INCOME_BEFORE =
  /(?:incomes?|salary|salaries|make|makes|earn|earns|earning|making|bring in|brings in|take home)(?: (?:of|is|are|about|around|roughly|approximately))?[ \t]*:?[ \t]*$/i;
/** "$8,000 a month": a monthly income, read as twelve times that a year. */
const MONTHLY_AFTER = /^[ \t]*(?:dollars?[ \t]+)?(?:a month|per month|\/ ?mo(?:nth)?\b|monthly|each month|every month)/i;
/** The second of two incomes: "I make 70k and my wife makes 85k" or "make $80,000 and $75,000". */
const SECOND_INCOME_BETWEEN =
  /^[ \t]*(?:a year|per year|annually)?[ \t]*(?:,|and|&|\+|plus)[ \t]*(?:(?:my|our|her|his)[ \t]+\w+[ \t]+)?(?:\w+[ \t]+)?(?:makes?|earns?|brings? in)?[ \t]*$/i;
/** "We both make $65,000", "2 incomes of 60k each": one figure for two people. */
const BOTH_EARN = /\b(?:both|each)[ \t]+(?:make|makes|earn|earns|making|earning|bring in)\b|\b(?:two|2)[ \t]+(?:incomes|salaries)\b/i;
const EACH_AFTER = /^[ \t]*(?:(?:a|per) year[ \t]+)?each\b/i;
const PRICE_AFTER = /^[ \t]*(?:dollars?[ \t]+)?(?!household)(?:home|house|condo|townho|property|place|purchase|detached|semi)/i;
const PRICE_BEFORE =
  /(?:home|house|condo|property|place|price|priced|worth|cost|costs|buy|buying|purchase|purchasing|listed)(?: (?:at|of|for|is))?[ \t]*:?[ \t]*$/i;

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
  const before = (a: Amount) => text.slice(Math.max(0, a.index - 40), a.index);
  const after = (a: Amount) => text.slice(a.end, a.end + 40);
  const isMonthlyIncome = (a: Amount) => MONTHLY_AFTER.test(after(a)) && INCOME_BEFORE.test(before(a));
  const large = findAmounts(text).filter((a) => a.value >= MIN_LARGE_AMOUNT || DOWN_AFTER.test(after(a)) || isMonthlyIncome(a));
  const down = large.find((a) => DOWN_AFTER.test(after(a)) || DOWN_BEFORE.test(before(a)));
  const incomes = readIncomes(
    text,
    large.filter((a) => a !== down),
  );
  const income = incomes.length > 0 ? incomes.reduce((sum, a) => sum + a.annual, 0) : undefined;
  const isIncome = (a: Amount) => incomes.some((i) => i.amount === a);
  const price = large.find((a) => a !== down && !isIncome(a) && (PRICE_AFTER.test(after(a)) || PRICE_BEFORE.test(before(a))));
  const downPercent = down ? undefined : readDownPercent(text);
  // A share of the price becomes dollars once the price is known (the price, else the one large amount left).
  const base = price?.value ?? large.find((a) => !isIncome(a) && a.value >= MIN_LARGE_AMOUNT)?.value;
  return {
    large: large.filter((a) => a.value >= MIN_LARGE_AMOUNT && !isIncome(a)),
    down: down?.value ?? (downPercent !== undefined && base !== undefined ? Math.round((base * downPercent) / 100) : undefined),
    downPercent,
    income,
    price: price?.value ?? (downPercent !== undefined ? base : undefined),
  };
}

/**
 * The household's yearly income: every amount said to be earned ("I make 70k and my wife makes 85k", "make $80,000
 * and $75,000"), a monthly one times twelve, and one figure twice when it is each of two people's.
 */
function readIncomes(text: string, candidates: readonly Amount[]): { amount: Amount; annual: number }[] {
  const found: { amount: Amount; annual: number }[] = [];
  for (const a of candidates) {
    const before = text.slice(Math.max(0, a.index - 40), a.index);
    const after = text.slice(a.end, a.end + 40);
    const previous = found.at(-1)?.amount;
    const isSecond = previous !== undefined && SECOND_INCOME_BETWEEN.test(text.slice(previous.end, a.index));
    if (!INCOME_AFTER.test(after) && !INCOME_BEFORE.test(before) && !isSecond) continue;
    if (PRICE_AFTER.test(after)) continue;
    found.push({ amount: a, annual: MONTHLY_AFTER.test(after) ? a.value * 12 : a.value });
  }
  const only = found.length === 1 ? found[0]! : undefined;
  if (only && (BOTH_EARN.test(text) || EACH_AFTER.test(text.slice(only.amount.end)))) found[0] = { ...only, annual: only.annual * 2 };
  return found;
}

const DOWN_PERCENT =
  /(\d{1,2}(?:\.\d+)?)[ \t]*(?:%|percent\b|per cent\b)[ \t]*(?:down\b|as (?:a |my |the )?down|for (?:a |my |the )?down|down[ -]?payment)|down[ -]?payment(?: of| is)?[ \t]*(\d{1,2}(?:\.\d+)?)[ \t]*(?:%|percent\b|per cent\b)/i;

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
  const match =
    /(?:\bat|@|\brate(?: of| is)?|\binterest(?: rate)?(?: of| is)?)[ \t]*(\d{1,2}(?:\.\d{1,3})?)[ \t]*(?:%|percent\b|per cent\b)/i.exec(text) ??
    // "my 4.89% fixed", "a 5.2% rate": a percentage that names a rate, never "5% down".
    /(?<![\d.])(\d{1,2}(?:\.\d{1,3})?)[ \t]*(?:%|percent\b|per cent\b)[ \t]*(?:fixed|variable|rate|interest|mortgage)\b/i.exec(text);
  return match ? Number(match[1]) : undefined;
}

/**
 * "monthly payment 500k 25yrs 4.5%": a percentage on its own, in the range of mortgage rates, that is not a down
 * payment. Only a payment question reads it so (in "what can I afford with 10%" it is the savings).
 */
export function readLoneRate(text: string): number | undefined {
  const match = /(?<![\d.])(\d{1,2}(?:\.\d{1,3})?)[ \t]*(?:%|percent\b|per cent\b)(?![ \t]*(?:down|of|as|for|deposit|downpayment|to put))/i.exec(text);
  const value = match ? Number(match[1]) : Number.NaN;
  const isDown = match ? /down[ -]?payment(?: of| is)?[ \t]*$|\bput(?:ting)?[ \t]*$/i.test(text.slice(0, match.index)) : false;
  return value >= 0.5 && value <= 12 && !isDown ? value : undefined;
}

export function readFrequency(text: string): FrequencyId {
  if (/\b(?:rapid|accelerated)[ \t-]*bi[ \t-]?weekly\b/i.test(text)) return 'rapid-bi-weekly';
  if (/\bbi[ \t-]?weekly\b|every (?:two|2) weeks/i.test(text)) return 'bi-weekly';
  if (/\b(?:rapid|accelerated)[ \t-]*weekly\b/i.test(text)) return 'rapid-weekly';
  if (/\bweekly\b|every week|per week|a week\b/i.test(text)) return 'weekly';
  if (/\bsemi[ \t-]?monthly\b|twice a month/i.test(text)) return 'semi-monthly';
  return 'monthly';
}
