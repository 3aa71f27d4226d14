import { formatRate } from '../../src/lib/format';
import { messages } from '../../src/lib/messages';
import { DEFAULT_PROVINCE_NAME, PROVINCES, PUBLIC_TERMS_YEARS } from '../../src/lib/provinces';
import type { RateRow } from './types';

/**
 * "rate(s)" and "interest" as whole words ("interested" and "separate" are not rate questions), and the ways
 * people ask what a mortgage costs. Exported so the handler reads mortgage_rates only when it will be used.
 */
const RATE_QUESTION = [
  /\brates?\b/i,
  /\binterest\b/i,
  /\bmortgage[ \t]+costs?\b/i,
  /\bcosts?[ \t]+of[ \t]+(?:a|my|the|your)?[ \t]*mortgage\b/i,
  /\bhow[ \t]+much[ \t]+(?:does|will|would|is)[ \t]+(?:a|my|the)[ \t]+mortgage[ \t]+cost\b/i,
  // "what is today's best 5 year fixed?", "lowest variable right now": a rate asked for without the word.
  /\b(?:best|lowest|cheapest|today'?s|current|going)\b[^.?!]{0,30}\b(?:fixed|variable)\b/i,
  /\b(?:fixed|variable)\b[^.?!]{0,20}\b(?:right now|now|today|these days|currently|at)\b[ \t]*[?.!]?$/i,
];

const RATE_MOVE = String.raw`\b(?:drops?|dropping|falls?|go(?:es)? down|gets? to|reach(?:es)?|below|under|lower|changes?|moves?)\b`;
const RATE_ALERT_REQUEST: readonly RegExp[] = [
  /\brate alerts?\b/i,
  // "tell me when 5-year fixed drops below 4%", "let me know if fixed rates drop", "email us once it gets to 3.99"
  new RegExp(
    String.raw`\b(?:tell|let|notify|alert|email|text|message)\b[^.?!]{0,20}\b(?:me|us)\b[^.?!]{0,40}\b(?:when|if|once)\b[^.?!]{0,60}${RATE_MOVE}`,
    'i',
  ),
  // "get alerted when rates drop", "how do I get notified about rate drops?"
  new RegExp(
    String.raw`\b(?:get|be)\s+(?:alerted|notified|an? (?:alert|email|notification))\b[^.?!]{0,60}\b(?:rates?|fixed|variable)\b[^.?!]{0,40}${RATE_MOVE}`,
    'i',
  ),
  // "set up an alert for 5 year fixed below 3.9"
  /\b(?:set|sign)\s+(?:me\s+)?up\b[^.?!]{0,15}\balert\b/i,
];

/** "Tell me when 5-year fixed drops below 4%": the visitor wants a rate alert. */
export function isRateAlertRequest(text: string): boolean {
  return RATE_ALERT_REQUEST.some((pattern) => pattern.test(text));
}

/** The sign-up is the form on /rates (double opt-in by email, ADR 24): the chat takes no address for it. */
export const RATE_ALERT_ANSWER =
  'I can set that up with a rate alert: choose the province, the term and type, and the rate you are waiting for (or ' +
  '"any drop") in the [rate alert form on our rates page](/rates#rate-alert-heading). We email you to confirm, then at ' +
  'most once a week when a rate meets it, and every email has a one-click unsubscribe.';

export function isRatesQuestion(text: string): boolean {
  return RATE_QUESTION.some((pattern) => pattern.test(text));
}

// Codes only in capitals: "on" is an everyday word, "ON" or "Ontario" is a province.
const CODE_PATTERN = new RegExp(String.raw`\b(${PROVINCES.map((p) => p.code).join('|')}|PEI)\b`, 'g');
const NAME_ALIASES: { pattern: RegExp; name: string }[] = [
  ...PROVINCES.map((p) => ({ pattern: new RegExp(String.raw`\b${p.name.replace(/ /g, String.raw`\s+`)}\b`, 'i'), name: p.name })),
  { pattern: /\bnewfoundland\b/i, name: 'Newfoundland and Labrador' },
  { pattern: /\bqu[eé]bec\b/i, name: 'Quebec' },
  { pattern: /\bP\.E\.I\b/, name: 'Prince Edward Island' },
  { pattern: /\bB\.C\b/, name: 'British Columbia' },
];

/** The province the message names first (full name, alias or capital-letter code), if any. */
export function findProvince(text: string): string | undefined {
  const hits: { index: number; name: string }[] = [];
  for (const { pattern, name } of NAME_ALIASES) {
    const match = pattern.exec(text);
    if (match) hits.push({ index: match.index, name });
  }
  for (const match of text.matchAll(CODE_PATTERN)) {
    const code = match[1] === 'PEI' ? 'PE' : match[1];
    const province = PROVINCES.find((p) => p.code === code);
    if (province) hits.push({ index: match.index, name: province.name });
  }
  hits.sort((a, b) => a.index - b.index);
  return hits[0]?.name;
}

/** '5 year', '1 Year', '5-yr' -> 5. */
export function termYears(term: string): number | undefined {
  const match = /(\d+(?:\.\d+)?)/.exec(term);
  return match ? Number(match[1]) : undefined;
}

function sameProvince(stored: string, name: string): boolean {
  const wanted = PROVINCES.find((p) => p.name === name);
  const s = stored.trim().toLowerCase();
  return s === name.toLowerCase() || (wanted !== undefined && s === wanted.code.toLowerCase());
}

const PUBLIC_TERMS: readonly number[] = PUBLIC_TERMS_YEARS;

/** Lowest our_rate per (term, rate type) for the public terms, lowest first. */
export function bestRatesByTerm(rates: readonly RateRow[]): RateRow[] {
  const best = new Map<string, RateRow>();
  for (const rate of rates) {
    const years = termYears(rate.term);
    if (years === undefined || !PUBLIC_TERMS.includes(years) || !Number.isFinite(rate.our_rate)) continue;
    const key = `${years}|${rate.rate_type}`;
    const current = best.get(key);
    if (!current || rate.our_rate < current.our_rate) best.set(key, rate);
  }
  return [...best.values()].sort((a, b) => a.our_rate - b.our_rate || termYears(a.term)! - termYears(b.term)!);
}

const AGENT_OFFER = 'A licensed mortgage agent can confirm the rate you qualify for: share your email or phone number, or use our Contact page.';

export function formatRatesAnswer(rates: readonly RateRow[], province: string = DEFAULT_PROVINCE_NAME): string {
  if (rates.length === 0) return `${messages.rates.emptyText} ${AGENT_OFFER}`;
  const shown = bestRatesByTerm(rates.filter((r) => sameProvince(r.province, province)));
  if (shown.length === 0) {
    return `I don't have current rates for ${province} right now. ${AGENT_OFFER}`;
  }
  const date = latestDate(shown);
  const groups = (['fixed', 'variable'] as const).map((type) => {
    const lines = shown.filter((r) => r.rate_type === type).map(formatLine);
    const heading = type === 'fixed' ? 'Fixed' : 'Variable';
    return `${heading}\n${lines.length > 0 ? lines.join('\n') : messages.rates.emptyTab(type)}`;
  });
  return [
    `Here are our best current rates in ${province}${date ? ` (as of ${date})` : ''}:`,
    ...groups,
    `${messages.rates.footer} OAC means on approved credit: your own rate depends on your situation. ${AGENT_OFFER}`,
  ].join('\n\n');
}

/** The answer to a rates question: filtered to the province the message names, Ontario by default. */
export function answerRatesQuestion(message: string, rates: readonly RateRow[]): string {
  return formatRatesAnswer(rates, findProvince(message) ?? DEFAULT_PROVINCE_NAME);
}

function formatLine(rate: RateRow): string {
  return `• ${termYears(rate.term)}-year ${rate.mortgage_type}: ${formatRate(rate.our_rate)}`;
}

function latestDate(rates: readonly RateRow[]): string | undefined {
  const latest = rates
    .map((r) => r.scraped_at)
    .filter(Boolean)
    .sort()
    .pop();
  return latest ? formatRatesDate(latest) : undefined;
}

/**
 * "Jan 5, 2025" in Toronto time, the brokerage's day. A bare 'YYYY-MM-DD' is a calendar date, not midnight UTC,
 * so it is printed as written instead of slipping to the previous evening in Toronto.
 */
export function formatRatesDate(iso: string): string | undefined {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const date = new Date(dateOnly ? `${iso}T12:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: dateOnly ? 'UTC' : 'America/Toronto',
  });
}
