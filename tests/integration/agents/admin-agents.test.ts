import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../src/lib/messages-staff';
import type { TestApi } from '../../helpers/test-api';
import { type Caller, countRows, signIn, startSignedIn, type Json, type SignedIn } from './support';

const text = messages.backOffice;

describe('agent management API (super admin)', () => {
  let api: TestApi, call: Caller, superAdmin: SignedIn;
  beforeAll(async () => ({ api, call, user: superAdmin } = await startSignedIn('super_admin', 'Sam Super')));
  afterAll(() => api.close());

  it('creates the sign-in account, the profile and an active agent row; the new agent can sign in', async () => {
    api.rebuildReasons.length = 0;
    const created = await call('POST', '/api/admin/agents', superAdmin.cookie, {
      email: 'Jane.Doe@example.test',
      password: 'password-123',
      fullName: ' Jane Doe ',
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    expect(created.body.item).toMatchObject({
      name: 'Jane Doe',
      email: 'Jane.Doe@example.test',
      user_email: 'Jane.Doe@example.test',
      profile_slug: 'janedoe',
      is_active: true,
    });
    const role = await api.db.execute({ sql: 'SELECT role, full_name FROM profiles WHERE id = ?', args: [created.body.item.user_id] });
    expect(role.rows[0]).toMatchObject({ role: 'agent', full_name: 'Jane Doe' });
    expect(api.rebuildReasons).toEqual([`agents: agent added ${created.body.item.id}`]);
    const signedIn = await call('POST', '/api/auth/sign-in', undefined, { email: 'jane.doe@example.test', password: 'password-123' });
    expect(signedIn.status).toBe(200);
  });

  it('a taken email (any case) is a 409 saying so, and creates nothing', async () => {
    const before = [await countRows(api, 'users'), await countRows(api, 'agents')];
    const taken = await call('POST', '/api/admin/agents', superAdmin.cookie, {
      email: 'JANE.DOE@example.test',
      password: 'password-123',
      fullName: 'Other Jane',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toEqual({ code: 'conflict', message: text.agents.emailTaken, fields: { email: text.agents.emailTaken } });
    expect([await countRows(api, 'users'), await countRows(api, 'agents')]).toEqual(before);
  });

  it('full name, email and password are required (400 naming each field)', async () => {
    const bad = await call('POST', '/api/admin/agents', superAdmin.cookie, { email: 'nope', password: 'short', fullName: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ fullName: 'Full name is required.', email: text.agents.emailInvalid, password: text.agents.passwordTooShort });
  });

  it("any other failure is 500 'Failed to create agent' and leaves no half-made account (one transaction)", async () => {
    await api.db.execute("CREATE TRIGGER refuse_agents BEFORE INSERT ON agents BEGIN SELECT RAISE(ABORT, 'disk on fire'); END");
    try {
      const before = await countRows(api, 'users');
      const failed = await call('POST', '/api/admin/agents', superAdmin.cookie, {
        email: 'half@example.test',
        password: 'password-123',
        fullName: 'Half Made',
      });
      expect(failed.status).toBe(500);
      expect(failed.body.error).toEqual({ code: 'server_error', message: text.agents.createFailed });
      expect(await countRows(api, 'users')).toBe(before);
      expect(await countRows(api, 'users', 'email = ?', ['half@example.test'])).toBe(0);
    } finally {
      await api.db.execute('DROP TRIGGER refuse_agents');
    }
  });

  it('lists agents newest first with every spec field and the sign-in email, never a hash or token', async () => {
    await call('POST', '/api/admin/agents', superAdmin.cookie, { email: 'newer@example.test', password: 'password-123', fullName: 'Newer Agent' });
    const list = await call('GET', '/api/admin/agents', superAdmin.cookie);
    expect(list.status).toBe(200);
    expect(list.body.items.map((a: { name: string }) => a.name).slice(0, 2)).toEqual(['Newer Agent', 'Jane Doe']);
    const json = JSON.stringify(list.body);
    expect(json).not.toMatch(/password|scrypt|secret_hash|token/i);
    expect(Object.keys(list.body.items[0]).sort()).toEqual(
      [
        'agent_logo_url',
        'application_links',
        'badge_1_url',
        'badge_2_url',
        'banner_image_url',
        'bio',
        'calendly_link',
        'contact_details',
        'created_at',
        'crm_email',
        'custom_background_image',
        'email',
        'headshot_url',
        'id',
        'is_active',
        'license_number',
        'name',
        'phone',
        'profile_slug',
        'seo_settings',
        'social_links',
        'updated_at',
        'user_email',
        'user_id',
        'version',
      ].sort(),
    );
  });

  it('edits every tab with the shared schema: nested link errors, the bad-URL message, merged JSON sections', async () => {
    const { body } = await call('GET', '/api/admin/agents', superAdmin.cookie);
    const jane = body.items.find((a: { name: string }) => a.name === 'Jane Doe');
    const path = `/api/admin/agents/${jane.id}`;
    const bad = await call('PATCH', path, superAdmin.cookie, { calendly_link: 'calendly.com/jane', social_links: { linkedin: 'linkedin' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      calendly_link: 'Enter a full address starting with https://',
      'social_links.linkedin': 'Enter a full address starting with https://',
    });

    await call('PATCH', path, superAdmin.cookie, { social_links: { facebook: 'https://facebook.com/jane', linkedin: 'https://linkedin.com/in/jane' } });
    const merged = await call('PATCH', path, superAdmin.cookie, { social_links: { facebook: '', youtube: 'https://youtube.com/@jane' } });
    expect(merged.body.item.social_links).toEqual({ linkedin: 'https://linkedin.com/in/jane', youtube: 'https://youtube.com/@jane' });

    const seo = await call('PATCH', path, superAdmin.cookie, { seo_settings: { meta_title: 't'.repeat(61) } });
    expect(seo.body.error.fields['seo_settings.meta_title']).toBe('Meta title must be 60 characters or fewer.');
    const all = await call('PATCH', path, superAdmin.cookie, {
      application_links: { apply: 'https://apply.example.test', scheduler: 'https://cal.example.test' },
      seo_settings: { meta_title: 'Jane Doe, mortgage agent', og_image: '/uploads/agent-banners/x.png' },
      contact_details: { title: 'Senior Broker', location: 'Toronto' },
      headshot_url: '/uploads/agent-headshots/a/1.png',
      license_number: 'M12345678',
    });
    expect(all.status).toBe(200);
    expect(all.body.item).toMatchObject({
      application_links: { apply: 'https://apply.example.test', scheduler: 'https://cal.example.test' },
      seo_settings: { meta_title: 'Jane Doe, mortgage agent', og_image: '/uploads/agent-banners/x.png' },
      contact_details: { title: 'Senior Broker', location: 'Toronto' },
      headshot_url: '/uploads/agent-headshots/a/1.png',
      license_number: 'M12345678',
    });
  });

  it("a taken slug is 409 'This profile URL is already taken' on the slug field; an empty one is refused", async () => {
    const { body } = await call('GET', '/api/admin/agents', superAdmin.cookie);
    const [newer, jane] = [body.items.find((a: Json) => a.name === 'Newer Agent'), body.items.find((a: Json) => a.name === 'Jane Doe')];
    api.rebuildReasons.length = 0;
    const taken = await call('PATCH', `/api/admin/agents/${newer.id}`, superAdmin.cookie, { profile_slug: 'Jane-Doe' });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toEqual({ code: 'conflict', message: text.profile.slugTaken, fields: { profile_slug: text.profile.slugTaken } });
    const empty = await call('PATCH', `/api/admin/agents/${newer.id}`, superAdmin.cookie, { profile_slug: '!!!' });
    expect(empty.body.error.fields.profile_slug).toBe(text.profile.slugEmpty);
    expect((await call('GET', `/api/admin/agents/${newer.id}`, superAdmin.cookie)).body.item.profile_slug).toBe(newer.profile_slug);
    expect(jane.profile_slug).toBe('janedoe');
    expect(api.rebuildReasons).toEqual([]);
  });

  it('activation toggles and public changes request a rebuild; a crm_email-only change does not', async () => {
    const { body } = await call('GET', '/api/admin/agents', superAdmin.cookie);
    const jane = body.items.find((a: Json) => a.name === 'Jane Doe');
    api.rebuildReasons.length = 0;
    const off = await call('PATCH', `/api/admin/agents/${jane.id}`, superAdmin.cookie, { is_active: false });
    expect(off.body.item.is_active).toBe(false);
    await call('PATCH', `/api/admin/agents/${jane.id}`, superAdmin.cookie, { crm_email: 'leads@jane.example.test' });
    await call('PATCH', `/api/admin/agents/${jane.id}`, superAdmin.cookie, { is_active: true });
    await call('PATCH', `/api/admin/agents/${jane.id}`, superAdmin.cookie, { is_active: true });
    expect(api.rebuildReasons).toEqual([`agents: agent updated ${jane.id}`, `agents: agent updated ${jane.id}`]);
  });

  it("unknown ids answer 'Agent not found' (404)", async () => {
    for (const [method, json] of [['GET'], ['PATCH', { bio: 'x' }], ['DELETE']] as const) {
      const missing = await call(method, '/api/admin/agents/no-such-agent', superAdmin.cookie, json);
      expect(missing.status, method).toBe(404);
      expect(missing.body.error.message).toBe(text.agents.notFound);
    }
  });

  it('routes carry their roles: visitors 401; admin and agent 403 on management and on other agents’ documents', async () => {
    const admin = await signIn(api, 'admin', 'Ada Admin');
    const agent = await signIn(api, 'agent', 'Alex Agent');
    const id = agent.agentId!;
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/agents'],
      ['POST', '/api/admin/agents', { email: 'x@example.test', password: 'password-123', fullName: 'X' }],
      ['GET', `/api/admin/agents/${id}`],
      ['PATCH', `/api/admin/agents/${id}`, { name: 'Hacked' }],
      ['DELETE', `/api/admin/agents/${id}`],
    ];
    const before = await countRows(api, 'agents');
    for (const [method, path, json] of routes) {
      expect((await call(method, path, undefined, json)).status, `${method} ${path} anonymous`).toBe(401);
      expect((await call(method, path, admin.cookie, json)).status, `${method} ${path} admin`).toBe(403);
      expect((await call(method, path, agent.cookie, json)).status, `${method} ${path} agent`).toBe(403);
    }
    expect(await countRows(api, 'agents')).toBe(before);
    expect((await call('GET', `/api/admin/agents/${id}`, superAdmin.cookie)).body.item.name).toBe('Alex Agent');
    expect((await call('GET', `/api/admin/agents/${id}/documents`, undefined)).status).toBe(401);
    expect((await call('GET', `/api/admin/agents/${id}/documents`, agent.cookie)).status).toBe(403);
    expect((await call('GET', `/api/admin/agents/${id}/documents`, admin.cookie)).status).toBe(403);
    expect((await call('GET', `/api/admin/agents/${id}/documents`, superAdmin.cookie)).body).toEqual({ items: [] });
  });
});
