import { messages } from '../../../../lib/messages-staff';
import type { RatesDebug } from './debug-types';

const m = messages.backOffice.rates;

/** The product's rule "only current-date rates are active", as a pass or a fail with the reason (docs/product/back-office-rates.md#current-date-rule). */
export function currentRatesCheck(data: Pick<RatesDebug, 'only_today_active' | 'has_rates_today' | 'counts'>): { pass: boolean; text: string } {
  if (data.only_today_active) return { pass: true, text: m.checkPass };
  if (!data.has_rates_today) return { pass: false, text: m.checkFailNoToday };
  return { pass: false, text: m.checkFailOlder(data.counts.active_older) };
}
