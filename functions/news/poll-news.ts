import { articlesToEnrich, countArticles, listLatestNews, pruneArticles, saveEnrichment, upsertArticles } from '../../db/queries/news-articles';
import { lastPollAt, recordSourceResult } from '../../db/queries/news-sources';
import { readActiveInoreader } from '../../db/queries/inoreader-config';
import { contentChanged } from '../content/on-content-change';
import type { AppDeps } from '../deps';
import { createOutsideFetch, type OutsideFetch } from '../http/outside-fetch';
import { fetchArticlePreview } from './article-head';
import { newsFeedUrls } from './default-feeds';
import { fetchCapped } from './fetch-capped';
import { fetchInoreaderItems } from './inoreader-stream';
import { parseFeed } from './parse-feed';

/** docs/product/content.md#news-enrichment: scrape count capped at 5 (light enrichment per poll). */
export const MAX_ENRICH = 5;
const FEED_MAX_BYTES = 5 * 1024 * 1024;
const KEEP_DAYS = 120;
export const INOREADER_SOURCE_URL = 'inoreader:reading-list';

export interface SourceOutcome {
  url: string;
  ok: boolean;
  count?: number;
  error?: string;
}

export interface PollResult {
  ran: boolean;
  reason?: 'fresh';
  newArticles: number;
  sources: SourceOutcome[];
  enriched: number;
  rebuildRequested: boolean;
}

export interface PollOptions {
  /** Staff's "poll now" and tests: run even when the last poll is recent. */
  force?: boolean;
  /** Per article page read by the light enrichment (default 8 s, the product's timeout); injectable so tests stay fast (docs/product/content.md#news-enrichment). */
  articleTimeoutMs?: number;
}

const errorText = (error: unknown) => (error instanceof Error ? (error.name === 'TimeoutError' ? 'Timed out' : error.message) : String(error));

async function pollFeed(deps: AppDeps, fetchChecked: OutsideFetch, url: string, at: string, timeoutMs?: number): Promise<SourceOutcome & { fresh: number }> {
  try {
    const response = await fetchCapped(url, {
      fetch: fetchChecked,
      timeoutMs,
      maxBytes: FEED_MAX_BYTES,
      accept: 'application/rss+xml, application/atom+xml, application/rdf+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
    });
    if (response.status < 200 || response.status >= 300) throw new Error(`HTTP ${response.status}`);
    if (!/<(rss|feed|rdf:RDF)[\s>]/i.test(response.text)) throw new Error('Not an RSS, Atom or RDF feed');
    const items = parseFeed(response.text, url, deps.now());
    const fresh = await upsertArticles(
      deps.db,
      'feed',
      items.map((item) => ({ ...item, origin: url })),
      at,
    );
    await recordSourceResult(deps.db, { url, kind: 'feed' }, at, { ok: true, count: items.length });
    return { url, ok: true, count: items.length, fresh };
  } catch (error) {
    // The feed's stored articles stay: a failing feed never empties the page.
    await recordSourceResult(deps.db, { url, kind: 'feed' }, at, { ok: false, error: errorText(error) });
    deps.log.warn('news feed failed', { url, error: errorText(error) });
    return { url, ok: false, error: errorText(error), fresh: 0 };
  }
}

async function pollInoreader(deps: AppDeps, at: string, timeoutMs?: number): Promise<(SourceOutcome & { fresh: number }) | null> {
  if (!(await readActiveInoreader(deps.db))) return null;
  try {
    const pages = (await countArticles(deps.db, 'inoreader')) === 0 ? 2 : 1;
    const items = await fetchInoreaderItems(deps, { pages, timeoutMs });
    const fresh = await upsertArticles(deps.db, 'inoreader', items, at);
    await recordSourceResult(deps.db, { url: INOREADER_SOURCE_URL, kind: 'inoreader' }, at, { ok: true, count: items.length });
    return { url: INOREADER_SOURCE_URL, ok: true, count: items.length, fresh };
  } catch (error) {
    await recordSourceResult(deps.db, { url: INOREADER_SOURCE_URL, kind: 'inoreader' }, at, { ok: false, error: errorText(error) });
    return { url: INOREADER_SOURCE_URL, ok: false, error: errorText(error), fresh: 0 };
  }
}

