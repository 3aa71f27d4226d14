import { LEAD_SOURCES, normaliseLeadSource } from '../lead-sources';
import { cleanText, fieldText, optionalText, requiredText } from './fields';
import { isOneLine, singleLineText } from './one-line-text';
import { z } from './zod';

export { LEAD_SOURCES, type LeadSource } from '../lead-sources';

/** docs/product/back-office-leads.md#lead-statuses: any order, set from a dropdown; new leads start as new. */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_TYPES = ['contact', 'application'] as const;

/** Server-side paging: offset pages of this size (the last page of 100,000 leads stays under the latency target). */
export { LIST_PAGE_SIZE as LEAD_PAGE_SIZE } from './list-page';
export const LEAD_SEARCH_MAX = 100;

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (value === '' || value === 'all' ? undefined : value), z.enum(values).optional());

/** GET /leads?page&source&status&agent&q — every filter optional; 'all' or empty means no filter. */
export const leadListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  // Any spelling of a source ('Website' in an old link) filters by its stored value.
  source: z.preprocess((value) => (typeof value === 'string' ? (normaliseLeadSource(value) ?? value) : value), optionalChoice(LEAD_SOURCES)),
  status: optionalChoice(LEAD_STATUSES),
  /** An agent id, or 'none' for leads nobody has yet. Ignored in an agent's own scope. */
  agent: z.preprocess((value) => (value === '' || value === 'all' ? undefined : value), z.string().max(64).optional()),
  q: z.preprocess((value) => (typeof value === 'string' ? cleanText(value) : value), z.string().max(LEAD_SEARCH_MAX).optional()),
  /** 'waiting': leads whose borrower file still waits for a document (requested, or asked for again; ADR 53). */
  borrower: optionalChoice(['waiting'] as const),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;
export type LeadFilters = Omit<LeadListQuery, 'page'>;

/** PATCH /leads/:id — the status, and for the super admin the assigned agent (null unassigns). */
export const leadUpdateSchema = z
  .object({
    status: z.enum(LEAD_STATUSES, { error: 'Choose new, contacted, qualified or closed.' }).optional(),
    agent_id: z.string().max(64).nullable().optional(),
  })
  .refine((value) => value.status !== undefined || value.agent_id !== undefined, 'Nothing to change.');
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

const email = (label: string) =>
  z
    .string({ error: fieldText.required(label) })
    .transform(cleanText)
    .pipe(z.string().min(1, fieldText.required(label)).max(254).email('Enter a valid email address.'));

/** POST /leads — a lead staff write down themselves (source 'Manual'); form values as typed. */
export const manualLeadSchema = z.object({
  client_name: requiredText('Name', 200).refine(isOneLine, singleLineText.oneLine('Name')),
  client_email: email('Email'),
  client_phone: optionalText('Phone', 40)
    .refine((value) => value === null || isOneLine(value), { message: singleLineText.oneLine('Phone'), abort: true })
    .refine((value) => value === null || /^[\d\s()+.\-x]{7,40}$/i.test(value), 'Enter a valid phone number.'),
  type: z.enum(LEAD_TYPES).default('contact'),
  message: optionalText('Message', 5000),
  agent_id: z.preprocess((value) => (value === '' ? null : value), z.string().max(64).nullable().optional()),
});
export type ManualLead = z.infer<typeof manualLeadSchema>;

/** docs/product/back-office-leads.md#platform-analytics: All Time, Last 30 Days, Last 7 Days (Toronto calendar days, today included). */
export const ANALYTICS_PERIODS = ['all', '30d', '7d'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const analyticsQuerySchema = z.object({ period: z.enum(ANALYTICS_PERIODS).default('all') });
/** The agent's charts open on the last 30 days (the product description gives the agent tab no period selector; ours adds one) (docs/product/back-office-leads.md#platform-analytics). */
export const agentAnalyticsQuerySchema = z.object({ period: z.enum(ANALYTICS_PERIODS).default('30d') });
