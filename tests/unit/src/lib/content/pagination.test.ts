import { describe, expect, it } from 'vitest';
import { blogPageHref, pageCount, pageLinks, pageSlice } from '../../../../../src/lib/content/pagination';

const shown = (current: number, total: number) =>
  pageLinks(current, total)
    .map((link) => ('gap' in link ? '…' : link.current ? `[${link.page}]` : String(link.page)))
    .join(' ');

describe('blog pagination', () => {
  it('puts page 1 at /blog and the others under /blog/page/{n}', () => {
    expect([blogPageHref(1), blogPageHref(2), blogPageHref(17)]).toEqual(['/blog', '/blog/page/2', '/blog/page/17']);
  });

  it('counts 12 posts a page, with one (empty) page for no posts', () => {
    expect([pageCount(0), pageCount(12), pageCount(13), pageCount(2000)]).toEqual([1, 1, 2, 167]);
    expect(
      pageSlice(
        Array.from({ length: 30 }, (_, i) => i),
        3,
      ),
    ).toEqual([24, 25, 26, 27, 28, 29]);
  });

  it('keeps the numbered links short however many pages there are', () => {
    expect(shown(1, 1)).toBe('[1]');
    expect(shown(1, 5)).toBe('[1] 2 3 4 5');
    expect(shown(50, 167)).toBe('1 … 48 49 [50] 51 52 … 167');
    expect(shown(4, 167)).toBe('1 2 3 [4] 5 6 … 167');
    expect(shown(167, 167)).toBe('1 … 165 166 [167]');
  });
});
