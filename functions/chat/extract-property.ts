import type { MortgageInterest, PropertyType } from './types';

/**
 * Property facts a visitor types into the chat: value, type, down payment and the kind of mortgage wanted.
 * Amounts are classified by the words around them (nearest word wins), because "$50k down and a $650k house"
 * holds two amounts with different meanings. Callers blank out e-mails and phone numbers first.
 */

export interface Amount {
  value: number;
  index: number;
  end: number;
  /** Written with '$', 'k', 'M', 'thousand' or 'million': clearly money even without a keyword. */
  explicitMoney: boolean;
}

type AmountKind = 'value' | 'down' | 'other';

const MIN_PROPERTY_VALUE = 10_000;
const MAX_PROPERTY_VALUE = 100_000_000;
/** Bare money with no keyword is taken as the property value only from this size up (a price, not a debt). */
const MIN_UNLABELLED_VALUE = 100_000;
const MIN_DOWN_PAYMENT = 1_000;

// Thousands are grouped with commas or, as many Canadians write them, spaces ("500 000"); a space-grouped number
// followed by more digits is a phone number ("905 555 0178"), not an amount.
const AMOUNT =
  /(?<![\w.,$])(\$[ \t]?)?(\d{1,3}(?:,\d{3})+|\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![ \u00a0\u202f]?\d)|\d+)(\.\d+)?[ \t]?(k|thousand|mm|mil|million|m)?(?![\w%])/giu;
const MULTIPLIERS: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mm: 1e6, mil: 1e6, million: 1e6 };

/** Every amount written in the text, in dollars ('$600,000', '450k', '1.2M'); also used by the chat's calculations. */
export function findAmounts(text: string): Amount[] {
  return [...text.matchAll(AMOUNT)].map((m) => {
    const suffix = m[4]?.toLowerCase();
    const base = Number(m[2].replace(/[,\s\u00a0\u202f]/g, '') + (m[3] ?? ''));
    return {
      value: Math.round(base * (suffix ? MULTIPLIERS[suffix] : 1)),
      index: m.index,
      end: m.index + m[0].length,
      explicitMoney: Boolean(m[1] || suffix),
    };
  });
}

const DOWN_AFTER = /^[ \t]*(?:dollars?[ \t]+)?(?:down\b|as (?:a |my |the )?down[ -]?payment|for (?:a |my |the )?down[ -]?payment|downpayment)/i;
const OTHER_AFTER =
  /^[ \t]*(?:dollars?[ \t]+)?(?:mortgage|loan|income|salary|a year|per year|\/ ?y|annually|yearly|per month|a month|\/ ?m|monthly|in debt|of debt|debt|rent|line of credit|heloc|saved|in savings)/i;
const VALUE_AFTER =
  /^[ \t]*(?:dollars?[ \t]+)?(?!household)(?:home|house|condo|townho|property|place|duplex|triplex|apartment|detached|semi|bungalow|purchase|listing)/i;

const VALUE_WORDS = new Set([
  'worth',
  'value',
  'valued',
  'price',
  'priced',
  'cost',
  'costs',
  'costing',
  'listed',
  'list',
  'asking',
  'budget',
  'home',
  'house',
  'condo',
  'townhouse',
  'property',
  'place',
  'buy',
  'buying',
  'purchase',
  'purchasing',
  'afford',
]);
const DOWN_WORDS = new Set(['down', 'downpayment', 'deposit']);
const OTHER_WORDS = new Set([
  'mortgage',
  'loan',
  'borrow',
  'borrowing',
  'income',
  'salary',
  'make',
  'makes',
  'earn',
  'earns',
  'earning',
  'rent',
  'debt',
  'debts',
  'owe',
  'balance',
  'approved',
  'preapproved',
  'saved',
  'savings',
  'gift',
  'equity',
  'payment',
  'payments',
]);
const CONTEXT_WORDS = 6;

