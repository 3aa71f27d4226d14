import { z } from './zod';

/**
 * Field builders shared by every back-office schema. A form sends what the person typed (strings); the same schema
 * runs in the island (instant feedback) and in the API (authority) and turns the strings into stored values.
 */
export const fieldText = {
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string, max: number) => `${label} must be ${max} characters or fewer.`,
  url: 'Enter a full address starting with https://',
  number: (label: string) => `${label} must be a number.`,
  integer: (label: string) => `${label} must be a whole number.`,
  min: (label: string, min: number) => `${label} must be ${min} or more.`,
  /** (ours) A price is in dollars and cents: 12.345 is refused rather than silently saved as 12.35. */
  cents: (label: string) => `${label} can have at most 2 decimals (cents).`,
} as const;

// Control characters other than tab and newline never belong in stored text; they are dropped, not rejected.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
export const cleanText = (value: string) => value.replace(CONTROL, '').replace(/\r\n?/g, '\n').trim();

/** A required text; whitespace alone counts as empty. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: fieldText.required(label) })
    .transform(cleanText)
    .pipe(z.string().min(1, fieldText.required(label)).max(max, fieldText.tooLong(label, max)));

/** An optional text: empty becomes null. */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .nullish()
    .transform((value) => cleanText(value ?? ''))
    .pipe(z.string().max(max, fieldText.tooLong(label, max)))
    .transform((value) => (value === '' ? null : value));

/**
 * A path on this site: one leading slash, then no second slash or backslash, no backslash anywhere and no
 * whitespace. Browsers read `/\evil.example/…` (and tabs or line breaks inside `/<tab>/…`) as `//evil.example`, another
 * site, so those are refused.
 */
export const isSitePath = (value: string) => /^\/(?![/\\])[^\\\s]*$/.test(value);

/**
 * An optional link: an absolute http(s) address, or a path on this site (uploads are stored as `/uploads/...`).
 * Other schemes (javascript:, data:) are refused.
 */
export const optionalUrl = (label: string, max = 2000) =>
  optionalText(label, max).refine((value) => value === null || isSitePath(value) || /^https?:\/\/\S+$/i.test(value), fieldText.url);

/** An optional decimal (e.g. a price typed as '1,250.50'); empty becomes null. */
export const optionalMoney = (label: string, max = 100_000_000) =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value === '') return null;
      const parsed = typeof value === 'number' ? value : Number(cleanText(value).replace(/[$,\s]/g, ''));
      if (typeof value === 'string' && cleanText(value) === '') return null;
      if (!Number.isFinite(parsed)) {
        ctx.addIssue({ code: 'custom', message: fieldText.number(label) });
        return z.NEVER;
      }
      if (parsed < 0 || parsed > max) {
        ctx.addIssue({ code: 'custom', message: fieldText.min(label, 0) });
        return z.NEVER;
      }
      // Whole cents only (docs/product/back-office-catalogue.md#product-form: step 0.01); a tolerance for binary fractions such as 0.1 + 0.2.
      if (Math.abs(parsed * 100 - Math.round(parsed * 100)) > 1e-6) {
        ctx.addIssue({ code: 'custom', message: fieldText.cents(label) });
        return z.NEVER;
      }
      return Math.round(parsed * 100) / 100;
    });

/**
 * An integer typed as text ('3'), with a default when empty (docs/product/back-office-catalogue.md#lender-form: lender display order, "parsed as an integer",
 * default 0): '2.7' is read as 2, the way parseInt reads it; text that is not a number is refused with a message.
 */
export const integerWithDefault = (label: string, fallback: number) =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value, ctx) => {
      if (value === undefined || value === null || (typeof value === 'string' && cleanText(value) === '')) return fallback;
      const number = typeof value === 'number' ? value : Number(cleanText(value));
      const parsed = Number.isFinite(number) ? Math.trunc(number) : Number.NaN;
      if (!Number.isInteger(parsed) || Math.abs(parsed) > 1_000_000) {
        ctx.addIssue({ code: 'custom', message: fieldText.integer(label) });
        return z.NEVER;
      }
      return parsed;
    });

/** A switch or checkbox; accepts true/false (JSON) only. */
export const flag = z.boolean();

/**
 * A list typed as JSON text in a textarea (docs/product/back-office-catalogue.md#service-form: service features). Empty is an empty list; anything that is not
 * a JSON array of short texts is refused with the given message. An array is accepted as well (API clients).
 */
export const jsonTextArray = (message: string, maxItems = 50, maxLength = 255) =>
  z
    .union([z.string(), z.array(z.unknown())])
    .nullish()
    .transform((value, ctx) => {
      if (value === undefined || value === null) return [];
      let parsed: unknown = value;
      if (typeof value === 'string') {
        if (!value.trim()) return [];
        try {
          parsed = JSON.parse(value);
        } catch {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
      }
      const list = z
        .array(z.string().transform(cleanText).pipe(z.string().max(maxLength)))
        .max(maxItems)
        .safeParse(parsed);
      if (!list.success) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return list.data.filter((item) => item !== '');
    });
