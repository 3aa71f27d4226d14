import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listLatestNews } from '../../../db/queries/news-articles';
import { pollNews } from '../../../functions/news/poll-news';
import { startNewsFixtures, type NewsFixtures } from '../../helpers/news-fixture-server';
import { signInEveryRole } from '../../helpers/sign-in-as';
import { startTestApi, type TestApi } from '../../helpers/test-api';

/** Outbound calls reach only the local peers (IP literals need no DNS): a link on a named host fails at once, as offline. */
const offline = async (hostname: string) => Promise.reject(new Error(`offline: ${hostname}`));

type Page = {
  articles: {
    id: string;
    title: string;
    link: string;
    published: string;
    summary: string | null;
    image: string | null;
    ogImage?: string | null;
    ogDescription?: string | null;
  }[];
  hasMore: boolean;
  nextCursor: string | null;
};

describe('news feeds polled into the database', () => {
  let fx: NewsFixtures;
  let api: TestApi;
  let admin: string;
  const poll = () => pollNews(api.deps, { force: true, articleTimeoutMs: 800 });
  const get = async (path: string) => (await (await api.request(path)).json()) as Page;

  beforeAll(async () => {
    fx = await startNewsFixtures({ slowMs: 4000 });
    api = await startTestApi({
      env: { NEWS_FEED_URLS: ['rss.xml', 'atom.xml', 'rdf.xml', 'local.xml'].map((f) => `${fx.url}/${f}`).join(',') },
      deps: { resolveHost: offline },
    });
    admin = (await signInEveryRole(api, ['super_admin'])).cookies.super_admin;
  });
  afterAll(async () => {
    await api.close();
    await fx.close();
  });

  it('parses RSS 2.0, Atom and RDF, merges them de-duplicated by link, newest first, and enriches at most 5 in time', async () => {
    const started = Date.now();
    const result = await poll();
    // The slow article page waits 4 s; the injected 800 ms timeout ends the poll well before.
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result).toMatchObject({ ran: true, newArticles: 12, enriched: 4, rebuildRequested: true });
    expect(result.sources.every((s) => s.ok)).toBe(true);
    expect(api.rebuildReasons).toEqual(['news: 12 new articles']);

    const page = await get('/api/news/proxy?limit=15');
    expect(page.hasMore).toBe(false);
    expect(page.articles).toHaveLength(12);
    expect(page.articles.filter((a) => a.link === 'https://shared.example/boc-story')).toHaveLength(1);
    const dates = page.articles.map((a) => a.published);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.articles.slice(0, 2).map((a) => a.title)).toEqual(['Local story with OG tags', 'Local story without tags']);
    expect(page.articles.find((a) => a.title.startsWith('Bank holds'))).toMatchObject({ image: 'https://bank.example/press/rate-hold.png' });
    // Without scrape: 'light' the stored previews stay out of the answer.
    expect(page.articles[0]).not.toHaveProperty('ogImage');
  });

  it("light enrichment reads og/twitter/meta tags, respects each page's charset, survives a huge page and a slow one", async () => {
    const light = await get('/api/news/proxy?limit=15&scrape=light&maxScrapeCount=5');
    const byTitle = (title: string) => light.articles.find((a) => a.title === title)!;
    expect(byTitle('Local story with OG tags')).toMatchObject({ ogImage: `${fx.url}/images/og.jpg`, ogDescription: 'From the OG description.' });
    expect(byTitle('Local story on a huge page')).toMatchObject({ ogImage: 'https://cdn.example/huge.jpg', ogDescription: 'Huge page, small head.' });
    expect(byTitle('Local story in windows-1252')).toMatchObject({ ogDescription: 'Québec: prix en hausse' });
    expect(byTitle('Local story without tags')).not.toHaveProperty('ogImage');
    expect(byTitle('Local story on a slow site')).not.toHaveProperty('ogImage');

    // The next poll takes the next pending articles: the meta-charset page.
    await poll();
    const again = await get('/api/news?limit=15');
    expect(again.articles.find((a) => a.title === 'Local story with a meta charset')).toMatchObject({
      ogImage: 'https://cdn.example/montreal.jpg',
      ogDescription: 'Montréal et Lévis',
    });
    const one = await get('/api/news/proxy?limit=15&scrape=light&maxScrapeCount=1');
    expect(one.articles.filter((a) => 'ogImage' in a)).toHaveLength(1);
  });

  it('pages with a cursor and searches title and summary', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const page: Page = await get(`/api/news/proxy?limit=5${cursor ? `&cursor=${cursor}` : ''}`);
      sizes.push(page.articles.length);
      seen.push(...page.articles.map((a) => a.id));
      cursor = page.nextCursor;
      expect(page.hasMore).toBe(cursor !== null);
    } while (cursor);
    expect(sizes).toEqual([5, 5, 2]);
    expect(new Set(seen).size).toBe(12);

    expect((await get('/api/news/proxy?searchQuery=RELIEF')).articles.map((a) => a.title)).toEqual(['Variable-rate holders see relief']);
    // Summary text is searched too ("overnight rate" is only in the summary).
    expect((await get('/api/news?q=overnight')).articles.map((a) => a.title)).toEqual(['Bank holds policy rate at 2.25%']);
    const posted = await api.request('/api/news/proxy', {
      method: 'POST',
      json: { cursor: null, searchQuery: 'home sales', feeds: [`${fx.url}/rdf.xml`], limit: 15 },
    });
    expect(((await posted.json()) as Page).articles.map((a) => a.title)).toEqual(['Home sales rise in October']);
    const filtered = await get(`/api/news/proxy?feeds=${encodeURIComponent(`${fx.url}/atom.xml`)}`);
    expect(filtered.articles).toHaveLength(1); // the shared story was stored from whichever feed came first
  });

  it('answers from the database with cache headers and the spec shape', async () => {
    const response = await api.request('/api/news?limit=3');
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=180/);
    const body = (await response.json()) as Page;
    expect(Object.keys(body).sort()).toEqual(['articles', 'hasMore', 'nextCursor']);
    expect(body.articles).toHaveLength(3);
    expect(body.hasMore).toBe(true);
    expect((await listLatestNews(api.db, 3)).map((a) => a.id)).toEqual(body.articles.map((a) => a.id));
    expect((await api.request('/api/news/proxy?limit=0')).status).toBe(400);
  });

  it('keeps a failing feed’s last articles and shows the failure to staff', async () => {
    fx.fail('/atom.xml');
    const result = await poll();
    expect(result.sources.find((s) => s.url.endsWith('/atom.xml'))).toMatchObject({ ok: false, error: 'HTTP 503' });
    expect((await get('/api/news?q=overnight')).articles).toHaveLength(1);
    const sources = (await (await api.request('/api/admin/inoreader/sources', { headers: { cookie: admin } })).json()) as {
      sources: { url: string; last_error: string | null; last_success_at: string | null }[];
    };
    const atom = sources.sources.find((s) => s.url.endsWith('/atom.xml'))!;
    expect(atom.last_error).toBe('HTTP 503');
    expect(atom.last_success_at).not.toBeNull();
    fx.restore('/atom.xml');
  });

  it('asks for a rebuild only when the home page’s latest articles change, and skips a poll that is not due', async () => {
    const before = api.rebuildReasons.length;
    expect((await poll()).rebuildRequested).toBe(false);
    expect(await pollNews(api.deps)).toMatchObject({ ran: false, reason: 'fresh' });
    fx.addLocalItems([{ title: 'Breaking: new lending rules', path: '/articles/none?new', published: '2025-11-21T12:00:00Z', summary: 'New rules.' }]);
    expect(await poll()).toMatchObject({ newArticles: 1, rebuildRequested: true });
    expect(api.rebuildReasons.slice(before)).toEqual(['news: 1 new articles']);
    expect((await listLatestNews(api.db, 1))[0]!.title).toBe('Breaking: new lending rules');
  });
});
