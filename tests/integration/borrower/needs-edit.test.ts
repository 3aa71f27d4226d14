import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowerMessages as m } from '../../../src/lib/messages-borrower';
import { deskRequest, PNG_STUB as PNG, signInBorrower, staffSession, startBorrowerApi, uploadDocument } from '../../helpers/borrower';
import type { TestApi } from '../../helpers/test-api';

/** The needs list as the agent keeps it (ADR 53): a note per item, and an item edited or removed until the borrower uploads. */
let api: TestApi;
let agent: string;
let other: string;
let borrower: { leadId: string; cookie: string };

interface Need {
  id: string;
  label: string;
  note: string | null;
  checklist_key: string | null;
}

const staff = (email: string) => staffSession(api, email);
const desk = (cookie: string, path: string, init: RequestInit & { json?: unknown } = {}) => deskRequest(api, cookie, borrower.leadId, path, init);
const needsOf = async (response: Response) => ((await response.json()) as { item: { needs: Need[] } }).item.needs;

beforeAll(async () => {
  api = await startBorrowerApi();
  const a = await staff('needs-agent@example.test');
  agent = a.cookie;
  other = (await staff('needs-other@example.test')).cookie;
  borrower = await signInBorrower(api, 'needs-borrower@example.test', a.agentId);
});
afterAll(() => api.close());

describe('the needs list', () => {
  it('gives each ticked item its own note, and the one note to the agent’s own item only', async () => {
    const added = await desk(agent, '/needs', {
      method: 'POST',
      json: { checklist_keys: ['photo_id', 'pay_stubs'], notes: { pay_stubs: 'From both jobs' }, label: 'Car loan letter', note: 'When it ends' },
    });
    expect(added.status).toBe(201);
    const needs = await needsOf(added);
    expect(needs.map((n) => [n.checklist_key, n.note])).toEqual([
      ['photo_id', null],
      ['pay_stubs', 'From both jobs'],
      [null, 'When it ends'],
    ]);
  });

  it('edits and removes an item not yet uploaded; the borrower’s page follows', async () => {
    const needs = await needsOf(await desk(agent, ''));
    const own = needs.find((n) => n.label === 'Car loan letter')!;
    const edited = await desk(agent, `/needs/${own.id}`, { method: 'PATCH', json: { label: 'Car loan payout letter', note: 'From the lender' } });
    expect(edited.status).toBe(200);
    expect((await needsOf(edited)).find((n) => n.id === own.id)).toMatchObject({ label: 'Car loan payout letter', note: 'From the lender' });
    const id = needs.find((n) => n.checklist_key === 'photo_id')!;
    const removed = await desk(agent, `/needs/${id.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect((await needsOf(removed)).map((n) => n.id)).not.toContain(id.id);
    const page = await (await api.request('/api/my-file', { headers: { cookie: borrower.cookie } })).text();
    expect(page).toContain('Car loan payout letter');
    expect(page).not.toContain('Government photo ID');
  });

  it('refuses to change or remove an item the borrower uploaded against, and another agent’s file', async () => {
    const stubs = (await needsOf(await desk(agent, ''))).find((n) => n.checklist_key === 'pay_stubs')!;
    await uploadDocument(api, borrower.cookie, stubs.id, PNG, 'stub.png');
    const edit = await desk(agent, `/needs/${stubs.id}`, { method: 'PATCH', json: { note: 'changed' } });
    expect(edit.status).toBe(409);
    expect((await desk(agent, `/needs/${stubs.id}`, { method: 'DELETE' })).status).toBe(409);
    expect((await desk(other, `/needs/${stubs.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await desk(agent, '/needs/unknown', { method: 'DELETE' })).status).toBe(404);
    expect((await needsOf(await desk(agent, ''))).find((n) => n.id === stubs.id)!.note).toBe('From both jobs');
  });
});

describe('the borrower hears of it', () => {
  it('by an email with only a link when documents are asked for, and when one is sent back with a reason', async () => {
    const mails = async () =>
      (
        await api.db.execute({ sql: 'SELECT subject, text_body FROM email_outbox WHERE to_address = ? ORDER BY rowid', args: ['needs-borrower@example.test'] })
      ).rows.map((r) => ({ subject: String(r.subject), text: String(r.text_body) }));
    const requested = (await mails()).filter((mail) => mail.subject === 'Documents requested for your mortgage file');
    expect(requested).toHaveLength(1);
    expect(requested[0]!.text).toContain('/api/my-file');
    expect(requested[0]!.text).not.toContain('Car loan');
    const stubs = (await needsOf(await desk(agent, ''))).find((n) => n.checklist_key === 'pay_stubs')!;
    const sentBack = await desk(agent, `/needs/${stubs.id}/decision`, { method: 'POST', json: { decision: 'needs_another', reason: 'Cut off at the bottom' } });
    expect(sentBack.status).toBe(200);
    const another = (await mails()).filter((mail) => mail.subject === 'Another document needed for your mortgage file');
    expect(another).toHaveLength(1);
    expect(another[0]!.text).not.toContain('Cut off');
  });
});

