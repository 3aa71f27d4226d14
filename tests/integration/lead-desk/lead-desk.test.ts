import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertChatLead } from '../../../db/queries/chat-leads';
import { signInEveryRole } from '../../helpers/sign-in-as';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { contactBody } from '../leads/lead-helpers';

/** the lead desk through HTTP on a real database — the super admin's desk and the agent's own. */
let api: TestApi;
let cookies: Record<'super_admin' | 'admin' | 'agent', string>;
let agentId: string;
let otherAgentId: string;
const ids: Record<string, string> = {};

const as = (cookie: string, path: string, init: RequestInit & { json?: unknown } = {}) =>
  api.request(path, { ...init, headers: { ...(init.headers as Record<string, string>), cookie } });
const list = async (cookie: string, query = '') =>
  (await (await as(cookie, `/api/admin/leads${query}`)).json()) as {
    items: { id: string; client_name: string; source: string; agent_name: string | null; status: string }[];
    total: number;
  };

beforeAll(async () => {
  api = await startTestApi({ env: { LEAD_FORM_LIMIT_PER_IP: '1000' } });
  const signedIn = await signInEveryRole(api);
  cookies = signedIn.cookies;
  agentId = signedIn.agentIds.agent!;
  otherAgentId = crypto.randomUUID();
  await api.db.execute({ sql: "INSERT INTO agents (id, name, email) VALUES (?, 'Olivia Other', 'olivia@example.test')", args: [otherAgentId] });

  // Through the real public endpoints, oldest first: a contact for the agent, an application, a chat lead.
  const contact = await api.request('/api/leads/contact', {
    method: 'POST',
    json: contactBody({ firstName: 'Carla', lastName: 'Contact', email: 'carla@example.test', phone: '(416) 555-0142', agent_id: agentId, consent: true }),
  });
  ids.contact = ((await contact.json()) as { lead_id: string }).lead_id;
  const application = await api.request('/api/leads/application', {
    method: 'POST',
    json: {
      full_name: '=HYPERLINK("http://evil.test")',
      email: 'apply@example.test',
      phone: '905-555-0177',
      amount: '450000',
      property_address: '1 King St W, Toronto',
      message: '+1 call me',
      agent_id: otherAgentId,
      idempotency_key: crypto.randomUUID(),
      website: '',
    },
  });
  expect(application.status).toBe(201);
  ids.application = ((await application.json()) as { lead_id: string }).lead_id;
  const chat = await insertChatLead(api.db, {
    id: crypto.randomUUID(),
    createdAt: new Date(Date.now() + 1000).toISOString(),
    client_name: 'Chet Chat',
    client_email: 'chet@example.test',
    client_phone: null,
    message: JSON.stringify({
      conversation: [
        { role: 'user', content: 'Hi, rates?' },
        { role: 'assistant', content: 'Five-year fixed is 4.19%.' },
      ],
    }),
    metadata: {
      property_value: 600000,
      property_type: null,
      down_payment: null,
      mortgage_type: null,
      source_details: 'Website chat assistant',
      chat_session_id: 's-1',
    },
  });
  ids.chat = chat!.id;
});
afterAll(() => api.close());

