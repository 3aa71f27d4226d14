import { HISTORY_SERIES, type HistoryObservation } from '../../../db/queries/reference-rate-history';
import { parseValetObservations, seriesValue, VALET_PRIME_SERIES } from './valet-posted';

/** The Valet series kept as history (ADR 50): the posted 5-year conventional rate and the prime rate. */
const HISTORY_OF: Record<string, HistoryObservation['series']> = {
  V80691335: HISTORY_SERIES.posted5Year,
  [VALET_PRIME_SERIES]: HISTORY_SERIES.prime,
};

/** Every plausible observation of the history series in a Valet answer, whatever its date range. */
export function valetHistory(body: string): HistoryObservation[] {
  const out: HistoryObservation[] = [];
  for (const observation of parseValetObservations(body)) {
    const date = observation.d;
    if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) continue;
    for (const [code, series] of Object.entries(HISTORY_OF)) {
      const rate = seriesValue(observation, code);
      if (Number.isFinite(rate) && rate > 0 && rate < 25) out.push({ series, date, rate: Math.round(rate * 1000) / 1000 });
    }
  }
  return out;
}

/**
 * The same Valet address asking for every observation since a date instead of the newest few: `recent*` parameters
 * give way to `start_date` (the Valet API's date filter).
 */
export function valetSince(url: string, startDate: string): string {
  const since = new URL(url);
  for (const key of [...since.searchParams.keys()]) if (key.startsWith('recent') || key === 'start_date' || key === 'end_date') since.searchParams.delete(key);
  since.searchParams.set('start_date', startDate);
  return since.toString();
}
