import { incrementCounter } from '../../db/queries/rate-limits';
import { countRatesOfDay } from '../../db/queries/rates-current';
import { messages } from '../../src/lib/messages-staff';
import type { AppDeps } from '../deps';
import { refreshRates } from './refresh-rates';
import { torontoDayBounds, torontoToday } from '../shared/toronto-time';

/** However many visitors ask, one real scrape attempt per this many minutes (all hosts share the counter). */
export const VISITOR_REFRESH_THROTTLE_MINUTES = 15;
const THROTTLE_KEY = 'rates:refresh-if-stale';

export interface StaleCheckAnswer {
  success: boolean;
  action: 'rates_already_exist' | 'refresh_started' | 'throttled' | 'not_configured';
  message: string;
  date: string;
  rates_count: number;
}

const text = messages.backOffice.rates;

/**
 * The public rates island's "no rates for today" trigger (docs/product/rates.md#refresh-trigger). Answers at once with the
 * current state; at most one visitor per throttle window starts a refresh, which runs after the answer (the
 * scrape's own single flight and lease keep it to one at a time). `background` receives the started work.
 */
export async function refreshIfStale(deps: AppDeps, background: (work: Promise<unknown>) => void): Promise<StaleCheckAnswer> {
  const now = deps.now();
  const date = torontoToday(now);
  const counts = await countRatesOfDay(deps.db, torontoDayBounds(date));
  if (counts.activeToday > 0) return { success: true, action: 'rates_already_exist', message: text.ratesAlreadyExist, date, rates_count: counts.activeToday };
  if (!deps.env.RATES_SOURCE_URL) return { success: false, action: 'not_configured', message: text.noRatesToday, date, rates_count: counts.active };

  const windowSeconds = VISITOR_REFRESH_THROTTLE_MINUTES * 60;
  const { count } = await incrementCounter(deps.db, THROTTLE_KEY, windowSeconds, Math.floor(now.getTime() / 1000));
  if (count > 1) return { success: true, action: 'throttled', message: text.refreshThrottled, date, rates_count: counts.active };

  background(
    refreshRates(deps, { trigger: 'visitor' }).catch((error) =>
      deps.log.error('visitor-triggered rate refresh failed', { error: error instanceof Error ? error.message : String(error) }),
    ),
  );
  return { success: true, action: 'refresh_started', message: text.refreshStarted, date, rates_count: counts.active };
}
