/**
 * The rate-source adapter contract. A source turns one fetched document into candidate rows; the rest
 * of the pipeline (polite fetching, validation, storage, activation) never knows which source it was. Adding a
 * source is one file here plus one line in ./index.ts.
 */

import type { RawRateRow } from '../../../src/lib/schemas/rates';

export interface RateSource {
  /** Stable id stored with each scrape record, e.g. 'rate-table'. */
  id: string;
  /** What the fetch should ask for. */
  accept: string;
  /**
   * Candidate rows from the document. Throws SourceStructureError when the document is not in the shape the
   * adapter knows, so a redesigned page fails loudly instead of storing nonsense.
   */
  parse(body: string): RawRateRow[];
}

/** Posted rates published for the whole country (no province, no "our rate"), keyed by term in years. */
export interface PostedRates {
  /** The observation date the source gives, 'YYYY-MM-DD'. */
  date: string;
  fixed: Partial<Record<number, number>>;
  /** The chartered banks' prime business rate and its own observation date, when the source carries it. */
  prime?: { rate: number; date: string };
}

/** A reference series that supplies posted rates where the main source shows none. */
export interface PostedRateSource {
  id: string;
  accept: string;
  parse(body: string): PostedRates;
}

export class SourceStructureError extends Error {
  override name = 'SourceStructureError';
}
