import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../functions/auth/create-user';
import { messages } from '../../../src/lib/messages';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { agentIdBySlug, countRows } from './lead-helpers';
import { signInOverHttp } from '../../helpers/two-factor';

let api: TestApi;
let agentOwnId: string;
let adminOwnId: string;
beforeAll(async () => {
  api = await startTestApi({ seed: true, env: { LEAD_FORM_LIMIT_PER_IP: '1000' } });
  adminOwnId = (await createUser(api.db, { email: 'admin@example.test', password: 'admin-password', role: 'admin', name: 'Ada Admin' })).agentId!;
  await createUser(api.db, { email: 'super@example.test', password: 'super-password', role: 'super_admin', name: 'Sam Super' });
  agentOwnId = (await createUser(api.db, { email: 'agent@example.test', password: 'agent-password', role: 'agent', name: 'Alex Agent' })).agentId!;
  await createUser(api.db, { email: 'other@example.test', password: 'other-password', role: 'agent', name: 'Other Agent' });
  const apply = (name: string, agentId: string | null) =>
    api.request('/api/leads/application', {
      method: 'POST',
      json: {
        full_name: name,
        email: 'x@example.test',
        phone: '4165550100',
        amount: 300000,
        property_address: '1 Main St',
        agent_id: agentId,
        idempotency_key: crypto.randomUUID(),
      },
    });
  await apply('For Alex', agentOwnId);
  await apply('For Sarah', await agentIdBySlug(api.db, 'sarahmitchell'));
  await apply('For Nobody', null);
  await apply('For Ada', adminOwnId);
});
afterAll(() => api.close());

// The super admin's sign-in asks for a one-time code (ADR 41): the helper gives a real one.
const signIn = (email: string, password: string) => signInOverHttp(api, email, password);

describe('GET /api/leads/applications', () => {
  it('refuses anonymous visitors with 401 and gives them no data', async () => {
    const res = await api.request('/api/leads/applications');
    expect(res.status).toBe(401);
    expect(JSON.stringify(await res.json())).not.toContain('For Alex');
  });

  it('refuses a signed-in user without a staff role with 403', async () => {
    await api.db.execute("UPDATE profiles SET role = 'user' WHERE id = (SELECT id FROM users WHERE email = 'other@example.test')");
    const res = await api.request('/api/leads/applications', { headers: { cookie: await signIn('other@example.test', 'other-password') } });
    expect(res.status).toBe(403);
  });

  it('shows an agent only the applications sent to their own agent row', async () => {
    const res = await api.request('/api/leads/applications', { headers: { cookie: await signIn('agent@example.test', 'agent-password') } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { applications } = await res.json();
    expect(applications.map((a: { client_name: string }) => a.client_name)).toEqual(['For Alex']);
    expect(applications[0]).toMatchObject({ agent_id: agentOwnId, agent_name: 'Alex Agent', mortgage_amount: 300000, property_address: '1 Main St' });
  });

  it('shows an admin only the applications sent to their own agents row, like an agent (never unassigned ones)', async () => {
    const res = await api.request('/api/leads/applications', { headers: { cookie: await signIn('admin@example.test', 'admin-password') } });
    expect(res.status).toBe(200);
    const { applications } = await res.json();
    expect(applications.map((a: { client_name: string }) => a.client_name)).toEqual(['For Ada']);
  });

  it('shows the super admin (the lead desk) every application, newest first, with the agent name', async () => {
    const res = await api.request('/api/leads/applications', { headers: { cookie: await signIn('super@example.test', 'super-password') } });
    const { applications } = await res.json();
    expect(applications.map((a: { client_name: string }) => a.client_name)).toEqual(['For Ada', 'For Nobody', 'For Sarah', 'For Alex']);
    expect(applications[2].agent_name).toBe('Sarah Mitchell');
  });
});

describe('POST /api/leads/unsubscribe', () => {
  const lastEmail = async (email: string) =>
    String(
      (await api.db.execute({ sql: 'SELECT text_body FROM email_outbox WHERE to_address = ? ORDER BY created_at DESC LIMIT 1', args: [email] })).rows[0]!
        .text_body,
    );

  /** Subscribes and confirms from the emailed link (double opt-in, ADR 39); answers the welcome email's unsubscribe token. */
  async function subscribe(email: string) {
    await api.request('/api/leads/newsletter', { method: 'POST', json: { email, idempotency_key: crypto.randomUUID() } });
    const confirm = /(\/api\/leads\/newsletter\/confirm\?token=[A-Za-z0-9_-]+)/.exec(await lastEmail(email))![1]!;
    expect((await api.request(confirm, { method: 'POST' })).status).toBe(200);
    return /unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(await lastEmail(email))![1]!;
  }

  it('records the withdrawal without signing in; a second click keeps the first time', async () => {
    const token = await subscribe('leaving@example.test');
    const res = await api.request('/api/leads/unsubscribe', { method: 'POST', json: { token } });
    expect(res.status).toBe(200);
    const first = (await api.db.execute("SELECT withdrawn_at FROM consent_records WHERE email = 'leaving@example.test'")).rows[0]!.withdrawn_at;
    expect(first).toBeTruthy();
    expect((await api.request('/api/leads/unsubscribe', { method: 'POST', json: { token } })).status).toBe(200);
    expect((await api.db.execute("SELECT withdrawn_at FROM consent_records WHERE email = 'leaving@example.test'")).rows[0]!.withdrawn_at).toBe(first);
  });

  it('subscribing again after unsubscribing records a new consent on the same lead', async () => {
    const token = await subscribe('back@example.test');
    await api.request('/api/leads/unsubscribe', { method: 'POST', json: { token } });
    const again = await api.request('/api/leads/newsletter', { method: 'POST', json: { email: 'back@example.test', idempotency_key: crypto.randomUUID() } });
    expect(again.status).toBe(201);
    expect(await countRows(api.db, 'leads', "client_email = 'back@example.test'")).toBe(1);
    expect(await countRows(api.db, 'consent_records', "email = 'back@example.test' AND withdrawn_at IS NULL")).toBe(1);
    expect(await countRows(api.db, 'consent_records', "email = 'back@example.test'")).toBe(2);
  });

  it('answers 404 with a clear message for an unknown token', async () => {
    const res = await api.request('/api/leads/unsubscribe', { method: 'POST', json: { token: 'a'.repeat(43) } });
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe(messages.newsletter.unsubscribeInvalid);
  });
});
