import { describe, expect, it } from 'vitest';
import type { NewLead } from '../../../../db/queries/leads';
import { chooseRecipient, composeLeadEmail } from '../../../../functions/leads/notify';

describe('notification recipient', () => {
  it("is the agent's CRM email, else the agent's email, else the brokerage inbox", () => {
    expect(chooseRecipient({ crm_email: 'crm@a.test', email: 'agent@a.test' }, 'inbox@b.test')).toBe('crm@a.test');
    expect(chooseRecipient({ crm_email: null, email: 'agent@a.test' }, 'inbox@b.test')).toBe('agent@a.test');
    expect(chooseRecipient({ crm_email: null, email: null }, 'inbox@b.test')).toBe('inbox@b.test');
    expect(chooseRecipient(null, 'inbox@b.test')).toBe('inbox@b.test');
  });
});

describe('notification email', () => {
  const lead: NewLead = {
    id: 'lead-1',
    client_name: 'Jane Doe',
    client_email: 'jane@example.test',
    client_phone: '416-555-0199',
    message: 'Line one\nLine two',
    type: 'contact',
    source: 'contact_form',
    agent_id: 'a1',
    metadata: { phoneType: 'Work', postalCode: '' },
    idempotency_key: 'contact:k',
  };

  it('names the lead in the subject and carries every detail as plain text', () => {
    const email = composeLeadEmail(
      lead,
      'contact',
      { id: 'a1', name: 'David Chen', email: null, crm_email: null, broker_code: null, wpnonce: null },
      '2025-01-02T03:04:05.000Z',
    );
    expect(email.subject).toBe('New website lead: Jane Doe');
    for (const line of [
      'Name: Jane Doe',
      'Email: jane@example.test',
      'Phone: 416-555-0199',
      'Phone type: Work',
      'Postal code: (none)',
      'Agent: David Chen',
      'Source: contact_form',
      'Lead id: lead-1',
      'Line one\nLine two',
      'Contact form',
    ]) {
      expect(email.text).toContain(line);
    }
  });
});
