import type { Quantity } from './recognise-numbers';

/**
 * Housing costs bound to their labels (ADR 37): "taxes ~350/mo heat 100", "5k property tax, heating 120",
 * "condo fees are 450 a month". Each amount goes to the label next to it, before or after it, with only filler words
 * between ("maybe", "around", "~", "is about"), and keeps its own period ("/mo", "a year"). When an amount could go
 * to the label on either side, the pairing that labels the most amounts wins, then the one that reads every label
 * on the same side of its amount, then the closest; so the order the visitor writes them in does not matter.
 */
export type HousingCost = 'propertyTax' | 'heating' | 'condoFees';

export interface BoundCost {
  cost: HousingCost;
  quantity: Quantity;
  /** The amount for the month (heating, condo fees) or the year (property tax), the period applied. */
  value: number;
  /** Where the amount and its period end (the period words are not read again as a payment frequency). */
  end: number;
  /** The label's span, with a period said against it. */
  label: { start: number; end: number };
}

interface Label {
  cost: HousingCost;
  /** With the period words said against it, which are blanked out for the frequency reading. */
  start: number;
  end: number;
  /** A period said with the label itself ("monthly condo fees", "annual property tax", "taxes per year"). */
  period?: Period;
}

type Period = 'month' | 'year';

/** Property tax as visitors write it; not land transfer, income or sales tax, nor "before tax" pay. */
const TAX_LABEL =
  /\b(?:(?:property|prop|municipal|realty|house|home|city)\s+)?tax(?:es)?(?:\s+fonci[eè]res?)?\b(?!\s*(?:return|credit|rebate|refund|bracket|free|deductible))/gi;
const NOT_PROPERTY_TAX = /(?:\btransfer|\bland|\bbefore|\bafter|\bpre-?|\bincome|\bwelcome|\bsales|\bhst|\bgst|\bpst|\bcapital gains?)\s*$/i;
const HEAT_LABEL = /\b(?:heat(?:ing)?|gas heat(?:ing)?|chauffage)(?:\s+(?:and|&|\+)\s+(?:hydro|electricity|utilities))?(?:\s+(?:costs?|bills?))?\b/gi;
/** Condo fees: "condo" alone is the home ("a 95k condo"), never its fees. */
const CONDO_LABEL =
  /\b(?:condo\s+(?:fees?|costs?|dues|maintenance(?:\s+fees?)?)|strata(?:\s+fees?)?|maintenance(?:\s+fees?)?|maint\.?\s+fees?|common\s+(?:fees|charges|expenses)|hoa(?:\s+fees?)?|frais\s+(?:de\s+condo|communs|de\s+copropriété))\b/gi;

const MONTH_AFTER = /^\s*(?:\/\s*m(?:o(?:nth)?)?\b|(?:a|per|each|every|\/)\s*month\b|monthly\b|(?:a|per)\s*mo\b|mo\b|pm\b|p\/m\b|par mois\b)/i;
const YEAR_AFTER =
  /^\s*(?:\/\s*y(?:(?:ea)?r)?\b|(?:a|per|each|every|\/)\s*(?:year|yr)\b|annually\b|yearly\b|per annum\b|annual\b|p\/a\b|pa\b|par an(?:née)?\b)/i;
const MONTH_WORD = /month|mo\b|mensuel|mois/i;
const PERIOD_BEFORE_LABEL = /\b(monthly|annual|yearly|mensuel(?:le)?s?|annuel(?:le)?s?)\s+(?:(?:the|my|our)\s+)?$/i;
const PERIOD_AFTER_LABEL = /^\s*(per month|a month|monthly|\/\s*mo(?:nth)?|per year|a year|annually|yearly|\/\s*y(?:ea)?r|par mois|par an(?:née)?)\b/i;

/** What may stand between a label and its amount: "is about", "maybe", "~", "are roughly $", "of". */
const FILLER = String.raw`(?:is|are|r|were|was|of|about|around|roughly|approx\.?|approximately|maybe|probably|prob|like|est\.?|estimated|at|be|would be|will be|should be|cost|costs|run|runs|come to|comes to|i pay|we pay|pay|paying|just|only|under|over|close to|near|some|another|an extra|extra|plus|say|ish|de|d'environ|environ)`;
const FILLER_GAP = new RegExp(String.raw`^[\s:~=≈$(-]*(?:${FILLER}\b[\s:~=≈$(-]*){0,4}$`, 'i');
/** Between an amount and a label after it: "5k property tax", "$450 in condo fees", "120 for heat". */
const FILLER_BEFORE_LABEL = /^[\s$)-]*(?:(?:in|for|of|on|is|are|goes to|go to|to|towards|de|en)\s+){0,2}(?:(?:the|my|our|a|les|la|le|mes|nos)\s+)?$/i;

/** Only amounts can be housing costs: not a percentage, a rate-sized decimal or a duration. */
function couldBeCost(q: Quantity, text: string): boolean {
  if (q.percent) return false;
  if (!q.money && !Number.isInteger(q.value) && q.value < 15) return false;
  if (/^\s*-?\s*(?:years?|yrs?|months?|mos\b|ans?\b|mois)/i.test(text.slice(q.end, q.end + 12))) return false;
  return q.value >= 10 && q.value < 100_000;
}

/** Larger than any Ontario home's property tax a year, or heating and condo fees a month: another amount. */
const MOST: Record<HousingCost, number> = { propertyTax: 30_000, heating: 5_000, condoFees: 5_000 };

