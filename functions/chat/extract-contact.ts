/**
 * Contact details a visitor types into the chat: e-mail, North American phone, and a name after an
 * introduction. Each finder returns the match's position too, so the amount finders can blank these out first
 * (a phone number must never be read as a property value).
 */

export interface Found<T> {
  value: T;
  index: number;
  length: number;
}

/** RFC 5321's longest address; a longer run is not an e-mail (and would bloat the reply that repeats it). */
const MAX_EMAIL_LENGTH = 254;

const LOCAL_CHAR = /[A-Za-z0-9._%+-]/;
const DOMAIN_CHAR = /[A-Za-z0-9.-]/;
const LABEL = /^[A-Za-z0-9-]+$/;
const LEADING_LETTERS = /^[A-Za-z]+/;

/**
 * An address is local@label(.label)*.tld with a tld of 2+ letters; trailing sentence punctuation is left out
 * because the domain must end in letters after a dot. Found without a backtracking pattern over the whole text
 * (which took ~0.2 s on 20,000 unbroken letters): each '@' is expanded in both directions over single
 * characters, and each character is looked at a bounded number of times, so the time is linear in the text.
 */
export function findEmail(text: string): Found<string> | undefined {
  let searchFrom = 0;
  for (let at = text.indexOf('@', searchFrom); at !== -1; at = text.indexOf('@', searchFrom)) {
    let start = at;
    while (start > searchFrom && LOCAL_CHAR.test(text[start - 1]!)) start--;
    let end = at + 1;
    while (end < text.length && DOMAIN_CHAR.test(text[end]!)) end++;
    const domain = emailDomain(text.slice(at + 1, end));
    // The next search starts after this '@': a local part never reaches back over an earlier '@'.
    searchFrom = at + 1;
    if (start === at || !domain) continue;
    const length = at + 1 + domain.length - start;
    if (length <= MAX_EMAIL_LENGTH) return { value: text.slice(start, start + length).toLowerCase(), index: start, length };
  }
  return undefined;
}

/**
 * What the old pattern `[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}` took from a run of domain characters: as many
 * whole labels as possible, then a dot and the letters that start the next label (2 or more), so
 * "example.com-thanks" gives "example.com". Undefined when no label after the first starts with 2 letters.
 */
function emailDomain(run: string): string | undefined {
  const labels: string[] = [];
  for (const label of run.split('.')) {
    if (!LABEL.test(label)) break;
    labels.push(label);
  }
  for (let last = labels.length - 1; last >= 1; last--) {
    const tld = LEADING_LETTERS.exec(labels[last]!)?.[0];
    if (tld && tld.length >= 2) return [...labels.slice(0, last), tld].join('.');
  }
  return undefined;
}

// One separator between groups: a dot or dash (spaces allowed around it) or plain spaces.
const SEP = String.raw`(?:[ \t]*[.\-\u2013][ \t]*|[ \t]+)?`;
/**
 * NANP: optional +1/1, area code (optionally in parentheses) and exchange starting 2-9, then 4 digits.
 * The look-behind refuses a start inside a longer number, a word or a money amount ($, decimal, thousands
 * comma); the look-ahead refuses a longer digit run, a percentage or more decimals.
 */
const PHONE = new RegExp(
  String.raw`(?<![\w$.,+\-])(?:\+?1${SEP})?(?:\([ \t]*([2-9]\d{2})[ \t]*\)|([2-9]\d{2}))${SEP}([2-9]\d{2})${SEP}(\d{4})(?![\d%]|[.,]\d)`,
  'g',
);

/** Normalized to NNN-NNN-NNNN, the format staff dial from. */
export function findPhone(text: string): Found<string> | undefined {
  const match = firstMatch(PHONE, text);
  if (!match) return undefined;
  const area = match[1] ?? match[2];
  return { value: `${area}-${match[3]}-${match[4]}`, index: match.index, length: match[0].length };
}

const NAME_CUE = /\b(?:my name is|my name'?s|name is|i am|i'?m|this is|call me)(?:[ \t]+|[ \t]*:[ \t]*)/giu;
const NAME_WORD = /^\p{Lu}[\p{L}'-]*/u;
const NEXT_CAPITALIZED = /^[ \t]+(?=\p{Lu})/u;
const MAX_NAME_WORDS = 3;
/** Longer "words" are keyboard noise, not names; the reply repeats the name, so it must stay short. */
const MAX_NAME_WORD_LENGTH = 40;

/**
 * Capitalized words that follow "I'm" / "This is" but are not names. Checked for every word, so
 * "I'm Jane From Toronto" stops at "From".
 */
const NOT_NAMES = new Set(
  (
    'a an the i im my your our we it its this that there here in on at from with about for to of and or but so ' +
    'not just also still very really currently now today tomorrow tonight ' +
    'looking interested buying selling thinking planning hoping trying wondering considering calling writing ' +
    'asking going getting reaching renewing refinancing moving working retiring shopping searching ' +
    'ready new first self self-employed retired married single divorced sure ok okay yes no yeah nope hi hello ' +
    'hey thanks thank fine good great happy glad sorry please confused curious amazing awesome urgent important ' +
    'pre-approved preapproved approved canadian mortgage buyer homeowner owner agent broker client customer ' +
    'monday tuesday wednesday thursday friday saturday sunday ' +
    'canada ontario toronto ottawa mississauga brampton hamilton quebec alberta manitoba saskatchewan yukon'
  ).split(' '),
);

export function findName(text: string): Found<string> | undefined {
  const plain = text.replace(/[\u2018\u2019\u02bc]/g, "'");
  for (const cue of plain.matchAll(NAME_CUE)) {
    const start = cue.index + cue[0].length;
    const name = readName(plain.slice(start));
    if (name) return { value: name.value, index: start, length: name.length };
  }
  return undefined;
}

function readName(rest: string): { value: string; length: number } | undefined {
  const words: string[] = [];
  let consumed = 0;
  let remaining = rest;
  while (words.length < MAX_NAME_WORDS) {
    const match = NAME_WORD.exec(remaining);
    if (!match) break;
    const word = match[0].replace(/['-]+$/, '');
    // "This is John's wife": a possessive names someone else.
    if (/'s$/i.test(word)) break;
    if (NOT_NAMES.has(word.toLowerCase()) || (words.length === 0 && word.length < 2)) break;
    if (word.length > MAX_NAME_WORD_LENGTH) break;
    words.push(word);
    consumed += match[0].length;
    remaining = remaining.slice(match[0].length);
    const gap = NEXT_CAPITALIZED.exec(remaining);
    if (!gap) break;
    consumed += gap[0].length;
    remaining = remaining.slice(gap[0].length);
  }
  if (words.length === 0) return undefined;
  return { value: words.map(titleCaseShouted).join(' '), length: consumed };
}

/** "JOHN" -> "John" (typed with caps lock); "McDonald" and "O'Brien" are left alone. */
function titleCaseShouted(word: string): string {
  if (word.length < 2 || word !== word.toUpperCase()) return word;
  return word.toLowerCase().replace(/(^|['-])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase());
}

function firstMatch(pattern: RegExp, text: string): RegExpExecArray | undefined {
  pattern.lastIndex = 0;
  const match = pattern.exec(text);
  pattern.lastIndex = 0;
  return match ?? undefined;
}
