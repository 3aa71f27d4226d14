import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertInoreader } from '../../db/queries/inoreader-config';
import { isPublicAddress } from '../../functions/http/outside-address';
import { createOutsideFetch, OutsideFetchRefusedError, type ResolveHost } from '../../functions/http/outside-fetch';
import { fetchInoreaderItems } from '../../functions/news/inoreader-stream';
import { pollNews } from '../../functions/news/poll-news';
import { scrapeRates } from '../../functions/rates/scrape-rates';
import { startHttpPeer, type PeerHandler } from '../helpers/http-peer';
import { storeArticle } from '../helpers/news-articles';
import { startTestApi, type TestApi } from '../helpers/test-api';

/**
 * Server-side request forgery: outside content (feed items, Inoreader items, redirects) must never turn the server's
 * fetches toward its own machine or network (docs/decisions/0021-outside-fetches.md). The "internal" peer stands for
 * an admin port on the same host: it must record no request at all, and nothing of it may reach the stored news.
 */
const SECRET = 'INTERNAL-ONLY-SECRET';
const internalPage = `<html><head><meta property="og:image" content="/secret.png"><meta property="og:description" content="${SECRET}"></head></html>`;

type Peer = Awaited<ReturnType<typeof startHttpPeer>>;

/** The internal service also listens on ::1 when the machine has IPv6, so an IPv6 slip would be recorded too. */
async function listenOnIpv6Loopback(port: number, hits: string[]): Promise<() => Promise<void>> {
  const server = createServer((req, res) => {
    hits.push(req.url ?? '/');
    res.end(internalPage);
  });
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '::1', () => resolve(true));
  });
  return listening ? () => new Promise<void>((resolve) => server.close(() => resolve())) : async () => {};
}