function findLabels(text: string): Label[] {
  const labels: Label[] = [];
  const add = (cost: HousingCost, re: RegExp, skip?: (start: number) => boolean) => {
    for (const m of text.matchAll(re)) {
      if (skip?.(m.index)) continue;
      let start = m.index;
      let end = start + m[0].length;
      // Only a period written against the label counts: "monthly condo fees", "taxes per year".
      const before = PERIOD_BEFORE_LABEL.exec(text.slice(Math.max(0, start - 20), start));
      const after = PERIOD_AFTER_LABEL.exec(text.slice(end, end + 16));
      const said = (before?.[1] ?? after?.[1] ?? '').toLowerCase();
      const period: Period | undefined = said === '' ? undefined : MONTH_WORD.test(said) ? 'month' : 'year';
      if (before) start -= before[0].length;
      if (after) end += after[0].length;
      labels.push({ cost, start, end, ...(period ? { period } : {}) });
    }
  };
  add('propertyTax', TAX_LABEL, (start) => NOT_PROPERTY_TAX.test(text.slice(Math.max(0, start - 16), start)));
  add('heating', HEAT_LABEL);
  add('condoFees', CONDO_LABEL);
  return labels.sort((a, b) => a.start - b.start);
}

/** The period written right after an amount, and where it ends. */
function periodAfter(text: string, end: number): { period?: Period; end: number } {
  const rest = text.slice(end, end + 20);
  const month = MONTH_AFTER.exec(rest);
  if (month) return { period: 'month', end: end + month[0].length };
  const year = YEAR_AFTER.exec(rest);
  if (year) return { period: 'year', end: end + year[0].length };
  return { end };
}

interface Pair {
  label: number;
  quantity: number;
  /** The label comes before its amount. */
  labelFirst: boolean;
  gap: number;
}

/** Binds the housing costs a message states to their labels; amounts with no label next to them are left alone. */
export function bindHousingCosts(text: string, quantities: readonly Quantity[]): BoundCost[] {
  const labels = findLabels(text);
  if (labels.length === 0) return [];
  const candidates = quantities.map((q) => (couldBeCost(q, text) ? { q, ...periodAfter(text, q.end) } : undefined));
  const pairs: Pair[] = [];
  labels.forEach((label, li) => {
    candidates.forEach((c, qi) => {
      if (!c) return;
      if (c.q.value >= MOST[label.cost]) return;
      if (c.q.start >= label.end) {
        const gap = text.slice(label.end, c.q.start);
        if (FILLER_GAP.test(gap)) pairs.push({ label: li, quantity: qi, labelFirst: true, gap: gap.length });
      } else if (c.end <= label.start) {
        const gap = text.slice(c.end, label.start);
        if (FILLER_BEFORE_LABEL.test(gap)) pairs.push({ label: li, quantity: qi, labelFirst: false, gap: gap.length });
      }
    });
  });
  const best = bestMatching(pairs);
  return best
    .map((pair) => {
      const label = labels[pair.label]!;
      const c = candidates[pair.quantity]!;
      return {
        cost: label.cost,
        quantity: c.q,
        end: c.end,
        label: { start: label.start, end: label.end },
        value: costValue(label.cost, c.q.value, c.period ?? label.period),
      };
    })
    .sort((a, b) => a.quantity.start - b.quantity.start);
}

/**
 * A period not said is read from the size: property tax of a few hundred is a month's (Ontario's is thousands a
 * year), heating of several hundred or more a year's; condo fees are monthly unless a year is said.
 */
function costValue(cost: HousingCost, value: number, period: Period | undefined): number {
  if (cost === 'propertyTax') return period === 'month' || (period === undefined && value < 1_200) ? value * 12 : value;
  if (cost === 'heating') return period === 'year' || (period === undefined && value >= 600) ? Math.round(value / 12) : value;
  return period === 'year' ? Math.round(value / 12) : value;
}

/** The pairing with the most pairs, then one direction throughout, then the shortest gaps (few labels: exhaustive). */
function bestMatching(all: Pair[]): Pair[] {
  // Each label has at most a couple of neighbours, so the search stays tiny; a message full of labels is capped.
  const pairs = [...all].sort((a, b) => a.gap - b.gap).slice(0, 14);
  let best: Pair[] = [];
  let bestKey = [-1, -1, 0];
  const usedLabels = new Set<number>();
  const usedQuantities = new Set<number>();
  const chosen: Pair[] = [];
  const visit = (i: number) => {
    if (i === pairs.length) {
      const sameSide = chosen.every((p) => p.labelFirst) || chosen.every((p) => !p.labelFirst) ? 1 : 0;
      const key = [chosen.length, sameSide, -chosen.reduce((s, p) => s + p.gap, 0)];
      if (key[0]! > bestKey[0]! || (key[0] === bestKey[0] && (key[1]! > bestKey[1]! || (key[1] === bestKey[1] && key[2]! > bestKey[2]!)))) {
        best = [...chosen];
        bestKey = key;
      }
      return;
    }
    const pair = pairs[i]!;
    if (!usedLabels.has(pair.label) && !usedQuantities.has(pair.quantity)) {
      usedLabels.add(pair.label);
      usedQuantities.add(pair.quantity);
      chosen.push(pair);
      visit(i + 1);
      chosen.pop();
      usedLabels.delete(pair.label);
      usedQuantities.delete(pair.quantity);
    }
    visit(i + 1);
  };
  visit(0);
  return best;
}
