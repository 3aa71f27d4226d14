import { afterEach, describe, expect, it } from 'vitest';
import { createBuildHookRebuild } from '../../functions/rebuild/build-hook';
import { createLogger } from '../../functions/http/logger';
import { startHttpPeer } from '../helpers/http-peer';
import { startTestApi } from '../helpers/test-api';
import { contactBody } from '../integration/leads/lead-helpers';

/**
 * Outbound POSTs go through the checked outside fetch (ADR 21) and never follow a redirect: the alliance form
 * answering 307 to an internal address must not get the visitor's details and the broker code sent there, and the
 * build hook likewise. The lead is kept and the submission recorded as failed.
 */
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

async function peers() {
  const internal = await startHttpPeer(() => ({ body: '{"success":true,"secret":"internal page"}' }));
  closers.push(internal.close);
  const outside = await startHttpPeer(() => ({ status: 307, headers: { location: `${internal.url}/admin/collect` } }));
  closers.push(outside.close);
  return { internal, outside };
}

describe('outbound POSTs never follow a redirect', () => {
  it('the alliance form redirecting (307) to an internal address: nothing reaches it, the lead is kept, the outcome failed', async () => {
    const { internal, outside } = await peers();
    const api = await startTestApi({
      seed: true,
      env: {
        LEAD_FORM_LIMIT_PER_IP: '1000',
        ALLIANCE_FORM_URL: `${outside.url}/wp-admin/admin-ajax.php`,
        ALLIANCE_BROKER_CODE: 'BROKER-9',
        ALLIANCE_WPNONCE: 'N',
      },
    });
    closers.push(() => api.close());
    const res = await api.request('/api/leads/contact', { method: 'POST', json: contactBody({ email: 'redirected@example.test' }) });
    expect(res.status).toBe(201);
    const answer = (await res.json()) as { lead_id: string; alliance: string };
    expect(answer.alliance).toBe('failed');
    expect(outside.requests).toHaveLength(1);
    expect(internal.requests).toEqual([]);
    const row = (await api.db.execute({ sql: 'SELECT outcome, http_status, detail FROM alliance_submissions WHERE lead_id = ?', args: [answer.lead_id] }))
      .rows[0]!;
    expect(row).toMatchObject({ outcome: 'failed', http_status: 307 });
    expect(String(row.detail)).not.toContain('internal page');
    expect(Number((await api.db.execute({ sql: "SELECT COUNT(*) AS n FROM leads WHERE client_email = 'redirected@example.test'" })).rows[0]!.n)).toBe(1);
  });

  it('the build hook redirecting (307): not followed, the rebuild recorded as failed', async () => {
    const { internal, outside } = await peers();
    const api = await startTestApi();
    closers.push(() => api.close());
    const hook = createBuildHookRebuild({ db: api.db, log: createLogger('silent'), hookUrl: `${outside.url}/build_hooks/abc` });
    await hook.requestRebuild('test');
    expect(outside.requests).toHaveLength(1);
    expect(internal.requests).toEqual([]);
    const state = (await api.db.execute('SELECT * FROM rebuild_state')).rows[0]!;
    expect(JSON.stringify(state)).toContain('build hook answered 307');
  });
});
