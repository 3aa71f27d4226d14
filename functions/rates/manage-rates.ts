import { activateRatesOf, countManuallyOffRatesOf, countRatesOfDay, deactivateRatesOutside } from '../../db/queries/rates-current';
import { handoverMessages } from '../../src/lib/messages-handover';
import { messages } from '../../src/lib/messages-staff';
import { contentChanged } from '../content/on-content-change';
import type { AppDeps } from '../deps';
import { torontoDayBounds, torontoToday } from '../shared/toronto-time';

export type ManageDeps = Pick<AppDeps, 'db' | 'now' | 'rebuild' | 'log'>;
export const MANAGE_ACTIONS = ['deactivate_old_rates', 'activate_current_rates'] as const;
export type ManageAction = (typeof MANAGE_ACTIONS)[number];

/** The product's manage-rates / ensure-current-date-rates answer. `date` is today in Toronto, 'YYYY-MM-DD' (docs/product/back-office-rates.md#current-date-rule). */
export interface ManageResult {
  success: boolean;
  message: string;
  error?: string;
  date: string;
  rates_count: number;
  /** Today's rates a person switched off by hand, left off by this action (ADR 44). */
  kept_off: number;
}

const text = messages.backOffice.rates;
const kept = handoverMessages.rates;

/** The answer's sentence, with how many hand-switched rates stayed off when there are any. */
const withKeptOff = (message: string, keptOff: number) => (keptOff > 0 ? `${message} ${kept.keptOff(keptOff)}` : message);

/**
 * manage-rates (docs/product/back-office-rates.md#manage-rates). Neither action may leave the site without rates: with no rates for today,
 * deactivate_old_rates changes nothing and says so (docs/product/back-office-rates.md#manage-rates: a helper on empty answers success false).
 * `rates_count` is the number of rates the action changed.
 */
export async function manageRates(deps: ManageDeps, action: ManageAction): Promise<ManageResult> {
  const now = deps.now();
  const date = torontoToday(now);
  const today = torontoDayBounds(date);
  const counts = await countRatesOfDay(deps.db, today);
  if (counts.totalToday === 0) return { success: false, message: text.noRatesToday, error: text.noRatesToday, date, rates_count: 0, kept_off: 0 };
  const keptOff = await countManuallyOffRatesOf(deps.db, today);

  const at = now.toISOString();
  let changed: number;
  if (action === 'deactivate_old_rates') {
    // Today's rates exist but none is on: turn them on first, so the site is never empty; rates switched off by
    // hand stay off, and when that leaves today with none on, the older rates stay on (ADR 44).
    if (counts.activeToday === 0 && (await activateRatesOf(deps.db, today, at)) === 0) {
      return { success: false, message: kept.allKeptOff, error: kept.allKeptOff, date, rates_count: 0, kept_off: keptOff };
    }
    changed = await deactivateRatesOutside(deps.db, today, at);
  } else changed = await activateRatesOf(deps.db, today, at);
  if (changed > 0) await contentChanged(deps, 'rates', `${action} changed ${changed}`);
  const message = action === 'deactivate_old_rates' ? text.deactivated(changed) : withKeptOff(text.activated(changed), keptOff);
  return { success: true, message, date, rates_count: changed, kept_off: keptOff };
}

/**
 * The helper that keeps only current-date rates active (docs/product/back-office-rates.md#current-date-rule): today's rates on, every other day's off,
 * but only when today has rates; otherwise the latest rates stay on and the answer says so.
 * `rates_count` is the number of rates active for today afterwards.
 */
export async function ensureCurrentDateRates(deps: ManageDeps): Promise<ManageResult> {
  const now = deps.now();
  const date = torontoToday(now);
  const today = torontoDayBounds(date);
  const before = await countRatesOfDay(deps.db, today);
  if (before.totalToday === 0) return { success: false, message: text.noRatesToday, error: text.noRatesToday, date, rates_count: 0, kept_off: 0 };
  const keptOff = await countManuallyOffRatesOf(deps.db, today);
  const activated = await activateRatesOf(deps.db, today, now.toISOString());
  // Every rate of today switched off by hand: the older rates stay on rather than leave the site empty (ADR 44).
  if (before.activeToday + activated === 0)
    return { success: false, message: kept.allKeptOff, error: kept.allKeptOff, date, rates_count: 0, kept_off: keptOff };
  const deactivated = await deactivateRatesOutside(deps.db, today, now.toISOString());
  if (activated + deactivated > 0) await contentChanged(deps, 'rates', `current-date rates (${activated} on, ${deactivated} off)`);
  const after = await countRatesOfDay(deps.db, today);
  return { success: true, message: withKeptOff(text.currentOnly(after.activeToday), keptOff), date, rates_count: after.activeToday, kept_off: keptOff };
}
