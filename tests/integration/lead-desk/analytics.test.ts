import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInEveryRole } from '../../helpers/sign-in-as';
import { startTestApi, type TestApi } from '../../helpers/test-api';

/**
 * the analytics counts match hand-counted seeded data for each period. The clock is Tuesday 2026-03-10
 * 11:00 in Toronto (EDT since Sunday 03-08), so 'Last 7 Days' starts at Toronto midnight of 03-04 (05:00 UTC, EST)
 * and rows just either side of that instant, and of the DST switch, land where a Toronto calendar puts them.
 */
const NOW = new Date('2026-03-10T15:00:00.000Z');
let api: TestApi;
let cookies: Record<'super_admin' | 'admin' | 'agent', string>;
let ownAgent: string;

const insert = (sql: string, args: (string | null)[]) => api.db.execute({ sql, args });
const lead = (id: string, at: string, source: string, agent: string | null) =>
  insert("INSERT INTO leads (id, client_name, client_email, source, agent_id, created_at, updated_at) VALUES (?, 'N', 'n@example.test', ?, ?, ?, ?)", [
    id,
    source,
    agent,
    at,
    at,
  ]);
const event = (id: string, at: string, agent: string, type = 'page_view') =>
  insert('INSERT INTO analytics_events (id, agent_id, event_type, created_at) VALUES (?, ?, ?, ?)', [id, agent, type, at]);

beforeAll(async () => {
  api = await startTestApi({ deps: { now: () => NOW } });
  const signedIn = await signInEveryRole(api);
  cookies = signedIn.cookies;
  ownAgent = signedIn.agentIds.agent!;
  // The admin's own page is not part of the hand-counted data below.
  await insert('DELETE FROM agents WHERE id = ?', [signedIn.agentIds.admin!]);
  await insert("UPDATE agents SET created_at = '2019-01-01T00:00:00.000Z', name = 'Test agent'", []);
  await insert(
    "INSERT INTO agents (id, name, created_at) VALUES ('anna', 'Anna Able', '2026-03-05T12:00:00.000Z'), ('ben', 'Ben Baker', '2026-01-01T12:00:00.000Z')",
    [],
  );

  await lead('L1', '2026-03-10T04:30:00.000Z', 'website', 'anna'); // Toronto 03-10 00:30 EDT
  await lead('L2', '2026-03-04T04:59:00.000Z', 'AI Chatbot', ownAgent); // Toronto 03-03 23:59 EST: not in 7 days
  await lead('L3', '2026-03-04T05:00:00.000Z', 'contact_form', 'anna'); // Toronto 03-04 00:00: in 7 days
  await lead('L4', '2026-02-20T12:00:00.000Z', 'Manual', 'ben');
  await lead('L5', '2025-12-01T12:00:00.000Z', 'newsletter', 'anna');

  await event('E1', '2026-03-10T03:59:00.000Z', 'anna'); // Toronto 03-09 23:59 EDT
  await event('E2', '2026-03-08T06:30:00.000Z', 'anna'); // Toronto 03-08 01:30 EST (before the switch)
  await event('E3', '2026-02-01T00:00:00.000Z', 'anna'); // Toronto 01-31
  await event('E4', '2026-03-09T12:00:00.000Z', 'ben');
  await event('E5', '2026-03-09T12:00:00.000Z', 'ben', 'lead_form_view');
  await event('E6', '2026-03-10T14:00:00.000Z', ownAgent);
  for (let i = 1; i <= 11; i++) await event(`old-${i}`, `2025-01-${String(i).padStart(2, '0')}T12:00:00.000Z`, ownAgent);

  await insert(
    "INSERT INTO testimonials (id, client_name, content, created_at) VALUES ('t1', 'C', 'Great', '2026-03-09T12:00:00.000Z'), ('t2', 'D', 'Good', '2025-06-01T12:00:00.000Z')",
    [],
  );
  await insert("INSERT INTO blog_posts (id, title, slug, content, created_at) VALUES ('p1', 'Post', 'post', 'Body', '2026-02-15T12:00:00.000Z')", []);
});
afterAll(() => api.close());

const platform = async (period: string) =>
  (await (await api.request(`/api/admin/analytics?period=${period}`, { headers: { cookie: cookies.super_admin } })).json()) as {
    counts: Record<string, number>;
    top_agents: { name: string; leads: number; page_views: number }[];
    days: string[];
    lead_series: { bucket: string; key: string; n: number }[];
    view_series: { bucket: string; key: string; n: number }[];
    bucket: string;
  };

