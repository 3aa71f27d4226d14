import { formatDateTime, formatRate } from '../../../../lib/format';
import { MORTGAGE_TYPES, PROVINCES, RATE_TYPES } from '../../../../lib/provinces';
import { TERM_LABELS } from '../../../../lib/schemas/rate-admin';
import type { RateAdminRow } from '../../../../lib/schemas/rates';

/** How the All Rates tab and the debug tabs show a rate; pure, so unit tests cover it without a browser. */

export const RATE_TYPE_LABELS: Record<(typeof RATE_TYPES)[number], string> = { fixed: 'Fixed', variable: 'Variable' };

/** docs/product/rates.md#rate-display: rates display with 2 decimals and a percent sign; a scraped row may have no posted rate. */
export const showRate = (rate: number | null | undefined): string => (rate === null || rate === undefined ? '\u2014' : formatRate(rate));

export const rateTypeLabel = (type: string): string => RATE_TYPE_LABELS[type as keyof typeof RATE_TYPE_LABELS] ?? type;

/** Names one rate in buttons and the delete confirmation: many rows share a province and term, the rate tells them apart. */
export function rateName(row: Pick<RateAdminRow, 'province' | 'term' | 'rate_type' | 'mortgage_type' | 'our_rate'>): string {
  return `${row.province} ${row.term} ${row.rate_type} ${row.mortgage_type} at ${showRate(row.our_rate)}`;
}

/** The All Rates filters ('' means any value, 'true'/'false' for active), kept in the address and sent to the API. */
export const NO_FILTERS = { province: '', term: '', rate_type: '', is_active: '' };
export type RateFilters = typeof NO_FILTERS;

type Option = { value: string; label: string };

export const PROVINCE_OPTIONS: Option[] = PROVINCES.map((p) => ({ value: p.name, label: p.name }));
export const TERM_OPTIONS: Option[] = TERM_LABELS.map((term) => ({ value: term, label: term.replace(/^(\d+) year$/, '$1 Year') }));
export const RATE_TYPE_OPTIONS: Option[] = RATE_TYPES.map((type) => ({ value: type, label: RATE_TYPE_LABELS[type] }));
export const MORTGAGE_TYPE_OPTIONS: Option[] = MORTGAGE_TYPES.map((type) => ({ value: type, label: type }));
export const ACTIVE_OPTIONS: Option[] = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];

/** Toronto time, like the rest of the back office: "Jun 2, 2026, 6:00 a.m."; a dash for none, an unreadable value as stored. */
export function formatStamp(iso: string | null | undefined): string {
  if (!iso) return '\u2014';
  return formatDateTime(iso) || iso;
}

/** 850 -> "850 ms", 12_340 -> "12.3 s"; null while a scrape is still running. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '\u2014';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
