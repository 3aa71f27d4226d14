import { fieldText } from './fields';
import { z } from './zod';

/**
 * The one-line rule for every value an email inserts into its fixed wording (ADR 39): a client's name, a lender, the
 * signing agent's name. Such a value may not carry a paragraph of its own, nor anything a mail program or a reader
 * would follow: a web or email address, a domain name (also written with an IP address or a full-width dot), or a
 * phone number.
 *
 * Every check here is linear in the text's length, and the length is capped before any of them runs: a field of a
 * megabyte is refused by its length at once (a slow pattern on unbounded text would stall the whole server).
 */

/** (ours) Messages for the fields an email inserts into its fixed wording. */
export const singleLineText = {
  oneLine: (label: string) => `${label} must be on one line, without tabs or line breaks.`,
  noLink: (label: string) => `${label} cannot contain a web address, an email address or a domain name.`,
  noPhone: (label: string) => `${label} cannot contain a phone number.`,
} as const;

/** Line breaks, tabs and every other control character (C0, DEL, C1, Unicode line and paragraph separators). */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * Dots a reader or a mail program may take for a full stop in an address, beyond what NFKC folds to "." (the
 * ideographic full stop, the one-dot leader, the middle dots, the halfwidth ideographic full stop).
 */
const OTHER_DOTS = /[\u3002\uff61\u2024\u2025\u2026\u00b7\u2027\u2219\u2022\u22c5\u30fb\u0701\u0702\u06d4\u0589\u2e3f\u2e2e]/g;

/**
 * A web or email address, or a domain name: a scheme separator, "www.", an "@" (also the full-width one after
 * NFKC), a letter or digit then a dot then two letters, or a dotted IPv4 address. Each alternative has a fixed or
 * bounded length, so the test is linear.
 */
const LINK_SHAPED = /:\/\/|www\.|@|[a-z0-9-]\.[a-z]{2}|\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}/i;

/** The text as a reader sees it: compatibility forms folded (full-width letters, dots), other dots and runs of dots made one ".". */
const asRead = (value: string) =>
  value
    .normalize('NFKC')
    .replace(OTHER_DOTS, '.')
    .replace(/\.{2,}/g, '.');

/** Digits in one run of digits and phone separators that make it read as a phone number (a local number has 7). */
const PHONE_DIGITS = 7;
// Every dash and hyphen (U+2010 to U+2015, minus), underscores and stars join a number's digits as well as a hyphen does.
const PHONE_SEPARATORS = new Set([' ', '(', ')', '-', '.', '+', '/', '_', '*', '\u00a0', '\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2015', '\u2212']);

/**
 * A numbered company's name ("1234567 Ontario Inc.", "2468101 Canada Ltd"): private lenders and borrowers' holding
 * companies are named so, and their number is not a phone number. A fixed set of alternatives, matched in linear time.
 */
const NUMBERED_COMPANY =
  /\b\d{6,10} (?:Ontario|Canada|Alberta|British Columbia|B\.C\.|Quebec|Québec|Manitoba|Saskatchewan|Nova Scotia|New Brunswick) (?:Inc|Ltd|Limited|Corp|Corporation|Incorporated)\b/gi;

/** Whether the text holds a phone-number-looking run: 7 or more digits joined only by phone separators (one pass). */
export function hasPhoneNumber(value: string): boolean {
  let digits = 0;
  for (const character of asRead(value).replace(NUMBERED_COMPANY, 'company')) {
    if (character >= '0' && character <= '9') {
      digits += 1;
      if (digits >= PHONE_DIGITS) return true;
    } else if (!PHONE_SEPARATORS.has(character)) digits = 0;
  }
  return false;
}

export const hasControlCharacter = (value: string) => CONTROL_CHARACTER.test(value);

/**
 * A single-line field of a form (a name, a phone, an address line): a tab or line break inside it is refused with
 * singleLineText.oneLine, never stored (a pasted spreadsheet row would put a whole row in a name; ADR 44).
 */
export const isOneLine = (value: string) => !hasControlCharacter(value);
export const isLinkShaped = (value: string) => LINK_SHAPED.test(asRead(value));

/** Whether a stored value would pass the one-line rule (rows saved before it are checked again before a send). */
export const isSafeInsertedText = (value: string) => !hasControlCharacter(value) && !isLinkShaped(value) && !hasPhoneNumber(value);

/**
 * Raw characters a one-line field may have before it is even looked at: the stored limit plus room for the spaces
 * cleaning trims away. Anything longer is refused by its length alone.
 */
const rawLimit = (max: number) => max + 100;

/**
 * A one-line field an email inserts (ADR 39): a line break or tab is refused rather than cleaned away (it would let
 * the record write a paragraph of its own), and so is anything a mail program would turn into a link, and a phone
 * number. The length is checked first, and aborts the rest.
 */
export const oneLineText = (label: string, max: number) =>
  z
    .string({ error: fieldText.required(label) })
    .max(rawLimit(max), { message: fieldText.tooLong(label, max), abort: true })
    .refine((value) => !hasControlCharacter(value.trim()), { message: singleLineText.oneLine(label), abort: true })
    .refine((value) => !isLinkShaped(value), { message: singleLineText.noLink(label), abort: true })
    .refine((value) => !hasPhoneNumber(value), singleLineText.noPhone(label));
