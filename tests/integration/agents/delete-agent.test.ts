import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../db/client';
import { messages } from '../../../src/lib/messages-staff';
import type { TestApi } from '../../helpers/test-api';
import { allFiles, pdf } from '../../helpers/upload-fixtures';
import { type Caller, countRows, signIn, startSignedIn, uploadDocument, type Json, type SignedIn } from './support';

describe('deleting an agent (docs/decisions/0044-deleting-an-agent-hands-over.md)', () => {
  let api: TestApi, call: Caller, superAdmin: SignedIn;
  beforeAll(async () => ({ api, call, user: superAdmin } = await startSignedIn('super_admin', 'Sam Super')));
  afterAll(() => api.close());

  it('leads go to the chosen person and posts stay by the brokerage; testimonials, documents (rows and files), old slugs and the sign-in go', async () => {
    const agent = await signIn(api, 'agent', 'Riley Gone');
    const heir = await signIn(api, 'agent', 'Hana Heir');
    const id = agent.agentId!;
    await call('PATCH', '/api/agent/profile', agent.cookie, { profile_slug: 'rileyg' });
    const document = ((await (await uploadDocument(api, agent.cookie, { bytes: pdf(), name: 'c.pdf', type: 'certificate' })).json()) as Json).item;
    expect(document.id).toBeDefined();
    await api.db.batch(
      [
        {
          sql: "INSERT INTO leads (id, client_name, client_email, source, agent_id) VALUES (?, 'Client', 'c@example.test', 'website', ?)",
          args: [newId(), id],
        },
        {
          sql: "INSERT INTO blog_posts (id, title, slug, content, is_published, agent_id) VALUES (?, 'Post', 'riley-post', 'Body', 1, ?)",
          args: [newId(), id],
        },
        { sql: "INSERT INTO testimonials (id, client_name, content, agent_id, is_approved) VALUES (?, 'Happy', 'Great', ?, 1)", args: [newId(), id] },
        { sql: "INSERT INTO analytics_events (id, agent_id, event_type) VALUES (?, ?, 'page_view')", args: [newId(), id] },
      ],
      'write',
    );
    api.rebuildReasons.length = 0;

    const deleted = await call('DELETE', `/api/admin/agents/${id}`, superAdmin.cookie, { reassign_to: heir.agentId });
    expect(deleted).toMatchObject({ status: 200, body: { ok: true } });
    expect(await countRows(api, 'agents', 'id = ?', [id])).toBe(0);
    expect(await countRows(api, 'leads', "client_email = 'c@example.test' AND agent_id = ?", [heir.agentId!])).toBe(1);
    expect(await countRows(api, 'blog_posts', "slug = 'riley-post' AND agent_id IS NULL")).toBe(1);
    expect(await countRows(api, 'testimonials', "client_name = 'Happy'")).toBe(0);
    expect(await countRows(api, 'analytics_events')).toBe(0);
    expect(await countRows(api, 'agent_documents')).toBe(0);
    expect(await countRows(api, 'agent_slug_history')).toBe(0);
    expect(await countRows(api, 'users', 'id = ?', [agent.userId])).toBe(0);
    expect(await countRows(api, 'profiles', 'id = ?', [agent.userId])).toBe(0);
    expect(await countRows(api, 'sessions', 'user_id = ?', [agent.userId])).toBe(0);
    expect(allFiles(join(api.dir, 'uploads')).filter((f) => f.includes(id))).toEqual([]);
    expect(api.rebuildReasons).toEqual([`agents: agent deleted ${id}`]);
    // The deleted agent's cookie no longer signs anyone in.
    expect((await call('GET', '/api/agent/profile', agent.cookie)).status).toBe(401);
    expect((await call('DELETE', `/api/admin/agents/${id}`, superAdmin.cookie)).status).toBe(404);
  });

  it('an admin account linked to an agent row is kept but deactivated (ADR 40); a super admin cannot delete their own account here', async () => {
    const admin = await signIn(api, 'admin', 'Ada Admin');
    // An admin gets their own agents row at creation; the super admin's is linked by hand here.
    const adminAgent = admin.agentId!;
    const ownAgent = newId();
    await api.db.execute({
      sql: "INSERT INTO agents (id, user_id, name, profile_slug) VALUES (?, ?, 'Sam Super', 'samsuper')",
      args: [ownAgent, superAdmin.userId],
    });
    expect((await call('DELETE', `/api/admin/agents/${adminAgent}`, superAdmin.cookie)).status).toBe(200);
    expect(await countRows(api, 'users', 'id = ?', [admin.userId])).toBe(1);
    expect(await countRows(api, 'profiles', 'id = ? AND deactivated_at IS NOT NULL', [admin.userId])).toBe(1);
    expect((await call('GET', '/api/admin/rebuild-status', admin.cookie)).status).toBe(401);

    const self = await call('DELETE', `/api/admin/agents/${ownAgent}`, superAdmin.cookie);
    expect(self.status).toBe(409);
    expect(self.body.error.message).toBe(messages.backOffice.agents.cannotDeleteSelf);
    expect(await countRows(api, 'agents', 'id = ?', [ownAgent])).toBe(1);
  });
});
