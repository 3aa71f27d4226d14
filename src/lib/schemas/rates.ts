import { RATE_TYPES } from '../provinces';
import { resolveProvinceName } from '../provinces';
import { z } from './zod';

/**
 * A rate, once: the stored row of mortgage_rates, and every other shape of a rate picked or extended from it (the
 * pipeline's insert, the public row, the back-office row, the debug row), so a new column is one edit here. The
 * keys are tied to the table's columns by tests/integration/db/entity-schemas.test.ts.
 */

/**
 * One row of mortgage_rates as the query files read it (is_active INTEGER 0/1 as a boolean). `term` and
 * `mortgage_type` stay text: terms are stored as written ('5 year', '1 Year') and readers parse the years.
 */
export const storedRateSchema = z.object({
  id: z.string(),
  /** Full province name as stored, e.g. 'Ontario'. */
  province: z.string(),
  term: z.string(),
  rate_type: z.enum(RATE_TYPES),
  mortgage_type: z.string(),
  posted_rate: z.number().nullable(),
  our_rate: z.number(),
  lender_name: z.string().nullable(),
  source_url: z.string().nullable(),
  /** ISO time the rate was scraped or entered. */
  scraped_at: z.string(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Counts changes; a back-office save names the one it edits (docs/decisions/0043-nothing-lost-in-the-back-office.md). */
  version: z.number().int(),
  /** The staff user whose save made this version; null when a job or an unversioned write made it. */
  updated_by: z.string().nullable(),
  /** When a person switched the rate off by hand: the refresh and "keep only today's" leave it off (ADR 44). */
  manually_deactivated_at: z.string().nullable(),
});
export type StoredRate = z.infer<typeof storedRateSchema>;

/** The columns that make a rate what it is (where, which and how much): a key mask of the stored rate. */
export const RATE_VALUES = { province: true, term: true, rate_type: true, mortgage_type: true, posted_rate: true, our_rate: true } as const;

/** A rate as the pipeline inserts it, and as a dry-run scrape answers it (POST /api/admin/rates/scrape `rates`). */
export const newRateSchema = storedRateSchema.pick(RATE_VALUES);
export type NewRate = z.infer<typeof newRateSchema>;

/** One public rate as GET /api/rates answers it and as pages pass it to the rates island and the calculators. */
export const rateRowSchema = storedRateSchema.pick({ id: true, ...RATE_VALUES, scraped_at: true });
export type RateRow = z.infer<typeof rateRowSchema>;
export type RateType = RateRow['rate_type'];

/** Body of GET /api/rates. `as_of` is the newest scraped_at among `rates`; `is_today` says today's rates were found. */
export const ratesResponseSchema = z.object({ rates: z.array(rateRowSchema), as_of: z.string().nullable(), is_today: z.boolean() });
export type RatesResponse = z.infer<typeof ratesResponseSchema>;

/**
 * A rate as the back-office API returns it: every column but lender_name (no screen writes or shows it), plus
 * `source`, 'Manual' when source_url contains Manual, else 'Scraped'.
 */
export const rateAdminRowSchema = storedRateSchema.omit({ lender_name: true }).extend({ source: z.enum(['Manual', 'Scraped']) });
export type RateAdminRow = z.infer<typeof rateAdminRowSchema>;

/** One province's active rate as the Ontario Test debug tab reads it: the public row and where it came from. */
export const provinceRateSchema = rateRowSchema.extend({ source_url: storedRateSchema.shape.source_url });
export type ProvinceRateRow = z.infer<typeof provinceRateSchema>;

/** The same in GET /api/admin/rates/debug (`ontario`), with the Toronto day it was scraped or added. */
export const debugProvinceRateSchema = provinceRateSchema.extend({
  /** 'YYYY-MM-DD'. */
  date: z.string().nullable(),
  is_today: z.boolean(),
});
export type DebugProvinceRate = z.infer<typeof debugProvinceRateSchema>;

/**
 * The columns the rate alerts and the /rates chart read to find the best rates. rate_type stays text here because
 * those readers skip any row that is not fixed or variable themselves.
 */
export type RateSample = Pick<StoredRate, 'province' | 'term' | 'our_rate' | 'scraped_at'> & { rate_type: string };

/** A row as a rate source wrote it, before validation: the new-rate fields still as text, and its 1-based position. */
export type RawRateValues = Record<keyof NewRate, string>;
export type RawRateRow = { row: number } & RawRateValues;

/** A source row the validation refused, with the reason and what the row held (absent from older scrape records). */
export interface RejectedRateRow {
  row: number;
  reason: string;
  values?: RawRateValues;
}

/** One recorded scrape run (table rate_scrapes; its `rejected_json` column read as `rejected`), as the debug tabs show it. */
export interface RateScrapeRecord {
  id: string;
  started_at: string;
  finished_at: string | null;
  trigger: string;
  dry_run: boolean;
  source: string;
  source_url: string | null;
  status: 'running' | 'success' | 'failed';
  rows_parsed: number;
  rows_stored: number;
  rows_rejected: number;
  rejected: RejectedRateRow[];
  duration_ms: number | null;
  error: string | null;
  alert_sent: boolean;
}

/**
 * GET /api/rates query: the stored rate's province column as a filter, by full name or two-letter code, normalised
 * to the full name as stored.
 */
export const ratesQuerySchema = storedRateSchema
  .pick({ province: true })
  .extend({
    province: z
      .string()
      .trim()
      .transform((value, ctx) => {
        if (value === '') return undefined;
        const name = resolveProvinceName(value);
        if (!name) {
          ctx.addIssue({ code: 'custom', message: 'Unknown province: use a full name such as Ontario or a code such as ON.' });
          return z.NEVER;
        }
        return name;
      }),
  })
  .partial();
