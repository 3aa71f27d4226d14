import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listActiveAgents } from '../../../db/queries/public-agents';
import { matchRedirect, parseRedirects } from '../../../server/redirects';
import { redirectsFromDatabase } from '../../../src/integrations/site-redirects';
import { agentPath } from '../../../src/lib/agent-links';
import { buildSitemap } from '../../../src/lib/seo/sitemap';
import { sessionCookieFrom, startTestApi, type TestApi } from '../../helpers/test-api';
import { pdf } from '../../helpers/upload-fixtures';
import { caller, signIn, uploadDocument, type Json, type SignedIn } from './support';

/**
 * the public page follows the profile. These tests read what the build reads (the public agent
 * query, the generated `_redirects` rules, the sitemap entries) on the database the API wrote; no astro build.
 */
describe('the public agent page follows the back office', () => {
  let api: TestApi;
  let call: ReturnType<typeof caller>;
  let superAdmin: SignedIn;
  let agent: SignedIn;
  const rules = async () => parseRedirects((await redirectsFromDatabase(api.db)).text);
  /** Where a visitor ends up: a 301 elsewhere sends them on; a page's own rule or a rewrite leaves the path as is. */
  const landsOn = async (path: string) => {
    const match = matchRedirect(await rules(), path);
    return match && match.status === 301 && match.to !== path ? match.to : path;
  };
  const sitemap = async () =>
    buildSitemap(
      new URL('https://www.example.ca'),
      (await listActiveAgents(api.db)).map((a) => ({ path: agentPath(a), lastmod: a.updated_at })),
    );

  beforeAll(async () => {
    api = await startTestApi();
    call = caller(api);
    superAdmin = await signIn(api, 'super_admin', 'Sam Super');
    agent = await signIn(api, 'agent', 'Morgan Lee');
  });
  afterAll(() => api.close());

  it('a changed slug keeps the old addresses working with a permanent redirect to the new page', async () => {
    api.rebuildReasons.length = 0;
    const saved = await call('PATCH', '/api/agent/profile', agent.cookie, { profile_slug: 'Morgan-Lee-Mortgages' });
    expect(saved.body.item.profile_slug).toBe('morganleemortgages');
    expect(api.rebuildReasons).toEqual([`agents: agent updated ${agent.agentId}`]);
    await call('PATCH', '/api/agent/profile', agent.cookie, { profile_slug: 'mlee' });
    const list = await rules();
    expect(matchRedirect(list, '/agents/morganlee')).toEqual({ to: '/agents/mlee', status: 301 });
    expect(matchRedirect(list, '/agent/morganlee')).toEqual({ to: '/agents/mlee', status: 301 });
    expect(matchRedirect(list, '/agents/morganleemortgages')).toEqual({ to: '/agents/mlee', status: 301 });
    expect(matchRedirect(list, `/agents/${agent.agentId}`)).toEqual({ to: '/agents/mlee', status: 301 });
    expect(await landsOn('/agents/mlee')).toBe('/agents/mlee');
    expect(await sitemap()).toContain('<loc>https://www.example.ca/agents/mlee</loc>');
    expect(await sitemap()).not.toContain('morganlee');
  });

  it('another agent cannot take an old slug: it keeps redirecting to its agent; going back to it drops the redirect', async () => {
    const other = await signIn(api, 'agent', 'Other Agent');
    expect((await call('PATCH', '/api/agent/profile', other.cookie, { profile_slug: 'morganlee' })).status).toBe(409);
    expect(await landsOn('/agents/morganlee')).toBe('/agents/mlee');
    await call('PATCH', '/api/agent/profile', agent.cookie, { profile_slug: 'morganleemortgages' });
    expect(await landsOn('/agents/morganleemortgages')).toBe('/agents/morganleemortgages');
    expect(await landsOn('/agents/mlee')).toBe('/agents/morganleemortgages');
  });

  it('a deactivated agent leaves the build: no page, no sitemap entry, no redirect; its address answers 404', async () => {
    api.rebuildReasons.length = 0;
    await call('PATCH', `/api/admin/agents/${agent.agentId}`, superAdmin.cookie, { is_active: false });
    expect(api.rebuildReasons).toEqual([`agents: agent updated ${agent.agentId}`]);
    expect((await listActiveAgents(api.db)).map((a) => a.id)).not.toContain(agent.agentId);
    expect(await sitemap()).not.toContain('morganleemortgages');
    const { text } = await redirectsFromDatabase(api.db);
    expect(text).not.toContain(agent.agentId!);
    expect(text).not.toMatch(/ \/agents\/morganleemortgages 301/);
    const list = parseRedirects(text);
    for (const path of ['/agents/morganleemortgages', '/agents/mlee', '/agent/morganleemortgages', `/agents/${agent.agentId}`]) {
      expect(matchRedirect(list, path), path).toEqual({ to: '/agents/not-found', status: 404 });
    }
    await call('PATCH', `/api/admin/agents/${agent.agentId}`, superAdmin.cookie, { is_active: true });
    expect(await landsOn('/agents/mlee')).toBe('/agents/morganleemortgages');
    // Deactivation ended the agent's sessions; reactivated, the agent signs in again.
    const email = (await api.db.execute({ sql: 'SELECT email FROM users WHERE id = ?', args: [agent.userId] })).rows[0]!.email;
    agent = { ...agent, cookie: sessionCookieFrom(await api.request('/api/auth/sign-in', { method: 'POST', json: { email, password: 'password-123' } })) };
  });

  it('document writes never request a rebuild', async () => {
    api.rebuildReasons.length = 0;
    const uploaded = ((await (await uploadDocument(api, agent.cookie, { bytes: pdf(), name: 'x.pdf' })).json()) as Json).item;
    await call('DELETE', `/api/agent/documents/${uploaded.id}`, agent.cookie);
    expect(api.rebuildReasons).toEqual([]);
  });
});
