import { PAYMENT_FREQUENCIES } from '../calc/payment-options';
import { cleanText, fieldText, optionalText, requiredText } from './fields';
import { hasControlCharacter, oneLineText, singleLineText } from './one-line-text';
import { PROVINCE_NAMES } from './rate-admin';
import { z } from './zod';

/**
 * A client's mortgage (ADR 29): the record a funded lead or a CSV import carries, and what the renewal radar
 * prices. One schema for the form, the CSV import and the API; the island runs it for instant feedback.
 */

/** Whether a client's consent allows a message today (ADR 39), worked out by the renewal radar's rule. */
export interface CaslStatus {
  valid: boolean;
  /** The last day implied consent allows a message; null for express consent. */
  until: string | null;
  reason: 'express' | 'implied' | 'implied_expired' | 'withdrawn' | 'no_evidence';
}
export const RATE_TYPES = ['fixed', 'variable'] as const;
export const CASL_BASES = ['express', 'implied'] as const;
export type CaslBasis = (typeof CASL_BASES)[number];
export const FREQUENCY_IDS = PAYMENT_FREQUENCIES.map((f) => f.id) as [string, ...string[]];

export const CASL_BASIS_LABELS: Record<CaslBasis, string> = {
  express: 'Express consent',
  implied: 'Implied (contract)',
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day that exists: 2026-02-30 and 2027-13-01 are refused (Date would roll them over or be invalid). */
const isRealDay = (value: string) => {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** A calendar day typed as YYYY-MM-DD (a date input sends that). */
const day = (label: string) =>
  z
    .string({ error: fieldText.required(label) })
    .transform(cleanText)
    .pipe(z.string().min(1, fieldText.required(label)).refine(isRealDay, `${label} must be a date (YYYY-MM-DD).`));

/** A number typed as text ('425,000', '$425,000.00', '4.79%') or sent as a number, within [min, max]. */
const number = (label: string, min: number, max: number, options: { integer?: boolean; decimals?: number } = {}) =>
  z.union([z.string(), z.number()], { error: fieldText.required(label) }).transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : cleanText(value).replace(/[$,%\s]/g, '');
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: fieldText.required(label) });
      return z.NEVER;
    }
    const parsed = Number(text);
    if (!Number.isFinite(parsed)) {
      ctx.addIssue({ code: 'custom', message: fieldText.number(label) });
      return z.NEVER;
    }
    if (options.integer && !Number.isInteger(parsed)) {
      ctx.addIssue({ code: 'custom', message: fieldText.integer(label) });
      return z.NEVER;
    }
    if (parsed < min || parsed > max) {
      ctx.addIssue({ code: 'custom', message: `${label} must be between ${min} and ${max.toLocaleString('en-CA')}.` });
      return z.NEVER;
    }
    const scale = 10 ** (options.decimals ?? 0);
    if (options.decimals !== undefined && Math.abs(parsed * scale - Math.round(parsed * scale)) > 1e-6) {
      ctx.addIssue({ code: 'custom', message: `${label} can have at most ${options.decimals} decimals.` });
      return z.NEVER;
    }
    return parsed;
  });

/** The same, where an empty value (a blank form field, an empty CSV cell, no key) means `fallback`. */
const numberOr = (fallback: number, ...args: Parameters<typeof number>) =>
  z.preprocess(
    (value) => (value === undefined || value === null || (typeof value === 'string' && cleanText(value) === '') ? fallback : value),
    number(...args),
  );

const email = z
  .string({ error: fieldText.required('Email') })
  .transform(cleanText)
  .pipe(z.string().min(1, fieldText.required('Email')).max(254).email('Enter a valid email address.'));

/** A choice that also reads the label or any letter case ('Fixed', 'Implied'), as a CSV from a spreadsheet has it. */
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? cleanText(value)
            .toLowerCase()
            .replace(/[\s_]+/g, '-')
        : value,
    z.enum(values, { error: message }),
  );

const province = z.preprocess(
  (value) => (typeof value === 'string' ? (PROVINCE_NAMES.find((name) => name.toLowerCase() === cleanText(value).toLowerCase()) ?? value) : value),
  z.enum(PROVINCE_NAMES, { error: 'Choose a province.' }),
);

const nullableId = z.preprocess((value) => (value === '' ? null : value), z.string().max(64).nullable().optional());

// The one-line rule lives in its own module (the agent's display name follows it too); re-exported for the forms.
export { isSafeInsertedText, singleLineText } from './one-line-text';

