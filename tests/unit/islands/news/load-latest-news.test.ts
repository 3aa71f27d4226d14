import { describe, expect, it } from 'vitest';
import { loadLatestNews, NEWS_CACHE_KEY, NEWS_CACHE_MS, readArticles, toArticle, type NewsSources } from '../../../../src/islands/news/load-latest-news';
import { SAMPLE_ARTICLES } from '../../../../src/lib/news/sample-articles';

const article = (n: number, over: Record<string, unknown> = {}) => ({
  id: `a${n}`,
  title: `Article ${n}`,
  link: `https://news.example.com/${n}`,
  published: '2026-11-20T12:00:00.000Z',
  author: 'Reporter',
  summary: `Summary ${n}`,
  image: null,
  categories: ['Rates'],
  ...over,
});

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

function sources(fetchImpl: typeof fetch, storage = memoryStorage(), now = 1_000_000): NewsSources & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    storage,
    now: () => now,
    fetch: (async (url: string, init?: RequestInit) => {
      calls.push(url);
      return fetchImpl(url, init);
    }) as typeof fetch,
  };
}

const json = (body: unknown, status = 200) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('toArticle / readArticles', () => {
  it('accepts well-formed articles and normalises optional fields', () => {
    expect(toArticle(article(1, { summary: '', ogDescription: 'From OG', ogImage: 'https://img.example.com/a.jpg' }))).toMatchObject({
      summary: 'From OG',
      image: 'https://img.example.com/a.jpg',
    });
  });
  it('rejects articles without a title, an http(s) link or a readable date', () => {
    expect(toArticle(article(1, { title: ' ' }))).toBeNull();
    expect(toArticle(article(1, { link: 'javascript:alert(1)' }))).toBeNull();
    expect(toArticle(article(1, { published: 'yesterday' }))).toBeNull();
    expect(toArticle('text')).toBeNull();
  });
  it('keeps at most three and answers null when none is usable', () => {
    expect(readArticles({ articles: [1, 2, 3, 4].map((n) => article(n)) })).toHaveLength(3);
    expect(readArticles({ articles: [{ nope: true }] })).toBeNull();
    expect(readArticles({ items: [] })).toBeNull();
    expect(readArticles(null)).toBeNull();
  });
});

describe('loadLatestNews', () => {
  it('asks the server for three articles and caches the answer', async () => {
    const s = sources(json({ articles: [article(1), article(2), article(3)], hasMore: true, nextCursor: 'c' }));
    const news = await loadLatestNews(s);
    expect(s.calls).toEqual(['/api/news?limit=3']);
    expect(news.source).toBe('server');
    expect(news.articles.map((a) => a.id)).toEqual(['a1', 'a2', 'a3']);
    expect(JSON.parse(s.storage!.getItem(NEWS_CACHE_KEY)!)).toMatchObject({ savedAt: 1_000_000 });
  });

  it('uses a cached answer younger than 3 minutes without calling the server', async () => {
    const storage = memoryStorage({ [NEWS_CACHE_KEY]: JSON.stringify({ savedAt: 1_000_000, articles: [article(9)] }) });
    const s = sources(json({ articles: [article(1)] }), storage, 1_000_000 + NEWS_CACHE_MS - 1);
    const news = await loadLatestNews(s);
    expect(news).toMatchObject({ source: 'cache', articles: [{ id: 'a9' }] });
    expect(s.calls).toEqual([]);
  });

  it('ignores a cache of 3 minutes or older, and a corrupt one', async () => {
    const old = memoryStorage({ [NEWS_CACHE_KEY]: JSON.stringify({ savedAt: 1_000_000, articles: [article(9)] }) });
    expect((await loadLatestNews(sources(json({ articles: [article(1)] }), old, 1_000_000 + NEWS_CACHE_MS))).source).toBe('server');
    const corrupt = memoryStorage({ [NEWS_CACHE_KEY]: '{not json' });
    expect((await loadLatestNews(sources(json({ articles: [article(1)] }), corrupt))).source).toBe('server');
  });

  it('falls back to the three sample articles on an error status, a network failure or an invalid body', async () => {
    const failures: (typeof fetch)[] = [
      json({ error: { code: 'not_found' } }, 404),
      (async () => {
        throw new TypeError('network down');
      }) as unknown as typeof fetch,
      (async () => new Response('<html>', { status: 200 })) as unknown as typeof fetch,
      json({ articles: [] }),
    ];
    for (const failing of failures) {
      const news = await loadLatestNews(sources(failing));
      expect(news.source).toBe('sample');
      expect(news.articles).toEqual([...SAMPLE_ARTICLES]);
    }
  });

  it('works without storage', async () => {
    const s = { ...sources(json({ articles: [article(1)] })), storage: null };
    expect((await loadLatestNews(s)).source).toBe('server');
  });
});

describe('sample articles', () => {
  it('are three complete Canadian mortgage news items with example.com links', () => {
    expect(SAMPLE_ARTICLES).toHaveLength(3);
    for (const a of SAMPLE_ARTICLES) {
      expect(toArticle(a)).not.toBeNull();
      expect(a.link).toMatch(/^https:\/\/example\.com\//);
      expect(a.image).toBeNull();
      expect(a.summary?.length).toBeGreaterThan(50);
      expect(a.categories.length).toBeGreaterThan(0);
    }
  });
});