describe('outside fetches cannot be turned inward', () => {
  let internal: Peer;
  let source: Peer;
  let internalPort: number;
  const ipv6Hits: string[] = [];
  let closeIpv6: () => Promise<void>;
  /** internal.test and rebind.test are names only this resolver knows: proof the fetch uses the checked answer. */
  const resolverCalls: string[] = [];
  const resolveHost: ResolveHost = async (hostname) => {
    resolverCalls.push(hostname);
    if (hostname === 'internal.test' || hostname === 'feed.test') return [{ address: '127.0.0.1', family: 4 }];
    if (hostname === 'mixed.test')
      return [
        { address: '203.0.114.10', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ];
    if (hostname === 'metadata.test') return [{ address: '169.254.169.254', family: 4 }];
    if (hostname === 'mapped.test') return [{ address: '::ffff:127.0.0.1', family: 6 }];
    throw new Error(`offline: ${hostname}`);
  };
  const internalHits = () => internal.requests.length + ipv6Hits.length;

  beforeAll(async () => {
    internal = await startHttpPeer(() => ({ body: internalPage, headers: { 'content-type': 'text/html' } }));
    internalPort = Number(new URL(internal.url).port);
    closeIpv6 = await listenOnIpv6Loopback(internalPort, ipv6Hits);
    source = await startHttpPeer((request): ReturnType<PeerHandler> => {
      if (request.url.startsWith('/redirect-out')) return { status: 302, headers: { location: `${internal.url}/admin` } };
      if (request.url === '/redirect-hop') return { status: 301, headers: { location: '/redirect-out' } };
      if (request.url === '/redirect-localhost') return { status: 307, headers: { location: `http://localhost:${internalPort}/admin` } };
      if (request.url === '/loop') return { status: 302, headers: { location: '/loop' } };
      if (request.url === '/robots.txt') return { status: 404 };
      if (request.url === '/page')
        return { body: '<html><head><meta property="og:description" content="A fine page."></head></html>', headers: { 'content-type': 'text/html' } };
      return { status: 404 };
    });
  });
  afterAll(async () => {
    await internal.close();
    await source.close();
    await closeIpv6();
  });

  const fetchFromSource = () => createOutsideFetch({ trustedUrls: [`${source.url}/feed.xml`], resolveHost });

  it('classifies loopback, private, link-local, metadata, CGNAT, multicast and mapped IPv6 addresses as not public', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.0.9',
      '0.0.0.0',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.10',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::127.0.0.1',
      '64:ff9b::7f00:1',
      '2002:7f00:1::',
      'fc00::1',
      'fd00:ec2::254',
      'fe80::1',
      'fe80::1%eth0',
      'ff02::1',
      '2001:db8::1',
      'not-an-address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['93.184.215.14', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses every numeric and IPv6 spelling of a local address before connecting', async () => {
    const fetchChecked = fetchFromSource();
    const forms = [
      `http://127.0.0.1:${internalPort}/admin`,
      `http://2130706433:${internalPort}/admin`,
      `http://0x7f.1:${internalPort}/admin`,
      `http://0x7f000001:${internalPort}/admin`,
      `http://017700000001:${internalPort}/admin`,
      `http://127.1:${internalPort}/admin`,
      `http://0.0.0.0:${internalPort}/admin`,
      `http://0:${internalPort}/admin`,
      `http://[::1]:${internalPort}/admin`,
      `http://[::]:${internalPort}/admin`,
      `http://[::ffff:127.0.0.1]:${internalPort}/admin`,
      `http://[::ffff:7f00:1]:${internalPort}/admin`,
      `http://[0:0:0:0:0:ffff:127.0.0.1]:${internalPort}/admin`,
      `http://[64:ff9b::127.0.0.1]:${internalPort}/admin`,
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/latest/meta-data/',
      'http://[fc00::1]/',
      'http://[fe80::1]/',
      'http://10.0.0.1/',
      'http://192.168.1.1/',
      'http://100.64.0.1/',
    ];
    for (const form of forms) {
      await expect(fetchChecked(form), form).rejects.toBeInstanceOf(OutsideFetchRefusedError);
    }
    expect(internalHits()).toBe(0);
  });

  it('refuses names that resolve to local addresses (localhost, an injected name, metadata, one bad answer among good)', async () => {
    const fetchChecked = fetchFromSource();
    for (const form of [
      `http://localhost:${internalPort}/admin`,
      `http://internal.test:${internalPort}/admin`,
      'http://metadata.test/latest',
      `http://mapped.test:${internalPort}/`,
      `http://mixed.test:${internalPort}/`,
    ]) {
      await expect(fetchChecked(form), form).rejects.toBeInstanceOf(OutsideFetchRefusedError);
    }
    expect(internalHits()).toBe(0);
  });

  it('re-checks every redirect: a configured source cannot send the fetch to another local port, even after a hop', async () => {
    const fetchChecked = fetchFromSource();
    for (const path of ['/redirect-out', '/redirect-hop', '/redirect-localhost']) {
      await expect(fetchChecked(`${source.url}${path}`), path).rejects.toBeInstanceOf(OutsideFetchRefusedError);
    }
    await expect(fetchChecked(`${source.url}/loop`)).rejects.toThrow(/More than 5 redirects/);
    expect(source.requests.filter((r) => r.url === '/loop')).toHaveLength(6);
    expect(internalHits()).toBe(0);
  });

  it("allows the configured source's exact origin, connecting to the address the checked answer gave", async () => {
    const response = await fetchFromSource()(`${source.url}/page`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('A fine page.');
    // feed.test exists only in the injected resolver: reaching the peer proves the connection used that answer.
    const sourcePort = new URL(source.url).port;
    const named = createOutsideFetch({ trustedUrls: [`http://feed.test:${sourcePort}/feed.xml`], resolveHost });
    expect((await named(`http://feed.test:${sourcePort}/page`)).status).toBe(200);
    expect(source.requests.at(-1)?.headers.host).toBe(`feed.test:${sourcePort}`);
    // Same host, another port: not the configured origin.
    await expect(named(`http://feed.test:${internalPort}/admin`)).rejects.toBeInstanceOf(OutsideFetchRefusedError);
    expect(internalHits()).toBe(0);
  });

  it('resolves a name once per hop and connects to that answer (a second, rebinding answer is never asked for)', async () => {
    let answers = 0;
    const rebinding: ResolveHost = async () => (answers++ === 0 ? [{ address: '203.0.113.7', family: 4 }] : [{ address: '127.0.0.1', family: 4 }]);
    const fetchChecked = createOutsideFetch({ trustedUrls: [], resolveHost: rebinding });
    // 203.0.113.7 is a documentation address: refused as well, so the test never leaves the machine.
    await expect(fetchChecked(`http://rebind.test:${internalPort}/admin`, { signal: AbortSignal.timeout(500) })).rejects.toBeInstanceOf(
      OutsideFetchRefusedError,
    );
    expect(answers).toBe(1);
    expect(internalHits()).toBe(0);
  });

  describe('through the news poll, Inoreader and the rate scrape', () => {
    let api: TestApi;

    beforeAll(async () => {
      const feed = () => {
        const links = [
          `${source.url}/redirect-out`,
          `http://localhost:${internalPort}/a`,
          `http://internal.test:${internalPort}/b`,
          `http://2130706433:${internalPort}/c`,
          `http://[::ffff:127.0.0.1]:${internalPort}/d`,
        ];
        const items = links.map(
          (link, i) => `<item><title>Story ${i}</title><link>${link}</link><pubDate>${new Date(Date.UTC(2025, 10, 20 - i)).toUTCString()}</pubDate></item>`,
        );
        return `<?xml version="1.0"?><rss version="2.0"><channel><title>Feed</title>${items.join('')}</channel></rss>`;
      };
      const feedPeer = await startHttpPeer(
        (request): ReturnType<PeerHandler> =>
          request.url === '/feed.xml'
            ? { body: feed(), headers: { 'content-type': 'application/rss+xml' } }
            : request.url === '/rates'
              ? { status: 302, headers: { location: `${internal.url}/rates` } }
              : { status: 404 },
      );
      api = await startTestApi({
        env: {
          NEWS_FEED_URLS: `${feedPeer.url}/feed.xml`,
          INOREADER_API_URL: `${source.url}/redirect-out`,
          INOREADER_OAUTH_URL: `${source.url}/oauth`,
          RATES_SOURCE_URL: `${feedPeer.url}/rates`,
        },
        deps: { resolveHost },
      });
      const close = api.close;
      api.close = async () => {
        await close();
        await feedPeer.close();
      };
    });
    afterAll(async () => api.close());

    it('stores the feed items but fetches none of their inward links, and nothing internal reaches the news', async () => {
      const result = await pollNews(api.deps, { force: true, articleTimeoutMs: 1000 });
      expect(result.sources).toEqual([expect.objectContaining({ ok: true, count: 5 })]);
      expect(result.enriched).toBe(0);
      // Inoreader items are outside content too: their links go through the same check.
      await storeArticle(api.db, 'inoreader', { origin: 'feed/x', title: 'Inoreader story', link: `http://internal.test:${internalPort}/e` });
      await pollNews(api.deps, { force: true, articleTimeoutMs: 1000 });

      const rows = (await api.db.execute('SELECT link, og_image, og_description, enrich_state FROM news_articles')).rows;
      expect(rows).toHaveLength(6);
      for (const row of rows) expect(row, String(row.link)).toMatchObject({ og_image: null, og_description: null, enrich_state: 'failed' });
      const page = await (await api.request('/api/news/proxy?limit=20&scrape=light&maxScrapeCount=5')).text();
      expect(page).not.toContain(SECRET);
      expect(page).not.toContain('secret.png');
      expect(internalHits()).toBe(0);
    });

    it('refuses an Inoreader answer redirecting inward', async () => {
      await upsertInoreader(api.db, { appId: 'app', appKey: 'key', accessToken: 'token', userId: 'u' }, new Date().toISOString());
      await expect(fetchInoreaderItems(api.deps, { pages: 1 })).rejects.toThrow(/private or local address/);
      expect(internalHits()).toBe(0);
    });

    it('refuses a rate source redirecting inward', async () => {
      const result = await scrapeRates(api.deps, { trigger: 'admin', fetchTimeoutMs: 1000 });
      expect(result).toMatchObject({ success: false, status: 'failed' });
      expect(result.error).toMatch(/private or local address/);
      expect(internalHits()).toBe(0);
    });
  });
});
