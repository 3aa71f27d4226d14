import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../db/client';
import { handoverMessages } from '../../../src/lib/messages-handover';
import type { TestApi } from '../../helpers/test-api';
import { pdf } from '../../helpers/upload-fixtures';
import { type Caller, countRows, signIn, startSignedIn, uploadDocument, type Json, type SignedIn } from './support';

const text = handoverMessages.agentDelete;

/** An agent with 2 leads, 1 client, 1 testimonial and 1 document, as the delete dialog will count them. */
async function agentWithWork(api: TestApi, name: string): Promise<SignedIn & { leadIds: string[] }> {
  const agent = await signIn(api, 'agent', name);
  const id = agent.agentId!;
  await uploadDocument(api, agent.cookie, { bytes: pdf(), name: 'licence.pdf', type: 'certificate' });
  const leadIds = [newId(), newId()];
  await api.db.batch(
    [
      ...leadIds.map((leadId, index) => ({
        sql: "INSERT INTO leads (id, client_name, client_email, source, agent_id) VALUES (?, ?, ?, 'website', ?)",
        args: [leadId, `Client ${index}`, `client${index}-${leadId}@example.test`, id],
      })),
      {
        sql: `INSERT INTO client_mortgages (id, agent_id, client_name, client_email, lender, balance, rate, rate_type, term_years, maturity_date, casl_basis, casl_date)
              VALUES (?, ?, 'Carla Client', 'carla@example.test', 'Bank', 300000, 4.5, 'fixed', 5, '2028-01-01', 'implied', '2025-01-01')`,
        args: [newId(), id],
      },
      { sql: "INSERT INTO testimonials (id, client_name, content, agent_id, is_approved) VALUES (?, 'Happy', 'Great', ?, 1)", args: [newId(), id] },
    ],
    'write',
  );
  return { ...agent, leadIds };
}

