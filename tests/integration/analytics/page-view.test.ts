import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAgentEvents } from '../../../db/queries/analytics';
import { findActiveAgent } from '../../../db/queries/public-agents';
import { PAGE_VIEW_LIMIT } from '../../../functions/analytics/routes';
import { startTestApi, type TestApi } from '../../helpers/test-api';

describe('POST /api/analytics/page-view', () => {
  let api: TestApi;
  let sarahId: string;
  beforeAll(async () => {
    api = await startTestApi({ seed: true });
    sarahId = (await findActiveAgent(api.db, 'sarahmitchell'))!.id;
  });
  afterAll(() => api.close());
  const view = (json: unknown) => api.request('/api/analytics/page-view', { method: 'POST', json });

  it('records one page_view for an active agent (201)', async () => {
    const response = await view({ agent_id: sarahId });
    expect(response.status).toBe(201);
    expect(await countAgentEvents(api.db, sarahId, 'page_view')).toBe(1);
    const row = (
      await api.db.execute({ sql: 'SELECT agent_id, event_type FROM analytics_events WHERE id = ?', args: [((await response.json()) as { id: string }).id] })
    ).rows[0];
    expect(row).toMatchObject({ agent_id: sarahId, event_type: 'page_view' });
  });

  it('answers 404 for an unknown or inactive agent and records nothing', async () => {
    expect((await view({ agent_id: 'no-such-agent' })).status).toBe(404);
    await api.db.execute({ sql: 'UPDATE agents SET is_active = 0 WHERE id = ?', args: [sarahId] });
    expect((await view({ agent_id: sarahId })).status).toBe(404);
    await api.db.execute({ sql: 'UPDATE agents SET is_active = 1 WHERE id = ?', args: [sarahId] });
    expect(await countAgentEvents(api.db, sarahId, 'page_view')).toBe(1);
  });

  it('refuses a bad body (400) and a cross-site call (CSRF guard)', async () => {
    const bad = await view({});
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields.agent_id).toBeTruthy();
    const crossSite = await api.request('/api/analytics/page-view', {
      method: 'POST',
      json: { agent_id: sarahId },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
  });

  it(`limits each IP to ${PAGE_VIEW_LIMIT.limit} a minute (429)`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < PAGE_VIEW_LIMIT.limit + 2; i++) statuses.push((await view({ agent_id: sarahId })).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(PAGE_VIEW_LIMIT.limit);
  });
});
