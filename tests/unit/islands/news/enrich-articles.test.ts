import { describe, expect, it } from 'vitest';
import { mergePreviews } from '../../../../src/islands/news/enrich-articles';
import type { NewsArticle } from '../../../../src/lib/schemas/news-articles';

const article = (n: number, over: Partial<NewsArticle> = {}): NewsArticle => ({
  id: `a${n}`,
  title: `Article ${n}`,
  link: `https://news.example.com/${n}`,
  published: '2026-11-20T12:00:00.000Z',
  author: null,
  summary: null,
  image: null,
  categories: [],
  ...over,
});

describe('background enrichment (spec section 4)', () => {
  it('fills image and summary only when missing, matched by id or by link', () => {
    const shown = [article(1), article(2, { summary: 'Feed summary' }), article(3, { image: 'https://img.example/3.jpg', summary: 'Kept' })];
    const merged = mergePreviews(shown, [
      { id: 'a1', link: 'https://elsewhere.example/1', ogImage: 'https://img.example/1.jpg', ogDescription: 'From OG 1' },
      { id: 'other', link: 'https://news.example.com/2', ogImage: 'https://img.example/2.jpg', ogDescription: 'From OG 2' },
      { id: 'a3', ogImage: 'https://img.example/replaced.jpg', ogDescription: 'Replaced' },
    ]);
    expect(merged[0]).toMatchObject({ image: 'https://img.example/1.jpg', summary: 'From OG 1' });
    expect(merged[1]).toMatchObject({ image: 'https://img.example/2.jpg', summary: 'Feed summary' });
    expect(merged[2]).toBe(shown[2]);
  });

  it('ignores malformed previews and non-http images', () => {
    const shown = [article(1)];
    expect(mergePreviews(shown, [null, 'x', { id: 'a1', ogImage: 'javascript:alert(1)' }])).toEqual(shown);
  });
});
