import { messages } from '../../../../lib/messages-staff';
import { useApiData } from '../../kit/use-api-data';
import type { Period } from './types';

/** Loads one analytics period; a newer period always replaces a slower older answer. */
export function useAnalytics<T>(path: string, period: Period) {
  return useApiData<T>(`${path}?period=${period}`, messages.backOffice.analytics.fetchFailed);
}
