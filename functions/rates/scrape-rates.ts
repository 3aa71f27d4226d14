import type { Db } from '../../db/client';
import { beginRateScrape, finishRateScrape } from '../../db/queries/rate-scrapes';
import { storeScrapedRates } from '../../db/queries/rates-current';
import { PRIME_RATE_SERIES, saveReferenceRate } from '../../db/queries/reference-rates';
import { messages } from '../../src/lib/messages-staff';
import { contentChanged } from '../content/on-content-change';
import { createOutsideFetch } from '../http/outside-fetch';
import { torontoDayBounds, torontoToday } from '../shared/toronto-time';
import { politeFetch, type PoliteFetchDeps } from './polite-fetch';
import type { ScrapeDeps } from './scrape-deps';
import { recordPostedHistory } from './posted-history';
import { singleFlight } from '../shared/single-flight';
import { DEFAULT_RATE_SOURCE, POSTED_RATE_SOURCES, RATE_SOURCES } from './sources';
import type { PostedRates } from './sources/types';
import { fillPostedRates, validateRows, type RejectedRow, type ScrapedRate } from './validate-rows';

export type ScrapeTrigger = 'admin' | 'schedule' | 'visitor';

export interface ScrapeOptions {
  trigger: ScrapeTrigger;
  /** Parse and validate only: nothing stored, nothing activated (the Scrape Test tab). */
  dryRun?: boolean;
  /** Per-attempt timeout; 8 s unless a test shortens it. */
  fetchTimeoutMs?: number;
}

