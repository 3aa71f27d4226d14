import { countRatesOfDay } from '../../db/queries/rates-current';
import { messages } from '../../src/lib/messages-staff';
import type { AppDeps } from '../deps';
import { ensureCurrentDateRates } from './manage-rates';
import { notifyStaleRates } from './notify-stale-rates';
import { refreshPostedReference } from './posted-history';
import { scrapeRates, type ScrapeTrigger } from './scrape-rates';
import { sendRateAlerts } from '../rate-alerts/send-rate-alerts';
import { torontoDayBounds, torontoToday } from '../shared/toronto-time';

export type RefreshAction = 'rates_already_exist' | 'refreshed' | 'failed' | 'in_progress' | 'not_configured';

/** The product's daily-rate-refresh answer: success, message, date, rates_count and action (docs/product/rates.md#refresh-trigger). */
export interface RefreshResult {
  success: boolean;
  action: RefreshAction;
  message: string;
  error?: string;
  date: string;
  rates_count: number;
}

const text = messages.backOffice.rates;

/**
 * daily-rate-refresh (docs/product/rates.md#refresh-trigger; ADR 20): when today (Toronto) has no active rates,
 * scrape, then keep only today's rates active. Safe to run twice: the second run answers rates_already_exist.
 * A failed or empty scrape changes no rate (yesterday's stay active) and alerts staff once that day.
 */
export async function refreshRates(deps: AppDeps, options: { trigger: ScrapeTrigger; fetchTimeoutMs?: number }): Promise<RefreshResult> {
  const date = torontoToday(deps.now());
  const counts = await countRatesOfDay(deps.db, torontoDayBounds(date));
  // No scrape tonight: the Bank's prime rate and history (ADR 50) are read all the same, once a night (never for a
  // visitor's trigger, which may come many times a day).
  const noScrape = counts.activeToday > 0 || !deps.env.RATES_SOURCE_URL;
  if (noScrape && options.trigger === 'schedule') await refreshPostedReference(deps);
  if (counts.activeToday > 0) return { success: true, action: 'rates_already_exist', message: text.ratesAlreadyExist, date, rates_count: counts.activeToday };
  if (!deps.env.RATES_SOURCE_URL)
    return { success: false, action: 'not_configured', message: text.notConfigured, error: text.notConfigured, date, rates_count: counts.active };

  const scrape = await scrapeRates(deps, { trigger: options.trigger, fetchTimeoutMs: options.fetchTimeoutMs });
  if (scrape.status === 'in_progress') return { success: false, action: 'in_progress', message: text.scrapeInProgress, date, rates_count: counts.active };
  if (scrape.success && (scrape.rates?.length ?? 0) > 0) {
    const current = await ensureCurrentDateRates(deps);
    // Rate alerts follow each refresh on both hosts (ADR 24); their failure never fails the refresh.
    await sendRateAlerts(deps).catch((error) => deps.log.error('send-rate-alerts failed', { error: error instanceof Error ? error.message : String(error) }));
    return { success: true, action: 'refreshed', message: text.refreshed(current.rates_count), date, rates_count: current.rates_count };
  }
  const reason = scrape.error ?? 'The source gave no rates.';
  await notifyStaleRates(deps, { day: date, reason, scrapeId: scrape.scrape_id }).catch((error) =>
    deps.log.error('stale-rates alert failed', { error: error instanceof Error ? error.message : String(error) }),
  );
  return { success: false, action: 'failed', message: text.noRatesToday, error: reason, date, rates_count: counts.active };
}
