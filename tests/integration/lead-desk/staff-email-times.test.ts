import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../db/client';
import type { NewLead } from '../../../db/queries/leads';
import { composeLeadEmail } from '../../../functions/leads/notify';
import { formatEmailDateTime } from '../../../src/lib/format';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { call as accountCall, mailTo, newStaff } from '../accounts/support';
import { caller, signIn } from '../agents/support';

/**
 * Every staff email that prints a time prints it in the brokerage's time with its zone (ADR 44): the assignment email, the new-lead notification and the account-event emails. 03:41 UTC on
 * Nov 27 is 10:41 p.m. on Nov 26 in Toronto (EST); in July the zone reads EDT.
 */
const NOW = new Date('2026-11-27T03:41:26.058Z');
const TORONTO = 'Nov 26, 2026, 10:41 p.m. EST';

describe('formatEmailDateTime', () => {
  it('prints Toronto time with its zone, winter and summer, and leaves an unreadable value as it is', () => {
    expect(formatEmailDateTime(NOW.toISOString())).toBe(TORONTO);
    expect(formatEmailDateTime('2026-07-01T15:00:00Z')).toBe('Jul 1, 2026, 11:00 a.m. EDT');
    expect(formatEmailDateTime('not a date')).toBe('not a date');
  });
});

describe('staff emails print Toronto time', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ deps: { now: () => NOW } });
  });
  afterAll(() => api.close());

  it('the lead assignment email', async () => {
    const call = caller(api);
    const owner = await signIn(api, 'super_admin', 'Sam Super');
    const agent = await signIn(api, 'agent', 'Avery Agent');
    const leadId = newId();
    await api.db.execute({
      sql: "INSERT INTO leads (id, client_name, client_email, source, type, created_at) VALUES (?, 'Jane Doe', 'jane@borrower.test', 'website', 'contact', ?)",
      args: [leadId, NOW.toISOString()],
    });
    expect((await call('PATCH', `/api/admin/leads/${leadId}`, owner.cookie, { agent_id: agent.agentId })).status).toBe(200);
    const body = String((await api.db.execute({ sql: 'SELECT text_body FROM email_outbox WHERE lead_id = ?', args: [leadId] })).rows[0]!.text_body);
    expect(body).toContain(`Received: ${TORONTO}`);
    expect(body).not.toContain('T03:41');
  });

  it('the new-lead notification', () => {
    const lead: NewLead = {
      id: 'l1',
      client_name: 'Jane Doe',
      client_email: 'j@x.test',
      client_phone: null,
      message: null,
      type: 'contact',
      source: 'contact_form',
      agent_id: null,
      metadata: {},
      idempotency_key: 'k',
    };
    const email = composeLeadEmail(lead, 'contact', null, NOW.toISOString());
    expect(email.text).toContain(`Received: ${TORONTO}`);
  });

  it('an account event email', async () => {
    const admin = await newStaff(api, 'admin');
    const here = await accountCall(api)('POST', '/api/auth/sign-in', { json: { email: admin.email, password: admin.password } });
    const changed = await accountCall(api)('POST', '/api/account/password', {
      cookie: here.cookie,
      json: { current_password: admin.password, new_password: 'second-password' },
    });
    expect(changed.status).toBe(200);
    const [mail] = await mailTo(api, admin.email);
    expect(mail!.text_body).toContain(`(${TORONTO}, from address`);
    expect(mail!.text_body).not.toContain('UTC');
  });
});