/** The product's scrape-rates answer (message, success, error, rates, status) plus what the debug tabs show (docs/product/back-office-rates.md#scrape). */
export interface ScrapeResult {
  success: boolean;
  message: string;
  error?: string;
  /** 'in_progress' when another scrape holds the lease (nothing was fetched). */
  status: 'success' | 'failed' | 'in_progress';
  /** Rows stored (or, in a dry run, the rows that would be stored). */
  rates?: ScrapedRate[];
  rejected?: RejectedRow[];
  rows_parsed?: number;
  dry_run: boolean;
  source: string;
  scrape_id?: string;
  /** The national posted-rate series used to fill missing posted rates, when configured. */
  posted?: PostedRates | null;
  posted_error?: string;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// One flight per database (tests run several APIs in one process) and per kind of run.
const flights = new WeakMap<Db, ReturnType<typeof singleFlight<ScrapeResult>>>();

/**
 * scrape-rates: fetch the configured source politely, parse, validate, store the rows as today's active
 * rates and ask for a rebuild. Concurrent callers in this process share one run; a run in another process makes
 * this one answer 'in_progress' without fetching.
 */
export function scrapeRates(deps: ScrapeDeps, options: ScrapeOptions): Promise<ScrapeResult> {
  let flight = flights.get(deps.db);
  if (!flight) {
    flight = singleFlight<ScrapeResult>();
    flights.set(deps.db, flight);
  }
  return flight.run(options.dryRun ? 'dry-run' : 'scrape', () => runScrape(deps, options));
}

async function runScrape(deps: ScrapeDeps, options: ScrapeOptions): Promise<ScrapeResult> {
  const dryRun = options.dryRun ?? false;
  const sourceId = deps.env.RATES_SOURCE_ADAPTER ?? DEFAULT_RATE_SOURCE;
  const source = RATE_SOURCES[sourceId];
  const base = { dry_run: dryRun, source: sourceId };
  const url = deps.env.RATES_SOURCE_URL;
  if (!source)
    return {
      ...base,
      success: false,
      status: 'failed',
      message: messages.backOffice.rates.scrapingFailed,
      error: `Unknown rate source adapter "${sourceId}".`,
    };
  if (!url)
    return {
      ...base,
      success: false,
      status: 'failed',
      message: messages.backOffice.rates.scrapingFailed,
      error: 'No rate source is configured (RATES_SOURCE_URL).',
    };

  const started = deps.now();
  const clock = performance.now();
  const scrapeId = await beginRateScrape(deps.db, { trigger: options.trigger, dryRun, source: sourceId, sourceUrl: url, now: started });
  if (!scrapeId) return { ...base, success: false, status: 'in_progress', message: messages.backOffice.rates.scrapeInProgress };

  const fetchDeps: PoliteFetchDeps = {
    // Only the configured rate page and posted-rate series may live on a private address.
    fetch: createOutsideFetch({ trustedUrls: [url, deps.env.RATES_POSTED_URL], resolveHost: deps.resolveHost }),
    sleep: deps.sleep ?? defaultSleep,
    contactUrl: deps.env.SITE_URL,
    timeoutMs: options.fetchTimeoutMs,
  };
  let rowsParsed = 0;
  let rejected: RejectedRow[] = [];
  try {
    const raw = source.parse(await politeFetch(fetchDeps, url, source.accept));
    rowsParsed = raw.length;
    const validated = validateRows(raw);
    rejected = validated.rejected;
    const { posted, postedError, postedBody } = await readPostedRates(deps, fetchDeps);
    const rates = fillPostedRates(validated.rates, posted);
    const scrapedAt = deps.now().toISOString();
    const stored = dryRun ? 0 : await storeScrapedRates(deps.db, rates, { scrapedAt, sourceUrl: url, today: torontoDayBounds(torontoToday(started)) });
    if (!dryRun && posted?.prime) await saveReferenceRate(deps.db, PRIME_RATE_SERIES, posted.prime, scrapedAt);
    const historyChanged = dryRun ? 0 : await recordPostedHistory(deps, fetchDeps, postedBody);
    await finishRateScrape(deps.db, scrapeId, {
      status: 'success',
      rowsParsed,
      rowsStored: stored,
      rejected,
      error: postedError ?? null,
      now: deps.now(),
      durationMs: performance.now() - clock,
    });
    if (stored > 0 || historyChanged > 0) {
      const history = historyChanged > 0 ? ` and ${historyChanged} posted-rate history points` : '';
      await contentChanged(deps, 'rates', `scrape stored ${stored} rates${history}`);
    }
    deps.log.info('rates scraped', { source: sourceId, dryRun, parsed: rowsParsed, stored, rejected: rejected.length });
    return {
      ...base,
      success: true,
      status: 'success',
      message: dryRun ? messages.backOffice.rates.dryRunDone(rates.length, rejected.length) : messages.backOffice.rates.scrapedCount(stored, rejected.length),
      rates,
      rejected,
      rows_parsed: rowsParsed,
      scrape_id: scrapeId,
      posted,
      ...(postedError ? { posted_error: postedError } : {}),
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await finishRateScrape(deps.db, scrapeId, {
      status: 'failed',
      rowsParsed,
      rowsStored: 0,
      rejected,
      error: reason,
      now: deps.now(),
      durationMs: performance.now() - clock,
    }).catch((finishError) => deps.log.error('could not record the failed scrape', { error: String(finishError) }));
    deps.log.warn('rate scrape failed', { source: sourceId, error: reason });
    return {
      ...base,
      success: false,
      status: 'failed',
      message: messages.backOffice.rates.scrapingFailed,
      error: reason,
      rejected,
      rows_parsed: rowsParsed,
      scrape_id: scrapeId,
    };
  }
}

/** The optional national posted rates; their failure never fails the scrape (the page's own rates are what matter). */
async function readPostedRates(
  deps: ScrapeDeps,
  fetchDeps: PoliteFetchDeps,
): Promise<{ posted: PostedRates | null; postedError?: string; postedBody: string | null }> {
  const url = deps.env.RATES_POSTED_URL;
  if (!url) return { posted: null, postedBody: null };
  const source = POSTED_RATE_SOURCES['valet-posted']!;
  let postedBody: string | null = null;
  try {
    postedBody = await politeFetch(fetchDeps, url, source.accept);
    return { posted: source.parse(postedBody), postedBody };
  } catch (error) {
    const reason = `Posted rates not read: ${error instanceof Error ? error.message : String(error)}`;
    deps.log.warn('posted rate series failed', { error: reason });
    return { posted: null, postedError: reason, postedBody };
  }
}
