import { z } from 'zod';
import { SourceStructureError, type PostedRateSource, type PostedRates } from './types';

/**
 * The Bank of Canada's Valet API: chartered banks' posted conventional mortgage rates, published weekly.
 * Series (Valet "CHARTERED_BANK_INTEREST" group): V80691333 1-year, V80691334 3-year, V80691335 5-year.
 * URL used in production: https://www.bankofcanada.ca/valet/observations/V80691333,V80691334,V80691335/json?recent=5
 */
export const VALET_POSTED_SERIES: Record<string, number> = { V80691333: 1, V80691334: 3, V80691335: 5 };

const valetBody = z.object({
  observations: z.array(z.record(z.string(), z.union([z.string(), z.object({ v: z.union([z.string(), z.number()]).optional() })]))),
});

export const valetPostedSource: PostedRateSource = {
  id: 'valet-posted',
  accept: 'application/json',
  parse(body) {
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      throw new SourceStructureError('The Valet answer is not JSON.');
    }
    const parsed = valetBody.safeParse(json);
    if (!parsed.success) throw new SourceStructureError('The Valet answer has no observations list.');
    // Newest observation that carries at least one of our series.
    const observations = [...parsed.data.observations].sort((a, b) => String(b.d).localeCompare(String(a.d)));
    for (const observation of observations) {
      const fixed: PostedRates['fixed'] = {};
      for (const [series, years] of Object.entries(VALET_POSTED_SERIES)) {
        const cell = observation[series];
        const value = typeof cell === 'object' && cell !== null ? Number(cell.v) : NaN;
        if (Number.isFinite(value) && value > 0 && value < 25) fixed[years] = Math.round(value * 1000) / 1000;
      }
      if (Object.keys(fixed).length > 0 && typeof observation.d === 'string') return { date: observation.d, fixed };
    }
    throw new SourceStructureError(`The Valet answer carries none of the series ${Object.keys(VALET_POSTED_SERIES).join(', ')}.`);
  },
};
