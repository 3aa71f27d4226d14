import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewLead } from '../../db/queries/leads';
import { csvCell } from '../../functions/lead-desk/csv';
import { composeLeadEmail } from '../../functions/leads/notify';
import { signInEveryRole } from '../helpers/sign-in-as';
import { startTestApi, type TestApi } from '../helpers/test-api';
import { contactBody } from '../integration/leads/lead-helpers';

/** What a visitor types leaves the site inert: in the CSV export, in notification emails, in the outbox. */
describe('lead data stays inert on its way out', () => {
  let api: TestApi;
  let cookies: Record<'super_admin' | 'admin', string>;
  const formula = "x;=cmd|' /C calc'!A0";

  beforeAll(async () => {
    api = await startTestApi();
    cookies = (await signInEveryRole(api, ['super_admin', 'admin'])).cookies;
    // A line break in a one-line field is refused at the door (ADR 44); the output rules below hold for rows stored before.
    const refused = await api.request('/api/leads/contact', {
      method: 'POST',
      json: contactBody({ firstName: formula, lastName: 'Doe\r\nBcc: evil@example.test', message: 'Line one\r\nLine two' }),
    });
    expect(refused.status).toBe(400);
    const sent = await api.request('/api/leads/contact', {
      method: 'POST',
      json: contactBody({ firstName: formula, lastName: 'Doe', message: 'Line one\r\nLine two' }),
    });
    expect(sent.status).toBe(201);
  });
  afterAll(() => api.close());

  it("quotes every cell of the CSV export, so a ';' list separator cannot start a formula", async () => {
    const csv = await (await api.request('/api/admin/leads/export.csv', { headers: { cookie: cookies.super_admin } })).text();
    const row = csv.split('\r\n').find((line) => line.includes('x;=cmd'))!;
    expect(row).toContain(`"${formula} Doe`);
    // Every field of the row is a quoted cell: no bare text between separators.
    expect(row.replace(/"(?:[^"]|"")*"/g, '')).toMatch(/^,*$/);
    expect(csvCell(formula)).toBe(`"${formula}"`);
  });

  it('makes every value one line in a notification: a line break in a name cannot add a header-like line', () => {
    const lead = {
      id: 'lead-1',
      client_name: 'Jane\r\nBcc: evil@example.test',
      client_email: 'jane@example.test\nCc: x@example.test',
      client_phone: '416\u2028To: y@example.test',
      source: 'website',
      type: 'contact',
      message: 'Hello\r\nthere',
      metadata: { postal_code: 'M5V\n2T6' },
    } as unknown as NewLead;
    const email = composeLeadEmail(lead, 'contact', null, '2026-11-24T12:00:00Z');
    expect(email.subject).toBe('New website lead: Jane Bcc: evil@example.test');
    const lines = email.text.split('\n');
    expect(lines).toContain('Name: Jane Bcc: evil@example.test');
    expect(lines).toContain('Email: jane@example.test Cc: x@example.test');
    expect(lines).toContain('Phone: 416 To: y@example.test');
    expect(lines).toContain('Postal code: M5V 2T6');
    expect(lines.some((line) => /^(Bcc|Cc|To):/.test(line))).toBe(false);
    // The message keeps its own line breaks, without carriage returns.
    expect(email.text).toContain('Hello\nthere');
    expect(email.text).not.toContain('\r');
  });

  it("keeps the outbox (every lead's name, email and phone) to the super admin, like the lead desk", async () => {
    expect((await api.request('/api/admin/outbox', { headers: { cookie: cookies.admin } })).status).toBe(403);
    expect((await api.request('/api/admin/leads', { headers: { cookie: cookies.admin } })).status).toBe(403);
    const outbox = (await (await api.request('/api/admin/outbox', { headers: { cookie: cookies.super_admin } })).json()) as {
      messages: { subject: string; body?: string; text?: string }[];
    };
    expect(outbox.messages.length).toBeGreaterThan(0);
    expect(JSON.stringify(outbox.messages)).not.toMatch(/\\r|\\nBcc:/);
  });
});
