import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseFeed } from '../../../../functions/news/parse-feed';
import { htmlToPlainText } from '../../../../functions/news/plain-text';
import { readArticleHead } from '../../../../functions/news/article-head';
import { decode } from '../../../../functions/news/fetch-capped';
import { newsFeedUrls, DEFAULT_NEWS_FEEDS } from '../../../../functions/news/default-feeds';

const fixture = (name: string) => readFileSync(new URL(`../../../fixtures/news/${name}`, import.meta.url), 'utf8');

describe('parseFeed', () => {
  it('reads RSS 2.0: dates, authors, categories, plain-text summaries, and images from media:content, media:thumbnail and enclosures', () => {
    const items = parseFeed(fixture('rss2.xml'), 'https://trends.example/feed/');
    expect(items.map((i) => i.title)).toEqual([
      'Five-year fixed rates dip as bond yields fall',
      'Variable-rate holders see relief',
      'Renewal wave: what borrowers should know',
      'Shared story about the Bank of Canada',
    ]);
    const [fixed, variable, renewal] = items;
    expect(fixed).toMatchObject({
      link: 'https://trends.example/fixed-rates-dip',
      published: '2025-11-18T14:00:00.000Z',
      author: 'Rob McLister',
      categories: ['Rates', 'Fixed'],
      image: 'https://trends.example/images/fixed.jpg',
      summary: 'Lenders trimmed five-year fixed rates this week.',
    });
    // Relative media URLs resolve against the feed's address.
    expect(variable!.image).toBe('https://trends.example/images/variable-thumb.png');
    expect(renewal).toMatchObject({ image: 'https://trends.example/images/renewal.jpg', summary: null });
  });

  it('reads Atom: the alternate link, published date, entity-encoded titles, xhtml content and media:group thumbnails', () => {
    const items = parseFeed(fixture('atom.xml'), 'https://bank.example/feed.atom');
    expect(items[0]).toMatchObject({
      title: 'Bank holds policy rate at 2.25%',
      link: 'https://bank.example/press/rate-hold',
      published: '2025-11-19T15:00:00.000Z',
      author: 'Communications',
      categories: ['Monetary policy'],
      image: 'https://bank.example/press/rate-hold.png',
      summary: 'The Bank held its target for the overnight rate.',
    });
    expect(items[1]).toMatchObject({ published: '2025-11-15T09:30:00.000Z', summary: 'Duplicate of an RSS item.', image: 'https://bank.example/thumb.jpg' });
  });

  it('reads RSS 1.0 (RDF) with Dublin Core dates, creators and subjects', () => {
    expect(parseFeed(fixture('rdf.xml'), 'https://housing.example/rss')).toEqual([
      {
        title: 'Home sales rise in October',
        link: 'https://housing.example/sales-october',
        published: '2025-11-14T15:00:00.000Z',
        author: 'Housing Stats Team',
        summary: 'National home sales rose 0.9% month over month.',
        image: null,
        categories: ['Housing market'],
      },
    ]);
  });

  it('never lets feed markup through: scripts, iframes, ad blocks and footers are dropped', () => {
    const text = htmlToPlainText(
      '<p>Real news.</p><script>steal()</script><iframe src="x"></iframe><div class="advertisement">BUY NOW</div><img src=x onerror=alert(1)>&lt;b&gt;',
    );
    expect(text).toBe('Real news. <b>');
    expect(htmlToPlainText(`<p>${'word '.repeat(200)}</p>`)!.length).toBeLessThanOrEqual(400);
  });
});

describe('article head', () => {
  it('prefers og tags, falls back to twitter and meta description, and resolves relative image URLs', () => {
    expect(
      readArticleHead(
        '<head><meta property="og:image" content="/img/a.jpg"><meta property="og:description" content="OG &amp; text"></head>',
        'https://a.example/news/1',
      ),
    ).toEqual({
      ogImage: 'https://a.example/img/a.jpg',
      ogDescription: 'OG & text',
    });
    expect(
      readArticleHead(
        '<head><meta name="twitter:image" content="https://cdn.example/t.png"><meta name="description" content="Plain description"></head>',
        'https://a.example/',
      ),
    ).toEqual({
      ogImage: 'https://cdn.example/t.png',
      ogDescription: 'Plain description',
    });
    expect(readArticleHead('<html><head><title>x</title></head></html>', 'https://a.example/')).toEqual({ ogImage: null, ogDescription: null });
  });

  it('decodes by the header charset, else the meta charset, else UTF-8', () => {
    const latin = new Uint8Array([0x51, 0x75, 0xe9, 0x62, 0x65, 0x63]); // "Québec" in windows-1252
    expect(decode(latin, 'text/html; charset=windows-1252')).toBe('Québec');
    const withMeta = new Uint8Array([...new TextEncoder().encode('<meta charset="iso-8859-1">'), ...latin]);
    expect(decode(withMeta, 'text/html')).toContain('Québec');
    expect(decode(new TextEncoder().encode('Québec'), null)).toBe('Québec');
  });
});

describe('feed settings', () => {
  it('uses the default Canadian feeds unless NEWS_FEED_URLS replaces them', () => {
    expect(newsFeedUrls(undefined)).toEqual(DEFAULT_NEWS_FEEDS.map((f) => f.url));
    expect(newsFeedUrls(' https://a.example/feed , ftp://x, https://a.example/feed,https://b.example/rss')).toEqual([
      'https://a.example/feed',
      'https://b.example/rss',
    ]);
  });
});
