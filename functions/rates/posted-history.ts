import { HISTORY_SERIES, oldestObservation, saveHistoryObservations } from '../../db/queries/reference-rate-history';
import { findReferenceRate, PRIME_RATE_SERIES, saveReferenceRate } from '../../db/queries/reference-rates';
import { contentChanged } from '../content/on-content-change';
import { createOutsideFetch } from '../http/outside-fetch';
import type { ScrapeDeps } from './scrape-deps';
import { politeFetch, type PoliteFetchDeps } from './polite-fetch';
import { valetHistory, valetSince } from './sources/valet-history';
import { valetPostedSource } from './sources/valet-posted';
import { HISTORY_YEARS } from '../../src/lib/rates/posted-history';

/** History that starts within this many days of the wanted start is complete (the Bank publishes weekly). */
const BACKFILL_SLACK_DAYS = 60;

/**
 * Keeps the Bank of Canada's weekly history: the observations of tonight's Valet answer, and once, when the
 * history is missing or short (a new site, a new database), every observation of the last five years. Answers how
 * many rows were added or corrected. Never throws: the history is a chart, the rates refresh must not fail for it.
 */
export async function recordPostedHistory(deps: ScrapeDeps, fetchDeps: PoliteFetchDeps, recentBody: string | null): Promise<number> {
  const url = deps.env.RATES_POSTED_URL;
  if (!url) return 0;
  try {
    let changed = recentBody ? await saveHistoryObservations(deps.db, valetHistory(recentBody)) : 0;
    const wanted = await missingHistorySince(deps);
    if (wanted) {
      const body = await politeFetch(fetchDeps, valetSince(url, wanted), 'application/json');
      changed += await saveHistoryObservations(deps.db, valetHistory(body));
      deps.log.info('posted rate history backfilled', { since: wanted });
    }
    return changed;
  } catch (error) {
    deps.log.warn('posted rate history not updated', { error: error instanceof Error ? error.message : String(error) });
    return 0;
  }
}

/**
 * The date the history should start from when it is missing or short (a new site, a new database), else null: the
 * history is complete when it starts within BACKFILL_SLACK_DAYS of five years ago.
 */
async function missingHistorySince(deps: Pick<ScrapeDeps, 'db' | 'now'>): Promise<string | null> {
  const start = new Date(deps.now());
  start.setUTCFullYear(start.getUTCFullYear() - HISTORY_YEARS);
  const oldest = await oldestObservation(deps.db, HISTORY_SERIES.posted5Year);
  const slack = new Date(start.getTime() + BACKFILL_SLACK_DAYS * 86_400_000).toISOString().slice(0, 10);
  return !oldest || oldest > slack ? start.toISOString().slice(0, 10) : null;
}

/**
 * Day one (ADR 50): while the history is missing or short, the Bank's series are read at once (the hourly job, soon
 * after a start) rather than at the next nightly refresh. Once the history is complete it asks nothing of the Bank,
 * so the nightly refresh alone keeps it current. Answers how many reference points changed; never throws.
 */
export async function backfillPostedHistoryIfShort(deps: ScrapeDeps): Promise<number> {
  if (!deps.env.RATES_POSTED_URL) return 0;
  try {
    if (!(await missingHistorySince(deps))) return 0;
  } catch (error) {
    deps.log.warn('posted rate history not checked', { error: error instanceof Error ? error.message : String(error) });
    return 0;
  }
  return refreshPostedReference(deps);
}

/**
 * The Bank's series on a night without a scrape (today's rates already entered by hand, or no rate page configured):
 * the prime rate and the history are the Bank's, not the rate page's, so they are kept current all the same.
 * Answers how many history points and prime observations changed; never throws.
 */
export async function refreshPostedReference(deps: ScrapeDeps): Promise<number> {
  const url = deps.env.RATES_POSTED_URL;
  if (!url) return 0;
  const fetchDeps: PoliteFetchDeps = {
    fetch: createOutsideFetch({ trustedUrls: [url], resolveHost: deps.resolveHost }),
    sleep: deps.sleep ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms))),
    contactUrl: deps.env.SITE_URL,
  };
  let body: string | null = null;
  let changed = 0;
  try {
    body = await politeFetch(fetchDeps, url, valetPostedSource.accept);
    const prime = valetPostedSource.parse(body).prime;
    const before = await findReferenceRate(deps.db, PRIME_RATE_SERIES);
    if (prime) await saveReferenceRate(deps.db, PRIME_RATE_SERIES, prime, deps.now().toISOString());
    const after = await findReferenceRate(deps.db, PRIME_RATE_SERIES);
    if (after && (after.rate !== before?.rate || after.date !== before?.date)) changed++;
  } catch (error) {
    deps.log.warn('posted rate series failed', { error: error instanceof Error ? error.message : String(error) });
  }
  changed += await recordPostedHistory(deps, fetchDeps, body);
  if (changed > 0) await contentChanged(deps, 'rates', `${changed} posted-rate reference points`);
  return changed;
}
