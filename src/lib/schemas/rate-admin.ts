import { readDecimal } from '../csv/client-import-values';
import { MORTGAGE_TYPES, PROVINCES, RATE_TYPES } from '../provinces';
import { resolveProvinceName } from '../provinces';
import { cleanText, fieldText, flag } from './fields';
import { RATE_VALUES, storedRateSchema } from './rates';
import { z } from './zod';

/**
 * Back-office rate form (docs/product/back-office-rates.md#rate-form: posted rate and our rate required numbers, step 0.001; terms 1, 3, 5 and
 * 7 year; fixed or variable; the 13 provinces) and the filters of the All Rates list. The scraper validates with
 * the same limits, so a rate the form refuses can never arrive through a scrape either.
 */

/** Stored spelling of the terms, as the seed and the product description write them ('5 year') (docs/product/rates.md#public-terms). */
export const TERM_LABELS = ['1 year', '3 year', '5 year', '7 year'] as const;
export type TermLabel = (typeof TERM_LABELS)[number];

/** A rate is a percentage above 0 and at most 25; anything else is a parsing accident. */
export const RATE_LIMITS = { min: 0, max: 25, step: 0.001 } as const;

export const PROVINCE_NAMES = PROVINCES.map((p) => p.name) as [string, ...string[]];

/** docs/product/back-office-rates.md#manual-source: source_url contains 'Manual' for manual entries; anything else counts as scraped. */
export const MANUAL_SOURCE = 'Manual';
export const rateSourceLabel = (sourceUrl: string | null): 'Manual' | 'Scraped' => (sourceUrl?.includes(MANUAL_SOURCE) ? 'Manual' : 'Scraped');

const onStep = (value: number) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6;

/** A required rate typed as '4.79' (a form) or sent as 4.79 (an API client). */
const rate = (label: string) =>
  z.union([z.string(), z.number()], { error: fieldText.required(label) }).transform((value, ctx) => {
    // A decimal comma ('6,55', as typed on a French-Canadian keyboard) is the decimal it means, as in the client
    // import; a rate is below 30, so a comma is never a thousands separator.
    const text = typeof value === 'string' ? readDecimal(cleanText(value).replace(/%$/, '').trim(), { commaIsDecimal: true }) : null;
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: fieldText.required(label) });
      return z.NEVER;
    }
    const parsed = text === null ? (value as number) : Number(text);
    if (!Number.isFinite(parsed)) {
      ctx.addIssue({ code: 'custom', message: fieldText.number(label) });
      return z.NEVER;
    }
    if (parsed <= RATE_LIMITS.min || parsed > RATE_LIMITS.max) {
      ctx.addIssue({ code: 'custom', message: `${label} must be above ${RATE_LIMITS.min} and at most ${RATE_LIMITS.max}.` });
      return z.NEVER;
    }
    if (!onStep(parsed)) {
      ctx.addIssue({ code: 'custom', message: `${label} can have at most 3 decimals (step 0.001).` });
      return z.NEVER;
    }
    return Math.round(parsed * 1000) / 1000;
  });

/** A province by full name or code, stored as the full name. */
const province = z.string({ error: fieldText.required('Province') }).transform((value, ctx) => {
  const name = resolveProvinceName(value);
  if (!name) {
    ctx.addIssue({ code: 'custom', message: 'Choose one of the 13 provinces and territories.' });
    return z.NEVER;
  }
  return name;
});

/**
 * The columns a person writes (the form's fields and the store's writable columns, with the Manual mark the route
 * adds): the one list, a mask of the stored rate (ADR 59).
 */
export const RATE_WRITABLE = { ...RATE_VALUES, is_active: true } as const;

/** The stored rate's writable columns, each with the rule a person's input must pass. */
const rateFormFields = storedRateSchema.pick(RATE_WRITABLE).extend({
  province,
  term: z.enum(TERM_LABELS, { error: 'Choose a term of 1, 3, 5 or 7 years.' }),
  rate_type: z.enum(RATE_TYPES, { error: 'Choose fixed or variable.' }),
  mortgage_type: z.enum(MORTGAGE_TYPES, { error: 'Choose Conventional, High-Ratio or Refinance.' }),
  posted_rate: rate('Posted rate'),
  our_rate: rate('Our rate'),
  is_active: flag,
});

export const rateSchema = rateFormFields.extend({ is_active: flag.default(true) });
// From the fields without defaults: the status badge sends only `is_active`, which must not reset anything else.
export const rateUpdateSchema = rateFormFields.partial();

export type RateInput = z.input<typeof rateSchema>;
export type RateValues = z.output<typeof rateSchema>;

const boolText = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/**
 * GET /api/admin/rates filters (All Rates: province, term, type, active) and a row limit. The filters are columns of
 * the stored rate (the store writes `column = ?` from these keys), each read from its query text; 'all' is no filter.
 */
export const rateListQuerySchema = storedRateSchema
  .pick({ province: true, term: true, rate_type: true, mortgage_type: true, is_active: true })
  .extend({
    province: z.string().transform((value, ctx) => {
      if (cleanText(value) === '' || value === 'all') return undefined;
      const name = resolveProvinceName(value);
      if (!name) {
        ctx.addIssue({ code: 'custom', message: 'Unknown province.' });
        return z.NEVER;
      }
      return name;
    }),
    term: z.enum(TERM_LABELS),
    rate_type: z.enum(RATE_TYPES),
    mortgage_type: z.enum(MORTGAGE_TYPES),
    is_active: boolText,
  })
  .partial()
  .extend({ limit: z.coerce.number().int().min(1).max(2000).default(500) });
export type RateListQuery = z.output<typeof rateListQuerySchema>;