const mortgageFields = {
  client_name: oneLineText('Client name', 200).pipe(requiredText('Client name', 200)),
  client_email: email,
  client_phone: z
    .string()
    .nullish()
    .refine((value) => !value || !hasControlCharacter(value.trim()), singleLineText.oneLine('Phone'))
    .pipe(optionalText('Phone', 40)),
  province,
  lender: oneLineText('Lender', 200).pipe(requiredText('Lender', 200)),
  balance: number('Balance', 1, 100_000_000, { decimals: 2 }),
  rate: number('Rate', 0.01, 29.99, { decimals: 3 }),
  rate_type: choice(RATE_TYPES, 'Choose fixed or variable.'),
  term_years: number('Term', 1, 10, { integer: true }),
  // Empty means the default (25 years), as the form's hint says.
  amortization_years: numberOr(25, 'Amortization left', 1, 30, { integer: true }),
  maturity_date: day('Maturity date'),
  payment_frequency: choice(FREQUENCY_IDS, 'Choose a payment frequency.'),
  casl_basis: choice(CASL_BASES, 'Choose express consent or implied (contract).'),
  casl_date: day('Consent or contract date'),
  casl_withdrawn_at: z.preprocess((value) => (value === '' ? null : value), day('Consent withdrawn').nullable().optional()),
  lead_id: nullableId,
  agent_id: nullableId,
};

export const clientMortgageSchema = z.object({
  ...mortgageFields,
  province: mortgageFields.province.default('Ontario'),
  payment_frequency: mortgageFields.payment_frequency.default('monthly'),
});
export const clientMortgageUpdateSchema = z.object(mortgageFields).partial();

export type ClientMortgageInput = z.input<typeof clientMortgageSchema>;
export type ClientMortgageValues = z.output<typeof clientMortgageSchema>;

export interface ClientMortgageRow {
  id: string;
  lead_id: string | null;
  agent_id: string | null;
  agent_name: string | null;
  client_name: string;
  client_email: string;
  client_phone: string | null;
  province: string;
  lender: string;
  balance: number;
  rate: number;
  rate_type: (typeof RATE_TYPES)[number];
  term_years: number;
  amortization_years: number;
  maturity_date: string;
  payment_frequency: string;
  casl_basis: CaslBasis;
  casl_date: string;
  casl_withdrawn_at: string | null;
  created_at: string;
  /**
   * What CASL allows today, read against the consent evidence: the renewal radar's status (ADR 39). Sent by the API
   * with every client; absent only on a row built in the browser.
   */
  casl?: CaslStatus;
}

/** GET /clients?maturing=180 — only mortgages maturing within that many days (the radar's horizon). */
export const clientListQuerySchema = z.object({
  agent: z.preprocess((value) => (value === '' || value === 'all' ? undefined : value), z.string().max(64).optional()),
});

/** The columns a client CSV carries, in the template's order (header names as written; any order is read). */
export const CLIENT_CSV_COLUMNS = [
  'client_name',
  'client_email',
  'client_phone',
  'province',
  'lender',
  'balance',
  'rate',
  'rate_type',
  'term_years',
  'amortization_years',
  'maturity_date',
  'payment_frequency',
  'casl_basis',
  'casl_date',
] as const;

/** Rows one import may carry: a brokerage's book, not a bulk loader (the preview lists every row). */
export const CLIENT_IMPORT_MAX_ROWS = 2000;

/** Characters one imported CSV may have (the 2 MB the import dialog states). */
export const CLIENT_IMPORT_MAX_CSV_CHARS = 2_000_000;
/**
 * The request body that carries such a CSV (functions/http/body-limit.ts): JSON escaping doubles a quote, a line
 * break or a backslash at most, and an accented letter takes two UTF-8 bytes, so twice the characters plus room
 * for the other fields. Still under Netlify's request limit of about 6 MB.
 */
export const CLIENT_IMPORT_MAX_BODY_BYTES = 2 * CLIENT_IMPORT_MAX_CSV_CHARS + 64 * 1024;

/** POST /clients/import — the CSV text; `commit` false answers the preview only, true saves the valid rows. */
export const clientImportSchema = z.object({
  csv: z.string({ error: 'Choose a CSV file.' }).min(1, 'The CSV file is empty.').max(CLIENT_IMPORT_MAX_CSV_CHARS, 'The CSV file is too large (2 MB at most).'),
  commit: z.boolean().default(false),
  agent_id: nullableId,
  /** A row for a client already on file (same email and maturity date, ADR 45): update that client or skip the row. */
  duplicates: z.enum(['skip', 'update'], { error: 'Choose update or skip for the clients already on file.' }).default('skip'),
});

export type DuplicateChoice = z.output<typeof clientImportSchema>['duplicates'];

/** A row naming a client already on file, or one an earlier line of the same file names. */
export type ClientImportDuplicate = { of: 'existing'; client_name: string } | { of: 'file'; line: number };

export interface ClientImportRowResult {
  /** 1-based line in the file, the header being line 1. */
  line: number;
  client_name: string;
  errors: string[];
  /** Imported all the same (a maturity date in the past). */
  warnings: string[];
  duplicate: ClientImportDuplicate | null;
}

export interface ClientImportResult {
  rows: ClientImportRowResult[];
  valid: number;
  invalid: number;
  /** Valid rows naming a client already on file or an earlier line (each is updated or skipped, never doubled). */
  duplicates: number;
  /** How many new clients were saved (0 for a preview). */
  imported: number;
  /** How many clients on file were updated from the file (0 for a preview). */
  updated: number;
  /** How many valid rows were left out as duplicates (0 for a preview). */
  skipped: number;
}
