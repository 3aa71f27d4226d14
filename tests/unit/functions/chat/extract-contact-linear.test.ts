import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findEmail, findName, findPhone } from '../../../../functions/chat/extract-contact';

/** The backtracking pattern findEmail replaced: same answers, but ~0.2 s on 20,000 unbroken letters and ~9 s on 100,000. */
const OLD_EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/gi;
function oldFindEmail(text: string) {
  const match = text.match(new RegExp(OLD_EMAIL.source, 'i'));
  return match ? { value: match[0].toLowerCase(), index: match.index!, length: match[0].length } : undefined;
}

/** Long unbroken input of each shape that makes a backtracking pattern scan again from every position. */
const WORST_CASES: Record<string, string> = {
  letters: 'a'.repeat(100_000),
  digits: '1'.repeat(100_000),
  localDots: `${'a.'.repeat(50_000)}@`,
  atSigns: 'a@'.repeat(50_000),
  dottedDomain: `a@${'b.'.repeat(50_000)}`,
  dashedDomain: `a@${'b-'.repeat(50_000)}`,
  digitGroups: '212 '.repeat(25_000),
  spacesAfterArea: `212${' '.repeat(100_000)}`,
  nameCues: "i'm ".repeat(25_000),
  capitalWords: `I am ${'A'.repeat(50)} `.repeat(1_800),
};

describe('contact finders run in linear time', () => {
  // A few milliseconds each on a quiet machine; the bound is generous for a loaded one (CI runs this beside a browser
  // suite) and still far below the seconds a backtracking pattern takes on these inputs.
  it.each(Object.entries(WORST_CASES))('%s: 100,000 characters in linear time (well under 2 s)', (_, text) => {
    for (const find of [findEmail, findPhone, findName]) {
      const started = performance.now();
      find(text);
      expect(performance.now() - started).toBeLessThan(2000);
    }
  });

  it('finds the same e-mail as the old pattern did, for any short text', () => {
    const alphabet = fc.constantFrom(...'ab1.-@_+ ,Z'.split(''));
    fc.assert(
      fc.property(
        fc.array(alphabet, { maxLength: 30 }).map((chars) => chars.join('')),
        (text) => {
          expect(findEmail(text)).toEqual(oldFindEmail(text));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('keeps the domain up to the letters of its last label', () => {
    expect(findEmail('write jane@example.com-thanks')?.value).toBe('jane@example.com');
    expect(findEmail('jane@mail.example.co.uk.')?.value).toBe('jane@mail.example.co.uk');
  });
});
