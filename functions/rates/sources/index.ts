import { rateTableSource } from './rate-table';
import type { PostedRateSource, RateSource } from './types';
import { valetPostedSource } from './valet-posted';

/** Every rate source by id; RATES_SOURCE_ADAPTER picks one (default 'rate-table'). */
export const RATE_SOURCES: Record<string, RateSource> = {
  [rateTableSource.id]: rateTableSource,
};

export const POSTED_RATE_SOURCES: Record<string, PostedRateSource> = {
  [valetPostedSource.id]: valetPostedSource,
};

export const DEFAULT_RATE_SOURCE = rateTableSource.id;
