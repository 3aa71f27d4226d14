import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import NewsFeed from '../../../../src/islands/news/NewsFeed';
import type { NewsArticle } from '../../../../src/lib/schemas/news-articles';

const article = (n: number): NewsArticle => ({
  id: `a${n}`,
  title: `Built article ${n}`,
  link: `https://news.example/${n}`,
  published: '2026-11-20T12:00:00Z',
  author: null,
  summary: 'Summary',
  image: null,
  categories: [],
});

// The server-rendered markup is what the built /mortgage-news holds before (or without) JavaScript.
describe('the news page as built', () => {
  it('holds the articles the build read from the news store, not skeleton cards', () => {
    const html = renderToString(<NewsFeed initial={[article(1), article(2)]} />);
    expect(html).toContain('Built article 1');
    expect(html.match(/data-testid="news-card"/g)).toHaveLength(2);
    expect(html).not.toContain('news-skeleton');
    expect(html).toContain('aria-busy="false"');
  });

  it('with an empty store, says there is no news (no skeleton cards that only a script replaces)', () => {
    const html = renderToString(<NewsFeed />);
    expect(html).not.toContain('news-skeleton');
    expect(html).toContain('No news to show right now.');
    expect(html).toContain('aria-busy="false"');
  });

  it('with an empty store on a demo site, shows the marked samples, which link nowhere', () => {
    const html = renderToString(<NewsFeed samples />);
    expect(html).not.toContain('news-skeleton');
    expect(html.match(/data-testid="news-card"/g)).toHaveLength(3);
    expect(html.match(/Sample article: demo content, not real news/g)).toHaveLength(3);
    expect(html).not.toContain('example.com');
    expect(html).not.toContain('Read More');
  });
});