describe('the super admin lead desk', () => {
  it('lists every lead newest first with its agent name, source and a total', async () => {
    const body = await list(cookies.super_admin);
    expect(body.total).toBe(3);
    expect(body.items.map((lead) => lead.id)).toEqual([ids.chat, ids.application, ids.contact]);
    expect(body.items[2]).toMatchObject({ source: 'contact_form', agent_name: 'Test agent', status: 'new' });
    expect(body.items[1]).toMatchObject({ source: 'website', agent_name: 'Olivia Other' });
    expect(body.items[0]).toMatchObject({ source: 'AI Chatbot', agent_name: null });
  });

  it('filters by source, status and agent, and searches name, email and phone digits', async () => {
    expect((await list(cookies.super_admin, '?source=contact_form')).items.map((l) => l.id)).toEqual([ids.contact]);
    expect((await list(cookies.super_admin, '?source=AI%20Chatbot')).items.map((l) => l.id)).toEqual([ids.chat]);
    expect((await list(cookies.super_admin, `?agent=${otherAgentId}`)).items.map((l) => l.id)).toEqual([ids.application]);
    expect((await list(cookies.super_admin, '?agent=none')).items.map((l) => l.id)).toEqual([ids.chat]);
    expect((await list(cookies.super_admin, '?q=carla')).items.map((l) => l.id)).toEqual([ids.contact]);
    expect((await list(cookies.super_admin, '?q=apply%40exam')).items.map((l) => l.id)).toEqual([ids.application]);
    expect((await list(cookies.super_admin, '?q=4165550142')).items.map((l) => l.id)).toEqual([ids.contact]);
    expect((await list(cookies.super_admin, '?q=555-0177')).items.map((l) => l.id)).toEqual([ids.application]);
    expect((await list(cookies.super_admin, '?q=Ch')).items.map((l) => l.id)).toEqual([ids.chat]);
    expect((await list(cookies.super_admin, '?q=nobody-matches')).total).toBe(0);
    expect((await as(cookies.super_admin, '/api/admin/leads?source=Nope')).status).toBe(400);
  });

  it('shows one lead with its CASL consent record', async () => {
    const response = await as(cookies.super_admin, `/api/admin/leads/${ids.contact}`);
    const body = (await response.json()) as { item: { metadata: Record<string, unknown> }; consents: { form: string; wording: string }[] };
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body.item.metadata).toMatchObject({ phoneType: 'Work', postalCode: 'M5V 2T6' });
    expect(body.consents).toHaveLength(1);
    expect(body.consents[0]!.form).toBe('contact');
  });

  it('changes status in any order, assigns and unassigns, and refuses an unknown agent', async () => {
    for (const status of ['closed', 'new', 'qualified']) {
      const response = await as(cookies.super_admin, `/api/admin/leads/${ids.chat}`, { method: 'PATCH', json: { status } });
      expect(((await response.json()) as { item: { status: string } }).item.status).toBe(status);
    }
    const assigned = await as(cookies.super_admin, `/api/admin/leads/${ids.chat}`, { method: 'PATCH', json: { agent_id: agentId } });
    expect(((await assigned.json()) as { item: { agent_name: string } }).item.agent_name).toBe('Test agent');
    expect((await as(cookies.super_admin, `/api/admin/leads/${ids.chat}`, { method: 'PATCH', json: { agent_id: 'nope' } })).status).toBe(400);
    expect((await as(cookies.super_admin, `/api/admin/leads/${ids.chat}`, { method: 'PATCH', json: { status: 'lost' } })).status).toBe(400);
    const unassigned = await as(cookies.super_admin, `/api/admin/leads/${ids.chat}`, { method: 'PATCH', json: { agent_id: null } });
    expect(((await unassigned.json()) as { item: { agent_id: string | null } }).item.agent_id).toBeNull();
  });

  it('adds a manual lead with source Manual, and checks its fields', async () => {
    const bad = await as(cookies.super_admin, '/api/admin/leads', { method: 'POST', json: { client_name: '', client_email: 'x' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty('client_name');
    const created = await as(cookies.super_admin, '/api/admin/leads', {
      method: 'POST',
      json: { client_name: 'Walk In', client_email: 'walk@example.test', client_phone: '', message: 'Met at the open house', agent_id: agentId },
    });
    expect(created.status).toBe(201);
    const item = ((await created.json()) as { item: { id: string; source: string; status: string } }).item;
    expect(item).toMatchObject({ source: 'Manual', status: 'new' });
    ids.manual = item.id;
  });

  it('exports the filtered list as CSV with formula cells neutralised', async () => {
    const response = await as(cookies.super_admin, '/api/admin/leads/export.csv?source=website');
    expect(response.headers.get('content-type')).toMatch(/text\/csv/);
    const csv = (await response.text()).replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('created_at,client_name,client_email,client_phone,source,type,status,agent,message,metadata');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(lines[1]).toContain("'+1 call me");
    const chat = await (await as(cookies.super_admin, '/api/admin/leads/export.csv?source=AI%20Chatbot')).text();
    expect(chat).toContain('Visitor: Hi, rates?\nAssistant: Five-year fixed is 4.19%.');
  });

  it('deletes a lead; a second delete is a 404', async () => {
    expect((await as(cookies.super_admin, `/api/admin/leads/${ids.manual}`, { method: 'DELETE' })).status).toBe(200);
    expect((await as(cookies.super_admin, `/api/admin/leads/${ids.manual}`, { method: 'DELETE' })).status).toBe(404);
    expect((await list(cookies.super_admin)).total).toBe(3);
  });

  it('is for the super admin only', async () => {
    expect((await api.request('/api/admin/leads')).status).toBe(401);
    expect((await as(cookies.admin, '/api/admin/leads')).status).toBe(403);
    expect((await as(cookies.agent, `/api/admin/leads/${ids.contact}`, { method: 'DELETE' })).status).toBe(403);
  });
});

describe("the agent's own leads", () => {
  it('lists only its own leads, whatever filter it sends', async () => {
    const body = (await (await as(cookies.agent, `/api/agent/leads?agent=${otherAgentId}`)).json()) as { items: { id: string }[]; total: number };
    expect(body.items.map((lead) => lead.id)).toEqual([ids.contact]);
    expect(body.total).toBe(1);
    const csv = await (await as(cookies.agent, '/api/agent/leads/export.csv')).text();
    expect(csv).toContain('carla@example.test');
    expect(csv).not.toContain('apply@example.test');
  });

  it("answers 404 for another agent's lead on every route and changes nothing", async () => {
    expect((await as(cookies.agent, `/api/agent/leads/${ids.application}`)).status).toBe(404);
    expect((await as(cookies.agent, `/api/agent/leads/${ids.application}`, { method: 'PATCH', json: { status: 'closed' } })).status).toBe(404);
    expect((await as(cookies.agent, `/api/agent/leads/${ids.application}`, { method: 'DELETE' })).status).toBe(404);
    const stored = await api.db.execute({ sql: 'SELECT status FROM leads WHERE id = ?', args: [ids.application] });
    expect(stored.rows[0]!.status).toBe('new');
  });

  it('sets the status of its own lead but cannot reassign it', async () => {
    const response = await as(cookies.agent, `/api/agent/leads/${ids.contact}`, { method: 'PATCH', json: { status: 'contacted' } });
    expect(((await response.json()) as { item: { status: string } }).item.status).toBe('contacted');
    expect((await as(cookies.agent, `/api/agent/leads/${ids.contact}`, { method: 'PATCH', json: { agent_id: otherAgentId } })).status).toBe(400);
    const stored = await api.db.execute({ sql: 'SELECT agent_id FROM leads WHERE id = ?', args: [ids.contact] });
    expect(stored.rows[0]!.agent_id).toBe(agentId);
  });

  it('gives an account without an agents row an empty list', async () => {
    const body = (await (await as(cookies.admin, '/api/agent/leads')).json()) as { items: unknown[]; total: number };
    expect(body).toMatchObject({ items: [], total: 0 });
  });
});