describe('deleting an agent hands their leads and clients over (ADR 44)', () => {
  let api: TestApi, call: Caller, superAdmin: SignedIn;
  beforeAll(async () => ({ api, call, user: superAdmin } = await startSignedIn('super_admin', 'Sam Super')));
  afterAll(() => api.close());

  it('refuses the preview and the delete to an admin and an agent', async () => {
    const target = await agentWithWork(api, 'Rita Role');
    const admin = await signIn(api, 'admin', 'Ada Admin');
    for (const who of [admin, target]) {
      expect((await call('GET', `/api/admin/agents/${target.agentId}/deletion`, who.cookie)).status).toBe(403);
      expect((await call('DELETE', `/api/admin/agents/${target.agentId}`, who.cookie, { reassign_to: admin.agentId })).status).toBe(403);
    }
    expect((await call('GET', `/api/admin/agents/${target.agentId}/deletion`)).status).toBe(401);
    expect(await countRows(api, 'agents', 'id = ?', [target.agentId!])).toBe(1);
  });

  it('the preview counts what goes and lists only other active staff as targets', async () => {
    const agent = await agentWithWork(api, 'Pia Preview');
    const idle = await signIn(api, 'agent', 'Ivan Inactive');
    await call('PATCH', `/api/admin/agents/${idle.agentId}`, superAdmin.cookie, { is_active: false });
    const answer = await call('GET', `/api/admin/agents/${agent.agentId}/deletion`, superAdmin.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body.item).toMatchObject({ counts: { documents: 1, testimonials: 1, leads: 2, clients: 1, posts: 0 }, login: 'deleted' });
    const targets = (answer.body.item.reassign_targets as Json[]).map((t) => t.id);
    expect(targets).not.toContain(agent.agentId);
    expect(targets).not.toContain(idle.agentId);
  });

  it('refuses a delete without a valid target and changes nothing', async () => {
    const agent = await agentWithWork(api, 'Nora Nothing');
    const idle = await signIn(api, 'agent', 'Olga Off');
    await call('PATCH', `/api/admin/agents/${idle.agentId}`, superAdmin.cookie, { is_active: false });
    const orphanRow = newId();
    await api.db.execute({
      sql: "INSERT INTO agents (id, name, profile_slug) VALUES (?, 'No Login', ?)",
      args: [orphanRow, `nologin${orphanRow.slice(0, 6)}`],
    });

    const none = await call('DELETE', `/api/admin/agents/${agent.agentId}`, superAdmin.cookie);
    expect(none.status).toBe(400);
    expect(none.body.error.fields).toEqual({ reassign_to: text.targetRequired });
    for (const bad of [agent.agentId, idle.agentId, orphanRow, 'no-such-agent']) {
      const refused = await call('DELETE', `/api/admin/agents/${agent.agentId}`, superAdmin.cookie, { reassign_to: bad });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toEqual({ reassign_to: text.targetInvalid });
    }
    expect(await countRows(api, 'agents', 'id = ?', [agent.agentId!])).toBe(1);
    expect(await countRows(api, 'leads', 'agent_id = ?', [agent.agentId!])).toBe(2);
    expect(await countRows(api, 'testimonials', 'agent_id = ?', [agent.agentId!])).toBe(1);
    expect(await countRows(api, 'agent_documents', 'agent_id = ?', [agent.agentId!])).toBe(1);
    expect(await countRows(api, 'users', 'id = ?', [agent.userId])).toBe(1);
  });

  it('gives leads and clients to the chosen person, records the previous owner on each lead, and logs the deletion', async () => {
    const agent = await agentWithWork(api, 'Gail Gone');
    const heir = await signIn(api, 'admin', 'Hugo Heir');
    const deleted = await call('DELETE', `/api/admin/agents/${agent.agentId}`, superAdmin.cookie, { reassign_to: heir.agentId });
    expect(deleted).toMatchObject({
      status: 200,
      body: { ok: true, reassigned_to: heir.agentId, counts: { documents: 1, testimonials: 1, leads: 2, clients: 1 } },
    });
    expect(
      await countRows(api, 'leads', 'agent_id = ? AND previous_agent_id = ? AND previous_agent_name = ?', [heir.agentId!, agent.agentId!, 'Gail Gone']),
    ).toBe(2);
    expect(await countRows(api, 'client_mortgages', "agent_id = ? AND client_name = 'Carla Client'", [heir.agentId!])).toBe(1);

    // The heir is told, in one email naming no borrower (ADR 44).
    const mail = await api.db.execute({
      sql: "SELECT to_address, subject, text_body FROM email_outbox WHERE subject = 'Leads and clients were handed over to you'",
      args: [],
    });
    expect(mail.rows).toHaveLength(1);
    expect(String(mail.rows[0]!.text_body)).toContain('Gail Gone was removed from the team, and their work is now yours: 2 leads and 1 client.');
    expect(String(mail.rows[0]!.text_body)).not.toContain('Carla');

    // The lead desk shows who had the lead.
    const lead = await call('GET', `/api/admin/leads/${agent.leadIds[0]}`, superAdmin.cookie);
    expect(lead.body.item).toMatchObject({ agent_id: heir.agentId, agent_name: 'Hugo Heir', previous_agent_name: 'Gail Gone' });
    expect(lead.body.item.reassigned_at).toEqual(expect.any(String));

    const audit = await api.db.execute({
      sql: "SELECT action, record_type, before_json, after_json FROM audit_log WHERE method = 'DELETE' AND record_id = ?",
      args: [agent.agentId!],
    });
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({ action: 'delete', record_type: 'admin/agents' });
    expect(JSON.parse(String(audit.rows[0]!.before_json))).toMatchObject({ id: agent.agentId, name: 'Gail Gone' });
    expect(JSON.parse(String(audit.rows[0]!.after_json))).toMatchObject({
      reassigned_to: heir.agentId,
      leads: 2,
      clients: 1,
      documents: 1,
      testimonials: 1,
      login: 'deleted',
    });
  });

  it('an agent with no leads and no clients is deleted without a target', async () => {
    const bare = await signIn(api, 'agent', 'Bea Bare');
    expect((await call('DELETE', `/api/admin/agents/${bare.agentId}`, superAdmin.cookie)).status).toBe(200);
  });
});
