import { listMaturingMortgages } from '../../db/queries/client-mortgages';
import { loadPublicRates } from '../../db/queries/public-rates';
import { lastRenewalEmails } from '../../db/queries/renewals';
import { listRateOptions } from '../../src/lib/calc/rate-options';
import { daysUntil, priceRenewal, RADAR_HORIZON_DAYS, RENEWAL_WINDOWS, renewalWindow } from '../../src/lib/renewals/renewal-radar';
import type { RenewalRadarItem, RenewalRadarResponse } from '../../src/lib/schemas/renewals';
import type { AppDeps } from '../deps';
import { torontoToday } from '../shared/toronto-time';
import { consentStatuses } from './consent-status';

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The renewal radar (ADR 29): every mortgage maturing within 180 days (of one agent, or all), priced against
 * today's rates for its province, grouped by window. The rates change only at the nightly refresh, so the figures
 * are tonight's whenever the tab is opened.
 */
export async function buildRenewalRadar(deps: AppDeps, agentId: string | null): Promise<RenewalRadarResponse> {
  const today = torontoToday(deps.now());
  const mortgages = await listMaturingMortgages(deps.db, { today, lastDay: addDays(today, RADAR_HORIZON_DAYS), ...(agentId ? { agentId } : {}) });
  const provinces = [...new Set(mortgages.map((m) => m.province))];
  const rates = new Map(await Promise.all(provinces.map(async (p) => [p, await loadPublicRates(deps.db, { province: p, now: deps.now() })] as const)));
  const [lastEmails, consents] = await Promise.all([
    lastRenewalEmails(
      deps.db,
      mortgages.map((m) => m.id),
    ),
    consentStatuses(deps.db, mortgages, today),
  ]);

  const items: RenewalRadarItem[] = [];
  for (const [index, mortgage] of mortgages.entries()) {
    const days = daysUntil(mortgage.maturity_date, today);
    const window = renewalWindow(days);
    if (window === null) continue;
    const published = rates.get(mortgage.province);
    items.push({
      mortgage,
      days,
      window,
      quote: published ? priceRenewal(mortgage, listRateOptions(published.rates, mortgage.province)) : null,
      casl: consents[index]!,
      last_email_at: lastEmails.get(mortgage.id) ?? null,
    });
  }
  const asOf =
    [...rates.values()]
      .map((r) => r.as_of)
      .filter((v): v is string => v !== null)
      .sort()
      .at(-1) ?? null;
  return {
    today,
    rates_as_of: asOf,
    groups: RENEWAL_WINDOWS.map((window) => ({ window, items: items.filter((item) => item.window === window) })),
    total: items.length,
  };
}
