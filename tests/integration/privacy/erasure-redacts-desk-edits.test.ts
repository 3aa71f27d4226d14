import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../helpers/test-api';
import type { caller, Json, SignedIn } from '../agents/support';
import { startWithOwnerAndAgent } from './support';

/**
 * A lead the desk worked as staff do (the admin and the agent each change its status; the answer's lead, with its
 * property address, amount and message, becomes the audit entry's details), a borrower file opened on it with a need
 * and a message, then the person erased: no audit entry about her records keeps any detail of her, only what is not
 * about the person (action, time, actor, record id, status) (ADR 27).
 */
const person = { name: 'Wilma Quade', email: 'wilma.quade@example.test', phone: '416-555-0177' };
const ADDRESS = '88 Juniper Crescent, Oakville';
const AMOUNT = 612345;
const MESSAGE = 'The basement flooded last spring and the seller will not budge on price';
const NEED_NOTE = 'The letter from the insurer about the flood';
const DESK_MESSAGE = 'Please send the insurer letter before Friday';

let api: TestApi;
let call: ReturnType<typeof caller>;
let owner: SignedIn;
let agent: SignedIn;
let leadId: string;

beforeAll(async () => {
  ({ api, call, owner, agent } = await startWithOwnerAndAgent());
  const applied = await api.request('/api/leads/application', {
    method: 'POST',
    json: {
      full_name: person.name,
      email: person.email,
      phone: person.phone,
      amount: AMOUNT,
      property_address: ADDRESS,
      message: MESSAGE,
      agent_id: agent.agentId,
      idempotency_key: crypto.randomUUID(),
    },
  });
  expect(applied.status).toBe(201);
  leadId = ((await applied.json()) as Json).lead_id as string;
  expect((await call('PATCH', `/api/admin/leads/${leadId}`, owner.cookie, { status: 'contacted' })).status).toBe(200);
  expect((await call('PATCH', `/api/agent/leads/${leadId}`, agent.cookie, { status: 'qualified' })).status).toBe(200);
  const desk = `/api/admin/leads/${leadId}/borrower-file`;
  expect((await call('POST', desk, owner.cookie, { file_type: 'purchase' })).status).toBeLessThan(300);
  expect((await call('POST', `${desk}/needs`, owner.cookie, { checklist_keys: [], label: 'Insurer letter', note: NEED_NOTE })).status).toBe(201);
  expect((await call('POST', `${desk}/messages`, owner.cookie, { body: DESK_MESSAGE })).status).toBeLessThan(300);
});
afterAll(() => api.close());

const auditText = async () =>
  (await api.db.execute({ sql: 'SELECT before_json, after_json FROM audit_log WHERE path LIKE ?', args: [`%${leadId}%`] })).rows
    .map((row) => `${row.before_json ?? ''} ${row.after_json ?? ''}`)
    .join('\n');

describe('erasing a borrower whose lead the desk worked', () => {
  it('leaves no detail of her in the audit entries of the desk, keeping who did what to which record and when', async () => {
    const before = await auditText();
    // The desk's own file routes log counts only (functions/borrower/desk-routes.ts); the lead edits log the lead.
    for (const detail of [ADDRESS, String(AMOUNT), MESSAGE]) expect(before).toContain(detail);

    const erased = await call('POST', '/api/admin/privacy/erase', owner.cookie, { email: person.email, confirm: person.email });
    expect(erased.status).toBe(200);

    const after = await auditText();
    for (const detail of [ADDRESS, String(AMOUNT), MESSAGE, NEED_NOTE, DESK_MESSAGE, person.name, person.email, person.phone, 'Wilma', 'Juniper']) {
      expect(after).not.toContain(detail);
    }
    const edits = (
      await api.db.execute({
        sql: `SELECT actor_email, action, record_id, after_json FROM audit_log WHERE path = ? ORDER BY seq`,
        args: [`/api/agent/leads/${leadId}`],
      })
    ).rows;
    expect(edits).toHaveLength(1);
    expect(edits[0]).toMatchObject({ action: 'update', record_id: leadId });
    expect(JSON.parse(String(edits[0]!.after_json))).toMatchObject({ id: leadId, status: 'qualified' });
  });
});
