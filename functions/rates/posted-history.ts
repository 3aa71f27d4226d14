import { HISTORY_SERIES, oldestObservation, saveHistoryObservations } from '../../db/queries/reference-rate-history';
import type { ScrapeDeps } from './scrape-rates';
import { politeFetch, type PoliteFetchDeps } from './polite-fetch';
import { valetHistory, valetSince } from './sources/valet-history';
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
    const start = new Date(deps.now());
    start.setUTCFullYear(start.getUTCFullYear() - HISTORY_YEARS);
    const wanted = start.toISOString().slice(0, 10);
    const oldest = await oldestObservation(deps.db, HISTORY_SERIES.posted5Year);
    const slack = new Date(start.getTime() + BACKFILL_SLACK_DAYS * 86_400_000).toISOString().slice(0, 10);
    if (!oldest || oldest > slack) {
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
