import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../db/client';
import { handoverMessages } from '../../../src/lib/messages-handover';
import type { TestApi } from '../../helpers/test-api';
import { type Caller, signIn, startSignedIn, type Json, type SignedIn } from './support';

/**
 * ADR 44: the delete dialog's "Give their leads and clients to" list and the Leads tab's assignment list name the same
 * people. Those the handover cannot take (an agent page with no sign-in, like the seeded agents; a deactivated one)
 * come back as `not_offered` with the reason the dialog prints, so nobody the Leads tab lists is missing unexplained.
 */
describe('delete agent: who is not offered, and why', () => {
  let api: TestApi, call: Caller, superAdmin: SignedIn;
  beforeAll(async () => ({ api, call, user: superAdmin } = await startSignedIn('super_admin', 'Sam Super')));
  afterAll(() => api.close());

  it('every other agent the assignment list offers is either a target or not offered with a reason', async () => {
    const leaving = await signIn(api, 'agent', 'Lena Leaving');
    const heir = await signIn(api, 'agent', 'Hugo Heir');
    const idle = await signIn(api, 'agent', 'Ivan Inactive');
    await call('PATCH', `/api/admin/agents/${idle.agentId}`, superAdmin.cookie, { is_active: false });
    const noLogin = newId();
    await api.db.execute({ sql: "INSERT INTO agents (id, name, profile_slug) VALUES (?, 'David Chen', ?)", args: [noLogin, `david-${noLogin.slice(0, 6)}`] });

    const preview = (await call('GET', `/api/admin/agents/${leaving.agentId}/deletion`, superAdmin.cookie)).body.item;
    const targets = (preview.reassign_targets as Json[]).map((person) => person.id);
    expect(targets).toContain(heir.agentId);
    const notOffered = Object.fromEntries((preview.not_offered as Json[]).map((person) => [person.name, person.reason]));
    expect(notOffered).toEqual({ 'David Chen': 'no_login', 'Ivan Inactive': 'inactive' });

    const assignable = (await call('GET', '/api/admin/leads/agents', superAdmin.cookie)).body.items as Json[];
    const named = [...targets, ...(preview.not_offered as Json[]).map((person) => person.id)].sort();
    expect(named).toEqual(
      assignable
        .map((person) => person.id)
        .filter((id) => id !== leaving.agentId)
        .sort(),
    );
    for (const reason of Object.values(notOffered)) expect(handoverMessages.agentDelete.notOfferedReason).toHaveProperty(String(reason));
  });
});