describe('platform analytics (super admin)', () => {
  it('counts each period as counted by hand', async () => {
    expect((await platform('7d')).counts).toEqual({ agents: 1, leads: 2, testimonials: 1, page_views: 4, posts: 0 });
    expect((await platform('30d')).counts).toEqual({ agents: 1, leads: 4, testimonials: 1, page_views: 4, posts: 1 });
    expect((await platform('all')).counts).toEqual({ agents: 3, leads: 5, testimonials: 2, page_views: 16, posts: 1 });
  });

  it('ranks the top agents by leads, then page views, then name', async () => {
    expect((await platform('7d')).top_agents).toEqual([
      expect.objectContaining({ name: 'Anna Able', leads: 2, page_views: 2 }),
      expect.objectContaining({ name: 'Ben Baker', leads: 0, page_views: 1 }),
      expect.objectContaining({ name: 'Test agent', leads: 0, page_views: 1 }),
    ]);
    expect((await platform('all')).top_agents.map((a) => [a.name, a.leads, a.page_views])).toEqual([
      ['Anna Able', 3, 3],
      ['Test agent', 1, 12],
      ['Ben Baker', 1, 1],
    ]);
  });

  it('gives per-day series on Toronto days, and months for all time', async () => {
    const week = await platform('7d');
    expect(week.days).toEqual(['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10']);
    expect(week.lead_series).toEqual([
      { bucket: '2026-03-04', key: 'contact_form', n: 1 },
      { bucket: '2026-03-10', key: 'website', n: 1 },
    ]);
    expect(week.view_series).toEqual([
      { bucket: '2026-03-08', key: 'page_view', n: 1 },
      { bucket: '2026-03-09', key: 'page_view', n: 2 },
      { bucket: '2026-03-10', key: 'page_view', n: 1 },
    ]);
    const all = await platform('all');
    expect(all.bucket).toBe('month');
    expect(all.view_series).toContainEqual({ bucket: '2026-01', key: 'page_view', n: 1 });
    expect(all.lead_series).toContainEqual({ bucket: '2026-03', key: 'AI Chatbot', n: 1 });
  });

  it('keeps the rollup right when events and leads are deleted', async () => {
    await insert("DELETE FROM analytics_events WHERE id = 'E4'", []);
    await insert("DELETE FROM leads WHERE id = 'L3'", []);
    const week = await platform('7d');
    expect(week.counts).toMatchObject({ leads: 1, page_views: 3 });
    expect(week.lead_series).toEqual([{ bucket: '2026-03-10', key: 'website', n: 1 }]);
    await event('E4', '2026-03-09T12:00:00.000Z', 'ben');
    await lead('L3', '2026-03-04T05:00:00.000Z', 'contact_form', 'anna');
  });

  it('refuses other roles and a bad period', async () => {
    expect((await api.request('/api/admin/analytics', { headers: { cookie: cookies.admin } })).status).toBe(403);
    expect((await api.request('/api/admin/analytics?period=90d', { headers: { cookie: cookies.super_admin } })).status).toBe(400);
  });
});

describe('agent analytics', () => {
  it("shows only the agent's own activity: 10 latest events, its views and leads", async () => {
    const get = async (period: string) =>
      (await (await api.request(`/api/agent/analytics?period=${period}`, { headers: { cookie: cookies.agent } })).json()) as {
        recent: { id: string }[];
        totals: { page_views: number; leads: number };
      };
    const week = await get('7d');
    expect(week.recent).toHaveLength(10);
    expect(week.recent[0]!.id).toBe('E6');
    expect(week.recent.every((e) => e.id === 'E6' || e.id.startsWith('old-'))).toBe(true);
    expect(week.totals).toEqual({ page_views: 1, leads: 0 });
    expect((await get('30d')).totals).toEqual({ page_views: 1, leads: 1 });
    expect((await get('all')).totals).toEqual({ page_views: 12, leads: 1 });
  });

  it('gives an account without an agents row no activity', async () => {
    const body = (await (await api.request('/api/agent/analytics', { headers: { cookie: cookies.admin } })).json()) as { recent: unknown[] };
    expect(body.recent).toEqual([]);
  });
});