function classify(text: string, amount: Amount): AmountKind | undefined {
  const after = text.slice(amount.end, amount.end + 40);
  if (DOWN_AFTER.test(after)) return 'down';
  if (OTHER_AFTER.test(after)) return 'other';
  if (VALUE_AFTER.test(after)) return 'value';

  // Only the same sentence counts, nearest word first.
  const sentence =
    text
      .slice(0, amount.index)
      .split(/[.!?;\n]/)
      .pop() ?? '';
  const words = sentence.toLowerCase().match(/[a-z]+/g) ?? [];
  const recent = words.slice(-CONTEXT_WORDS);
  for (let i = recent.length - 1; i >= 0; i--) {
    const word = recent[i];
    if (word === 'payment' && recent[i - 1] === 'down') return 'down';
    // "5% down on 500k": the amount is the price the percentage applies to.
    if (word === 'on' && recent[i - 1] === 'down') return 'value';
    if (DOWN_WORDS.has(word)) return 'down';
    if (OTHER_WORDS.has(word)) return 'other';
    if (VALUE_WORDS.has(word)) return 'value';
  }
  return undefined;
}

export function findPropertyValue(text: string): number | undefined {
  let unlabelled: number | undefined;
  for (const amount of findAmounts(text)) {
    if (amount.value < MIN_PROPERTY_VALUE || amount.value > MAX_PROPERTY_VALUE) continue;
    const kind = classify(text, amount);
    if (kind === 'value') return amount.value;
    if (kind === undefined && amount.explicitMoney && amount.value >= MIN_UNLABELLED_VALUE) unlabelled ??= amount.value;
  }
  return unlabelled;
}

const PERCENT = String.raw`(\d{1,2}(?:\.\d+)?)[ \t]?(?:%|percent\b|per cent\b)`;
const PERCENT_THEN_DOWN = new RegExp(
  String.raw`${PERCENT}[ \t]*(?:down\b|as (?:a |my |the )?down[ -]?payment|for (?:a |my |the )?down[ -]?payment|downpayment)`,
  'gi',
);
const DOWN_THEN_PERCENT = new RegExp(
  String.raw`(?:down[ -]?payment|put(?:ting)? down|deposit)[ \t]*(?:of|is|will be|would be|=|:|around|about|approximately|roughly|only|just|[ \t])*[ \t]*${PERCENT}`,
  'gi',
);

/** Money as a number of dollars; a percentage stays text ('20%') because the price may not be known yet. */
export function findDownPayment(text: string): string | number | undefined {
  const candidates: { index: number; value: string | number }[] = [];
  for (const pattern of [PERCENT_THEN_DOWN, DOWN_THEN_PERCENT]) {
    for (const m of text.matchAll(pattern)) candidates.push({ index: m.index, value: `${Number(m[1])}%` });
  }
  for (const amount of findAmounts(text)) {
    if (amount.value >= MIN_DOWN_PAYMENT && classify(text, amount) === 'down') {
      candidates.push({ index: amount.index, value: amount.value });
    }
  }
  candidates.sort((a, b) => a.index - b.index);
  return candidates[0]?.value;
}

// Alternation order matters: at "semi-detached" the first branch consumes the whole word, so "detached" inside it
// is never reported; "house" needs a word boundary, so "townhouse" and "warehouse" do not count as a house.
const PROPERTY_TYPE = /\b(semi[ \t-]?detached|semis?(?![\w-])|town[ \t]?(?:house|home)s?|condo(?:minium)?s?|duplex(?:es)?|apartments?|detached|houses?)\b/gi;

export function findPropertyType(text: string): PropertyType | undefined {
  const match = PROPERTY_TYPE.exec(text);
  PROPERTY_TYPE.lastIndex = 0;
  if (!match) return undefined;
  const word = match[1].toLowerCase();
  if (word.startsWith('semi')) return 'semi-detached';
  if (word.startsWith('town')) return 'townhouse';
  if (word.startsWith('condo')) return 'condo';
  if (word.startsWith('duplex')) return 'duplex';
  if (word.startsWith('apartment')) return 'apartment';
  if (word === 'detached') return 'detached';
  return 'house';
}

const MORTGAGE_TYPE = /\b(fixed|variable|conventional|refinanc(?:e|ed|es|ing)|refi|renew(?:al|als|ing|ed)?)\b/gi;

export function findMortgageType(text: string): MortgageInterest | undefined {
  const match = MORTGAGE_TYPE.exec(text);
  MORTGAGE_TYPE.lastIndex = 0;
  if (!match) return undefined;
  const word = match[1].toLowerCase();
  if (word.startsWith('refi')) return 'refinance';
  if (word.startsWith('renew')) return 'renewal';
  return word as MortgageInterest;
}
