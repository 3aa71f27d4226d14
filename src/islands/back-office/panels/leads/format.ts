import { LEAD_SOURCES, type LeadSource } from '../../../../lib/lead-sources';
import { messages } from '../../../../lib/messages-staff';

/** 'contact_form' → 'Contact form'; a value that is no known source shows as stored. */
export function leadSourceLabel(source: string): string {
  return (LEAD_SOURCES as readonly string[]).includes(source) ? messages.backOffice.leads.sources[source as LeadSource] : source;
}
