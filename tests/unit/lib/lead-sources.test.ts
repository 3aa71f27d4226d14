import { describe, expect, it } from 'vitest';
import { LEAD_SOURCES, normaliseLeadSource, SOURCE_SPELLINGS } from '../../../src/lib/lead-sources';
import { messages } from '../../../src/lib/messages-staff';

describe('lead sources', () => {
  it('gives every spelling of a source its one stored value', () => {
    expect(['Website', 'website', ' WEBSITE ', 'Web site', 'web-site'].map(normaliseLeadSource)).toEqual(Array(5).fill('website'));
    expect(['contact_form', 'Contact Form', 'contact-form', 'Contact'].map(normaliseLeadSource)).toEqual(Array(4).fill('contact_form'));
    expect(['newsletter', 'Newsletter'].map(normaliseLeadSource)).toEqual(['newsletter', 'newsletter']);
    expect(['AI Chatbot', 'ai chatbot', 'chatbot'].map(normaliseLeadSource)).toEqual(Array(3).fill('AI Chatbot'));
    expect(['Manual', 'manual'].map(normaliseLeadSource)).toEqual(['Manual', 'Manual']);
  });

  it('keeps each stored value as it is and names nothing for an unknown value', () => {
    for (const source of LEAD_SOURCES) expect(normaliseLeadSource(source)).toBe(source);
    expect(normaliseLeadSource('fax')).toBeNull();
    expect(normaliseLeadSource('')).toBeNull();
  });

  it('maps every spelling to a stored value, and labels each stored value once', () => {
    expect(new Set(Object.values(SOURCE_SPELLINGS))).toEqual(new Set(LEAD_SOURCES));
    const labels = LEAD_SOURCES.map((source) => messages.backOffice.leads.sources[source]);
    expect(new Set(labels.map((label) => label.toLowerCase())).size).toBe(LEAD_SOURCES.length);
  });
});
