import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollNews } from '../../functions/news/poll-news';
import { startHttpPeer, type PeerHandler } from '../helpers/http-peer';
import { storeArticle } from '../helpers/news-articles';
import { startTestApi, type TestApi } from '../helpers/test-api';

/**
 * Light enrichment reads an article's page with only the origin of the feed it came from trusted (ADR 40): a
 * self-hosted feed's own pages are enriched, but an item of feed A pointing at feed B's private origin, or an
 * Inoreader item pointing at a feed's, is refused before any request.
 */
type Peer = Awaited<ReturnType<typeof startHttpPeer>>;
const page = (text: string) => `<html><head><meta property="og:description" content="${text}"></head></html>`;
const rss = (links: string[]) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>Feed</title>${links
    .map((link, i) => `<item><title>Story ${link}</title><link>${link}</link><pubDate>${new Date(Date.UTC(2025, 10, 20 - i)).toUTCString()}</pubDate></item>`)
    .join('')}</channel></rss>`;

describe('news enrichment trusts only the article’s own feed origin', () => {
  let api: TestApi;
  let feedA: Peer;
  let feedB: Peer;

  beforeAll(async () => {
    let bUrl = '';
    feedA = await startHttpPeer((request): ReturnType<PeerHandler> => {
      if (request.url === '/feed.xml') return { body: rss([`${bUrl}/private-page`]), headers: { 'content-type': 'application/rss+xml' } };
      if (request.url === '/own-page') return { body: page('A own page'), headers: { 'content-type': 'text/html' } };
      return { status: 404 };
    });
    feedB = await startHttpPeer((request): ReturnType<PeerHandler> => {
      if (request.url === '/feed.xml') return { body: rss([`${bUrl}/own-page`]), headers: { 'content-type': 'application/rss+xml' } };
      if (request.url === '/own-page') return { body: page('B own page'), headers: { 'content-type': 'text/html' } };
      if (request.url === '/private-page') return { body: page('B PRIVATE'), headers: { 'content-type': 'text/html' } };
      return { status: 404 };
    });
    bUrl = feedB.url;
    api = await startTestApi({ env: { NEWS_FEED_URLS: `${feedA.url}/feed.xml,${feedB.url}/feed.xml` } });
  });
  afterAll(async () => {
    await api.close();
    await feedA.close();
    await feedB.close();
  });

  it("enriches a feed's own page; refuses another feed's origin and an Inoreader link to a feed's origin", async () => {
    await storeArticle(api.db, 'inoreader', { origin: 'feed/x', title: 'Via Inoreader', link: `${feedA.url}/own-page` });
    await pollNews(api.deps, { force: true, articleTimeoutMs: 1000 });

    const rows = (await api.db.execute('SELECT source, link, og_description, enrich_state FROM news_articles ORDER BY link')).rows;
    const byLink = Object.fromEntries(rows.map((row) => [`${row.source} ${String(row.link)}`, row]));
    expect(byLink[`feed ${feedB.url}/own-page`]).toMatchObject({ enrich_state: 'done', og_description: 'B own page' });
    expect(byLink[`feed ${feedB.url}/private-page`]).toMatchObject({ enrich_state: 'failed', og_description: null });
    expect(byLink[`inoreader ${feedA.url}/own-page`]).toMatchObject({ enrich_state: 'failed', og_description: null });
    expect(feedB.requests.map((r) => r.url)).not.toContain('/private-page');
    expect(feedA.requests.map((r) => r.url)).not.toContain('/own-page');
  });
});
