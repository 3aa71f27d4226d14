import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commentLines } from './comment-text';

/**
 * The repository cites only what it contains (docs/architecture.md): a comment that states a product rule cites its
 * page and anchor in docs/product/, never a specification kept elsewhere, and every cited anchor exists, so a
 * citation stays true when a page is edited. "spec file" and `.spec.ts` name Playwright files, not a specification.
 */
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|astro|sql|css|toml|ya?ml|sh)$/;
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => SOURCE.test(file) && !file.startsWith('docs/') && existsSync(file));

/** The word for the outside specification, bare or possessive; not a Playwright file, not a `.spec.ts` name. */
const OUTSIDE_SPEC = /(?<![.\w-])spec(?:['\u2019]s)?(?![.\w-]|\s+files?\b)/i;
const CITATION = /docs\/product\/([a-z0-9-]+\.md)(?:#([a-z0-9-]+))?/g;

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

function anchorsOf(page: string): Set<string> | null {
  const path = `docs/product/${page}`;
  if (!existsSync(path)) return null;
  const headings = readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => /^#{1,6}\s/.test(line))
    .map((line) => anchorOf(line.replace(/^#+\s/, '')));
  return new Set(headings);
}

const comments = files.flatMap((file) => commentLines(readFileSync(file, 'utf8'), file).map((comment) => ({ file, ...comment })));

describe('product citations', () => {
  it('reads the comments of the source tree', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(comments.filter((c) => c.text.includes('docs/product/')).length).toBeGreaterThan(100);
  });

  it('no comment cites a specification outside docs/product', () => {
    const outside = comments.filter((c) => OUTSIDE_SPEC.test(c.text)).map((c) => `${c.file}:${c.line}: ${c.text.trim()}`);
    expect(outside).toEqual([]);
  });

  it('every docs/product page and anchor a comment cites exists', () => {
    const pages = new Map<string, Set<string> | null>();
    const broken = comments.flatMap((c) =>
      [...c.text.matchAll(CITATION)]
        .filter(([, page, anchor]) => {
          if (!pages.has(page!)) pages.set(page!, anchorsOf(page!));
          const anchors = pages.get(page!);
          return !anchors || (anchor !== undefined && !anchors.has(anchor));
        })
        .map(([citation]) => `${c.file}:${c.line}: ${citation}`),
    );
    expect(broken).toEqual([]);
  });

  it('tells a citation of the outside specification from a Playwright spec file', () => {
    expect(OUTSIDE_SPEC.test(" Spec section 7: an agent's documents")).toBe(true);
    expect(OUTSIDE_SPEC.test(" the spec's 'Failed to upload image'")).toBe(true);
    expect(OUTSIDE_SPEC.test(' (back-office spec: Leads management)')).toBe(true);
    expect(OUTSIDE_SPEC.test(' covered by the Playwright spec file')).toBe(false);
    expect(OUTSIDE_SPEC.test(' see tests/e2e/rates.spec.ts')).toBe(false);
    expect(OUTSIDE_SPEC.test(' the FieldSpec of a column')).toBe(false);
  });

  it('reads anchors as GitHub writes them', () => {
    expect(anchorOf('Delete confirmation')).toBe('delete-confirmation');
    expect(anchorOf('Why use a broker')).toBe('why-use-a-broker');
    expect(anchorOf('Footer hidden in the back office')).toBe('footer-hidden-in-the-back-office');
  });
});
