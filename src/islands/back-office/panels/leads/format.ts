import { SITE_TIME_ZONE } from '../../../../lib/format';
import { LEAD_SOURCES, type LeadSource } from '../../../../lib/lead-sources';
import { messages } from '../../../../lib/messages-staff';

const dateTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A stored instant in the brokerage's time, e.g. "Mar 10, 2026, 11:05 a.m."; '' for an unreadable value. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

/** 'contact_form' → 'Contact form'; a value that is no known source shows as stored. */
export function leadSourceLabel(source: string): string {
  return (LEAD_SOURCES as readonly string[]).includes(source) ? messages.backOffice.leads.sources[source as LeadSource] : source;
}