describe('the lead list', () => {
  it('shows how many documents each lead’s borrower file waits for', async () => {
    const list = await api.request('/api/agent/leads', { headers: { cookie: agent } });
    const items = ((await list.json()) as { items: { id: string; waiting_on_borrower: number }[] }).items;
    // The car loan letter (requested) and the pay stubs (sent back).
    expect(items.find((lead) => lead.id === borrower.leadId)?.waiting_on_borrower).toBe(2);
  });
});

describe('asking again, and the desk’s view of what the borrower owes', () => {
  const needsMails = async () =>
    Number(
      (
        await api.db.execute({
          sql: 'SELECT count(*) AS n FROM email_outbox WHERE lead_id = ? AND subject = ?',
          args: [borrower.leadId, m.email.needsRequested.subject],
        })
      ).rows[0]!.n,
    );

  it('asks for an item once, however often it is ticked, and mails one notice for a list built in several adds', async () => {
    const mailsBefore = await needsMails();
    expect(mailsBefore).toBe(1);
    const first = await desk(agent, '/needs', { method: 'POST', json: { checklist_keys: ['t4s', 't4s'] } });
    expect(first.status).toBe(201);
    const again = await desk(agent, '/needs', { method: 'POST', json: { checklist_keys: ['t4s'], label: 'car loan payout letter' } });
    expect(again.status).toBe(200);
    const needs = await needsOf(again);
    expect(needs.filter((n) => n.checklist_key === 't4s')).toHaveLength(1);
    expect(needs.filter((n) => n.label.toLowerCase() === 'car loan payout letter')).toHaveLength(1);
    expect(await needsMails()).toBe(mailsBefore);
  });

  it('filters the lead list to the leads waiting on their borrower, each row with its count', async () => {
    const list = async (query: string) =>
      (
        (await (await api.request(`/api/agent/leads${query}`, { headers: { cookie: agent } })).json()) as {
          items: { id: string; waiting_on_borrower: number }[];
        }
      ).items;
    const mine = await api.db.execute({ sql: 'SELECT agent_id FROM leads WHERE id = ?', args: [borrower.leadId] });
    await api.db.execute({
      sql: `INSERT INTO leads (id, client_name, client_email, type, source, status, agent_id, metadata, created_at, updated_at)
            VALUES ('no-file-lead', 'No File', 'nofile@example.test', 'contact', 'website', 'new', ?, '{}', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')`,
      args: [mine.rows[0]!.agent_id],
    });
    expect((await list('')).map((l) => l.id)).toEqual(expect.arrayContaining([borrower.leadId, 'no-file-lead']));
    const waiting = await list('?borrower=waiting');
    expect(waiting.map((l) => l.id)).toEqual([borrower.leadId]);
    expect(waiting[0]!.waiting_on_borrower).toBeGreaterThan(0);
  });
  it('the audit log’s Action filter names file-type changes and document decisions', async () => {
    expect((await desk(agent, '', { method: 'POST', json: { file_type: 'refinance' } })).status).toBe(200);
    const need = (await needsOf(await desk(agent, ''))).find((n) => n.checklist_key === 't4s')!;
    const form = new FormData();
    form.set('file', new File([PNG], 't4.png'));
    await api.request(`/api/my-file/needs/${need.id}/uploads`, { method: 'POST', body: form, headers: { cookie: borrower.cookie }, redirect: 'manual' });
    expect((await desk(agent, `/needs/${need.id}/decision`, { method: 'POST', json: { decision: 'accept' } })).status).toBe(200);
    const { cookie } = await staffSession(api, 'needs-owner@example.test', 'super_admin');
    const entries = async (action: string) =>
      (
        (await (await api.request(`/api/admin/audit?action=${action}`, { headers: { cookie } })).json()) as {
          items: { record_type: string; record_id: string }[];
        }
      ).items;
    const decisions = await entries('decision');
    expect(decisions.map((e) => e.record_id)).toContain(need.id);
    expect(new Set(decisions.map((e) => e.record_type))).toEqual(new Set(['agent/leads/borrower-file/needs/decision']));
    expect((await entries('file_type')).map((e) => e.record_type)).toEqual(['agent/leads/borrower-file']);
  });
});
