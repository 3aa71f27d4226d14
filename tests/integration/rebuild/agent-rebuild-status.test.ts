import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { caller, signIn, type SignedIn } from '../agents/support';

/**
 * GET /api/agent/rebuild-status: the agent dashboard says when a saved change is live. Agents and admins read the
 * state without its reason or error text (those name other agents and server details); visitors get 401.
 */
describe('the agent dashboard rebuild state', () => {
  let api: TestApi;
  let call: ReturnType<typeof caller>;
  let agent: SignedIn;

  beforeAll(async () => {
    api = await startTestApi();
    call = caller(api);
    agent = await signIn(api, 'agent', 'Rory Rebuild');
    await api.db.execute(
      "UPDATE rebuild_state SET last_reason = 'agents: agent updated other', last_error = 'stack trace', last_status = 'failed' WHERE id = 1",
    );
  });
  afterAll(() => api.close());

  it('answers the state with no reason or error text, never cached', async () => {
    const answer = await call('GET', '/api/agent/rebuild-status', agent.cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toMatchObject({ last_status: 'failed', last_reason: null, last_error: null });
    expect(answer.body).toHaveProperty('pending');
    expect(answer.body).toHaveProperty('running');
  });

  it('refuses visitors and roles without a dashboard', async () => {
    expect((await call('GET', '/api/agent/rebuild-status')).status).toBe(401);
    const superAdmin = await signIn(api, 'super_admin', 'Sam Super');
    expect((await call('GET', '/api/agent/rebuild-status', superAdmin.cookie)).status).toBe(403);
  });
});
