import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../db/client';
import { handoverMessages } from '../../../src/lib/messages-handover';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { caller, signIn, type SignedIn } from '../agents/support';

const subject = handoverMessages.assignmentEmail.subject;

/** Assigning a lead emails the agent through the outbox (ADR 44). */
describe('lead assignment email', () => {
  let api: TestApi;
  let call: ReturnType<typeof caller>;
  let superAdmin: SignedIn;
  let agent: SignedIn;
  let agentEmail: string;

  const newLead = async (name: string) => {
    const id = newId();
    await api.db.execute({
      sql: "INSERT INTO leads (id, client_name, client_email, client_phone, message, source, type) VALUES (?, ?, ?, '416-555-0199', 'Private question about my income', 'website', 'application')",
      args: [id, name, `${id}@borrower.test`],
    });
    return id;
  };
  const mails = async (leadId: string) =>
    (await api.db.execute({ sql: 'SELECT to_address, subject, text_body, headers_json, status FROM email_outbox WHERE lead_id = ?', args: [leadId] })).rows;

  beforeAll(async () => {
    api = await startTestApi();
    call = caller(api);
    superAdmin = await signIn(api, 'super_admin', 'Sam Super');
    agent = await signIn(api, 'agent', 'Avery Agent');
    agentEmail = String((await api.db.execute({ sql: 'SELECT email FROM users WHERE id = ?', args: [agent.userId] })).rows[0]!.email);
  });
  afterAll(() => api.close());

  it('assigning by the super admin queues one transactional email to the agent, shown in the outbox, without the borrower’s contact details', async () => {
    const leadId = await newLead('Jane Doe');
    const assigned = await call('PATCH', `/api/admin/leads/${leadId}`, superAdmin.cookie, { agent_id: agent.agentId });
    expect(assigned.status).toBe(200);
    const sent = await mails(leadId);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to_address: agentEmail, subject, headers_json: null, status: 'logged' });
    const body = String(sent[0]!.text_body);
    expect(body).toContain('Hello Avery Agent');
    expect(body).toContain('Name: Jane Doe');
    expect(body).toContain(`Lead id: ${leadId}`);
    expect(body).not.toContain('@borrower.test');
    expect(body).not.toContain('416-555-0199');
    expect(body).not.toContain('Private question');

    const outbox = await call('GET', '/api/admin/outbox', superAdmin.cookie);
    expect((outbox.body.messages as { subject: string; lead_id: string }[]).some((m) => m.subject === subject && m.lead_id === leadId)).toBe(true);

    // The same agent again, or a status change, sends nothing more.
    await call('PATCH', `/api/admin/leads/${leadId}`, superAdmin.cookie, { agent_id: agent.agentId });
    await call('PATCH', `/api/admin/leads/${leadId}`, superAdmin.cookie, { status: 'contacted' });
    expect(await mails(leadId)).toHaveLength(1);
  });

  it('a manual lead added with an agent emails that agent; unassigning emails nobody', async () => {
    const created = await call('POST', '/api/admin/leads', superAdmin.cookie, {
      client_name: 'Manny Manual',
      client_email: 'manny@borrower.test',
      client_phone: '',
      type: 'contact',
      message: '',
      agent_id: agent.agentId,
    });
    expect(created.status).toBe(201);
    expect(await mails(created.body.item.id)).toMatchObject([{ to_address: agentEmail, subject }]);
    await call('PATCH', `/api/admin/leads/${created.body.item.id}`, superAdmin.cookie, { agent_id: null });
    expect(await mails(created.body.item.id)).toHaveLength(1);
  });

  it('an admin cannot assign on the super admin’s desk, nor an agent on their own; nothing is sent', async () => {
    const admin = await signIn(api, 'admin', 'Ada Admin');
    const leadId = await newLead('Rolf Role');
    expect((await call('PATCH', `/api/admin/leads/${leadId}`, admin.cookie, { agent_id: agent.agentId })).status).toBe(403);
    expect((await call('PATCH', `/api/admin/leads/${leadId}`, agent.cookie, { agent_id: agent.agentId })).status).toBe(403);
    expect(await mails(leadId)).toHaveLength(0);
  });
});