/**
 * Light enrichment: at most 5 articles lacking an image or a summary get their page's og:image / description. An
 * article link (from a feed or Inoreader) is outside content: the checked fetch refuses private addresses, and a
 * refused link is recorded as failed like any unreachable page. The one origin an article's fetch may find private
 * is that of the configured feed it came from (a self-hosted feed's own pages, ADR 40): never another feed's, and
 * none for Inoreader's articles.
 */
async function enrich(deps: AppDeps, feedUrls: readonly string[], timeoutMs?: number): Promise<number> {
  const pending = await articlesToEnrich(deps.db, MAX_ENRICH);
  const results = await Promise.all(
    pending.map(async (article) => {
      const ownFeed = article.source === 'feed' && feedUrls.includes(article.origin) ? [article.origin] : [];
      const fetchChecked = createOutsideFetch({ trustedUrls: ownFeed, resolveHost: deps.resolveHost });
      try {
        await saveEnrichment(deps.db, article.id, await fetchArticlePreview(article.link, { fetch: fetchChecked, timeoutMs }));
        return true;
      } catch {
        await saveEnrichment(deps.db, article.id, 'failed');
        return false;
      }
    }),
  );
  return results.filter(Boolean).length;
}

async function runPoll(deps: AppDeps, options: PollOptions): Promise<PollResult> {
  const now = deps.now();
  if (!options.force) {
    const last = await lastPollAt(deps.db);
    // A minute of slack, so a host waking exactly on the interval still polls.
    if (last && now.getTime() - Date.parse(last) < (deps.env.NEWS_POLL_MINUTES - 1) * 60_000) {
      return { ran: false, reason: 'fresh', newArticles: 0, sources: [], enriched: 0, rebuildRequested: false };
    }
  }
  const at = now.toISOString();
  const homeBefore = (await listLatestNews(deps.db, 3)).map((a) => a.id).join();
  const feedUrls = newsFeedUrls(deps.env.NEWS_FEED_URLS);
  // Only the configured feeds' own origins may be private (a self-hosted feed): never an item's link elsewhere.
  // Each feed is read with this fetch; each article's page with one that trusts only its own feed (enrich).
  const fetchChecked = createOutsideFetch({ trustedUrls: feedUrls, resolveHost: deps.resolveHost });
  const [inoreader, ...feeds] = await Promise.all([pollInoreader(deps, at), ...feedUrls.map((url) => pollFeed(deps, fetchChecked, url, at))]);
  const outcomes = inoreader ? [inoreader, ...feeds] : feeds;
  const enriched = await enrich(deps, feedUrls, options.articleTimeoutMs);
  await pruneArticles(deps.db, new Date(now.getTime() - KEEP_DAYS * 86_400_000).toISOString());

  const newArticles = outcomes.reduce((sum, outcome) => sum + outcome.fresh, 0);
  // The home page's three latest are built into its HTML: rebuild only when they changed.
  const homeAfter = (await listLatestNews(deps.db, 3)).map((a) => a.id).join();
  const rebuildRequested = homeAfter !== homeBefore;
  if (rebuildRequested) await contentChanged(deps, 'news', `${newArticles} new articles`);
  return {
    ran: true,
    newArticles,
    sources: outcomes.map(({ fresh: _fresh, ...outcome }) => outcome),
    enriched,
    rebuildRequested,
  };
}

const running = new WeakMap<object, Promise<PollResult>>();

/**
 * The news poll (ADR 20): feeds and Inoreader into the database, light enrichment, and a
 * rebuild when the home page's latest items change. One at a time per database in a process (a scheduled run
 * arriving during another shares its result; a forced one waits and then runs, so staff always see a fresh poll),
 * and idempotent across processes: articles are upserted by source and link, so two hosts store each one once.
 */
export async function pollNews(deps: AppDeps, options: PollOptions = {}): Promise<PollResult> {
  const current = running.get(deps.db);
  if (current && !options.force) return current;
  if (current) await current.catch(() => undefined);
  const again = running.get(deps.db);
  if (again) return options.force ? pollNews(deps, options) : again;
  const run = runPoll(deps, options).finally(() => running.delete(deps.db));
  running.set(deps.db, run);
  return run;
}
