import { messages } from '../../../../lib/messages-staff';
import { useApiData } from '../../kit/use-api-data';
import type { RatesDebug } from './debug-types';

/** The debug view, read once when a debug tab opens and again on demand (Reload, after an action). */
export function useRatesDebug() {
  return useApiData<RatesDebug>('/api/admin/rates/debug', messages.backOffice.rates.loadFailed, { quiet: true });
}
