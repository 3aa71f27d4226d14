import { send } from '../../../../browser/api-client';
import { adminApi } from '../../../../browser/api-routes';
import { messages } from '../../../../lib/messages-staff';
import { useApiData } from '../../kit/use-api-data';
import type { RatesDebug } from './debug-types';

/** GET /api/admin/rates/debug through the typed client: one request, so one key. */
const DEBUG = { key: 'rates-debug', load: () => send(() => adminApi.rates.debug.$get()) };

/** The debug view, read once when a debug tab opens and again on demand (Reload, after an action). */
export function useRatesDebug() {
  return useApiData<RatesDebug>(DEBUG, messages.backOffice.rates.loadFailed, { quiet: true });
}
