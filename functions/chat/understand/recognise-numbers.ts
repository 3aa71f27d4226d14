import { Culture, NumberRecognizer } from '@microsoft/recognizers-text-number';
import { SequenceRecognizer } from '@microsoft/recognizers-text-sequence';

/**
 * Numbers in free text, read by Microsoft's Recognizers-Text (ADR 37), not by hand-written patterns: "625k",
 * "480 000", "1.1 million", "540 thousand", "thirty", "4,29" (a French decimal comma) all come out as values. This
 * wrapper only adds what the library leaves to the caller: whether a number is a percentage or money, and its span.
 */
export interface Quantity {
  /** As the visitor wrote it. */
  text: string;
  value: number;
  start: number;
  /** Exclusive. */
  end: number;
  percent: boolean;
  /** Written with $, k, m, thousand, million or as dollars. */
  money: boolean;
}

type NumberModel = ReturnType<NumberRecognizer['getNumberModel']>;
let model: NumberModel | undefined;

/** Built once per process (about 0.1 s); the English model also reads "4,29" and "480 000". */
function numberModel(): NumberModel {
  model ??= new NumberRecognizer(Culture.English).getNumberModel();
  return model;
}

type SequenceModel = ReturnType<SequenceRecognizer['getPhoneNumberModel']>;
let contactModels: SequenceModel[] | undefined;

/**
 * Phone numbers and e-mail addresses, found by the same library's sequence models, so "905 555 0178" is never read
 * as the amount 905,555. (Lead capture keeps the product's own extraction, extract-contact.ts.) (docs/product/chat.md#extraction)
 */
export function findContactSpans(text: string): { start: number; end: number; kind: 'phone' | 'email'; text: string }[] {
  if (!contactModels) {
    const recognizer = new SequenceRecognizer(Culture.English);
    contactModels = [recognizer.getPhoneNumberModel(), recognizer.getEmailModel()];
  }
  return contactModels.flatMap((m, i) =>
    m.parse(text).map((r) => ({ start: r.start, end: r.end + 1, kind: i === 0 ? ('phone' as const) : ('email' as const), text: r.text })),
  );
}

/** "25yrs", "3yr", "25y", "18mos", "5ans": the library needs a space between a number and its unit. */
function spaceUnits(text: string): string {
  return text.replace(/(\d)(yrs?|years?|y|mos?|months?|ans?|g|grand|thou)\b/gi, '$1 $2');
}

const PERCENT_AFTER = /^\s*(?:%|percent\b|per ?cent\b|pour ?cent\b)/i;
const MONEY_AFTER = /^\s*(?:\$|dollars?\b|bucks\b)/i;
const MULTIPLIER = /(?:k|m|thousand|million|mil)$/i;
/** Spoken thousands the library reads as a plain number (or "G" as giga): "850 grand", "850G", "500 thou". */
const THOUSANDS_UNIT = /^\s*(?:grand|thou|g)\b/i;
/** Millions the library leaves apart: "1.2 mill", "2 mil" after a space. */
const MILLIONS_UNIT = /^\s*(?:mill?|million|m)\b(?!\s*(?:os?|onths?)\b)/i;

/** Every number of the text, in order, with percentages and money marked. Same positions as the text given. */
export function recogniseNumbers(original: string): Quantity[] {
  // The unit spacing keeps lengths apart only by inserted spaces, so positions are mapped back through an offset table.
  const spaced = spaceUnits(original);
  const toOriginal = offsetMap(original, spaced);
  const found: Quantity[] = [];
  const contacts = /\d[\d\s().-]{8,}\d|@/.test(original) ? findContactSpans(original) : [];
  for (const result of numberModel().parse(spaced)) {
    const giga = /^([\d.,]+)\s*g$/i.exec(result.text.trim());
    // "850G" is 850 grand to a home buyer, never 850 billion.
    const value = giga ? Number(giga[1]!.replace(/,/g, '')) * 1_000 : Number(result.resolution?.value);
    if (!Number.isFinite(value)) continue;
    const start = toOriginal[result.start] ?? result.start;
    const end = (toOriginal[result.end] ?? result.end) + 1;
    const text = original.slice(start, end);
    if (contacts.some((c) => start < c.end && c.start < end)) continue;
    // "minus 0.6" after prime is a spread, "half a million" is mis-resolved: keep plain magnitudes only.
    if (value <= 0 || (value < 0.01 && !/^0/.test(text))) continue;
    const after = original.slice(end, end + 12);
    const before = original.slice(Math.max(0, start - 2), start);
    const unit = value < 10_000 ? (THOUSANDS_UNIT.exec(after) ?? MILLIONS_UNIT.exec(after)) : null;
    const factor = unit ? (THOUSANDS_UNIT.test(unit[0]) ? 1_000 : 1_000_000) : 1;
    const unitEnd = end + (unit?.[0].length ?? 0);
    const plain = /minus\s/i.test(text) ? Math.abs(value) : value;
    found.push({
      text: original.slice(start, unitEnd),
      value: plain * factor,
      start: /minus\s/i.test(text) ? start + text.search(/\d/) : start,
      end: unitEnd,
      percent: !unit && PERCENT_AFTER.test(after),
      money: Boolean(unit) || Boolean(giga) || /\$\s*$/.test(before) || MONEY_AFTER.test(original.slice(unitEnd, unitEnd + 12)) || MULTIPLIER.test(text.trim()),
    });
  }
  return addMillionsShorthand(original, found);
}

/** "1.5m," is sometimes missed by the library; a number with an "m" suffix is millions of dollars. */
function addMillionsShorthand(text: string, found: Quantity[]): Quantity[] {
  const out = [...found];
  for (const match of text.matchAll(/(?<![\d.,])(\d+(?:\.\d+)?)\s?m\b(?!\s*(?:os?|onths?))/gi)) {
    const start = match.index;
    if (out.some((q) => q.start <= start && start < q.end)) continue;
    out.push({ text: match[0], value: Number(match[1]) * 1_000_000, start, end: start + match[0].length, percent: false, money: true });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** For each index of `spaced`, the index of the same character in `original` (inserted spaces map to the next one). */
function offsetMap(original: string, spaced: string): number[] {
  const map: number[] = [];
  let i = 0;
  for (let j = 0; j < spaced.length; j++) {
    if (spaced[j] === original[i]) {
      map[j] = i;
      i++;
    } else map[j] = Math.max(0, i - 1);
  }
  return map;
}
