import { z } from 'zod';
import { SourceStructureError, type PostedRateSource, type PostedRates } from './types';

/**
 * The Bank of Canada's Valet API: chartered banks' posted conventional mortgage rates, published weekly.
 * Series (Valet "CHARTERED_BANK_INTEREST" group): V80691333 1-year, V80691334 3-year, V80691335 5-year, and
 * V80691311, the prime business rate (what the chat quotes as the prime rate, with its date).
 * URL used in production:
 * https://www.bankofcanada.ca/valet/observations/V80691333,V80691334,V80691335,V80691311/json?recent=5
 */
export const VALET_POSTED_SERIES: Record<string, number> = { V80691333: 1, V80691334: 3, V80691335: 5 };
export const VALET_PRIME_SERIES = 'V80691311';

const valetBody = z.object({
  observations: z.array(z.record(z.string(), z.union([z.string(), z.object({ v: z.union([z.string(), z.number()]).optional() })]))),
});

export const valetPostedSource: PostedRateSource = {
  id: 'valet-posted',
  accept: 'application/json',
  parse(body) {
    // Newest observation that carries at least one of our series.
    const observations = [...parseValetObservations(body)].sort((a, b) => String(b.d).localeCompare(String(a.d)));
    const prime = newestPrime(observations);
    for (const observation of observations) {
      const fixed: PostedRates['fixed'] = {};
      for (const [series, years] of Object.entries(VALET_POSTED_SERIES)) {
        const value = seriesValue(observation, series);
        if (Number.isFinite(value) && value > 0 && value < 25) fixed[years] = Math.round(value * 1000) / 1000;
      }
      if (Object.keys(fixed).length > 0 && typeof observation.d === 'string') return { date: observation.d, fixed, ...(prime ? { prime } : {}) };
    }
    throw new SourceStructureError(`The Valet answer carries none of the series ${Object.keys(VALET_POSTED_SERIES).join(', ')}.`);
  },
};

export type Observation = Record<string, string | { v?: string | number }>;

/** The observations list of a Valet answer; throws SourceStructureError when the answer is not in that shape. */
export function parseValetObservations(body: string): Observation[] {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new SourceStructureError('The Valet answer is not JSON.');
  }
  const parsed = valetBody.safeParse(json);
  if (!parsed.success) throw new SourceStructureError('The Valet answer has no observations list.');
  return parsed.data.observations;
}

/** A series' value in one observation; NaN when it is missing or not a number. */
export function seriesValue(observation: Observation, series: string): number {
  const cell = observation[series];
  return typeof cell === 'object' && cell !== null ? Number(cell.v) : Number.NaN;
}

/** The newest plausible prime rate and its date; the prime series may lag or lead the mortgage series by a week. */
function newestPrime(newestFirst: readonly Observation[]): PostedRates['prime'] {
  for (const observation of newestFirst) {
    const value = seriesValue(observation, VALET_PRIME_SERIES);
    if (Number.isFinite(value) && value > 0 && value < 25 && typeof observation.d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(observation.d)) {
      return { rate: Math.round(value * 1000) / 1000, date: observation.d };
    }
  }
  return undefined;
}
