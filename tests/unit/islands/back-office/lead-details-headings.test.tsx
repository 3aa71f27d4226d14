import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LeadDetails } from '../../../../src/islands/back-office/panels/leads/LeadDetails';
import type { DeskLead } from '../../../../src/islands/back-office/panels/leads/types';

const lead: DeskLead = {
  id: 'lead-1',
  client_name: 'Jane Doe',
  client_email: 'jane@example.test',
  client_phone: null,
  message: 'Looking to renew in March.',
  notes: 'Called once.',
  status: 'new',
  source: 'Contact Form',
  type: 'contact',
  agent_id: null,
  agent_name: null,
  metadata: { page: '/contact' },
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
  funded: false,
  waiting_on_borrower: 0,
  previous_agent_name: null,
  reassigned_at: null,
};

describe("a lead's details", () => {
  it('title their sections one level under the panel heading (h2), so axe heading-order finds no skipped level', () => {
    const html = renderToStaticMarkup(createElement(LeadDetails, { lead, mode: 'admin' }));
    const levels = [...html.matchAll(/<h(\d)/g)].map((match) => Number(match[1]));
    expect(levels.length).toBeGreaterThan(0);
    expect(new Set(levels)).toEqual(new Set([3]));
  });
});
