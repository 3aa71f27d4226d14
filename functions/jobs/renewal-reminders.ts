import { listMaturingMortgages } from '../../db/queries/client-mortgages';
import { insertReminders } from '../../db/queries/renewals';
import { daysUntil, RADAR_HORIZON_DAYS, renewalWindow } from '../../src/lib/renewals/renewal-radar';
import type { AppDeps } from '../deps';
import { torontoToday } from '../shared/toronto-time';

const DAY_MS = 86_400_000;

/**
 * Once a night, after the rates refresh (ADR 29): each mortgage that has entered a renewal window (180, 120, 90,
 * 30 days) gets one reminder for its agent, shown in the panel until dismissed. Safe to run twice.
 */
export async function remindRenewals(deps: AppDeps): Promise<{ reminders: number }> {
  const today = torontoToday(deps.now());
  const lastDay = new Date(Date.parse(`${today}T00:00:00Z`) + RADAR_HORIZON_DAYS * DAY_MS).toISOString().slice(0, 10);
  const mortgages = await listMaturingMortgages(deps.db, { today, lastDay });
  const reminders = mortgages.flatMap((mortgage) => {
    const window = renewalWindow(daysUntil(mortgage.maturity_date, today));
    return window === null ? [] : [{ mortgageId: mortgage.id, windowDays: window, agentId: mortgage.agent_id }];
  });
  const created = await insertReminders(deps.db, reminders);
  if (created > 0) deps.log.info('renewal reminders added', { reminders: created });
  return { reminders: created };
}
