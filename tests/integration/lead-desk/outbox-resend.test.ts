import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../../functions/email/mailer';
import { redeliverOutboxMessage } from '../../../functions/email/redeliver';
import { retryOutbox } from '../../../functions/jobs/retry-outbox';
import { signInEveryRole } from '../../helpers/sign-in-as';
import { startSmtpPeer } from '../../helpers/smtp-peer';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { contactBody } from '../leads/lead-helpers';

/**
 * Delivery you can see: a failing SMTP peer leaves a failed row; the admin's resend, or the scheduled
 * retry, then delivers it to a real local SMTP server. The lead itself is stored whatever the mail does.
 */
type Outbox = { messages: { id: string; to_address: string; subject: string; status: string; attempts: number; last_error: string | null }[] };
let api: TestApi | undefined;
let closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await api?.close();
  for (const close of closers) await close();
  api = undefined;
  closers = [];
});

async function failedLead(failFirst: number) {
  const smtp = await startSmtpPeer({ failFirst });
  closers.push(smtp.close);
  api = await startTestApi({ env: { SMTP_URL: smtp.url, LEADS_INBOX_EMAIL: 'inbox@example.test' } });
  const { cookies } = await signInEveryRole(api, ['super_admin', 'agent']);
  const submitted = await api.request('/api/leads/contact', { method: 'POST', json: contactBody({ firstName: 'Mia', lastName: 'Mailfail' }) });
  expect(submitted.status).toBe(201);
  const outbox = async (cookie = cookies.super_admin) =>
    (await (await api!.request('/api/admin/outbox?status=failed', { headers: { cookie } })).json()) as Outbox;
  return { smtp, cookies, outbox };
}

describe('outbox view and resend', () => {
  it('shows the failed notification, and resend delivers it to the SMTP server', async () => {
    const { smtp, cookies, outbox } = await failedLead(3);
    const [failed] = (await outbox()).messages;
    expect(failed).toMatchObject({ to_address: 'inbox@example.test', subject: 'New website lead: Mia Mailfail', status: 'failed', attempts: 3 });
    expect(failed!.last_error).toMatch(/451/);
    expect(smtp.messages).toHaveLength(0);

    const resend = await api!.request(`/api/admin/outbox/${failed!.id}/resend`, { method: 'POST', headers: { cookie: cookies.super_admin } });
    expect(resend.status).toBe(200);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.raw).toContain('Mia Mailfail');
    const stored = await api!.db.execute({ sql: 'SELECT status, attempts, last_error, sent_at FROM email_outbox WHERE id = ?', args: [failed!.id] });
    expect(stored.rows[0]).toMatchObject({ status: 'sent', attempts: 4 });
    expect(stored.rows[0]!.sent_at).not.toBeNull();
    expect((await api!.request('/api/admin/outbox/nope/resend', { method: 'POST', headers: { cookie: cookies.super_admin } })).status).toBe(404);
    expect((await api!.request(`/api/admin/outbox/${failed!.id}/resend`, { method: 'POST', headers: { cookie: cookies.agent } })).status).toBe(403);
    expect((await api!.db.execute("SELECT count(*) AS n FROM leads WHERE client_name = 'Mia Mailfail'")).rows[0]!.n).toBe(1);
  });

  it('a failed resend keeps the row failed with the new error (502), and the retry job delivers it later', async () => {
    const { smtp, cookies, outbox } = await failedLead(4);
    const [failed] = (await outbox()).messages;
    const resend = await api!.request(`/api/admin/outbox/${failed!.id}/resend`, { method: 'POST', headers: { cookie: cookies.super_admin } });
    expect(resend.status).toBe(502);
    expect((await outbox()).messages[0]).toMatchObject({ status: 'failed', attempts: 4 });

    // The job leaves young messages to their first sender; two hours later it retries. Two runs at once send once.
    const later = { ...api!.deps, now: () => new Date(Date.now() + 2 * 3600_000) };
    const [first, second] = await Promise.all([retryOutbox(later), retryOutbox(later)]);
    expect(first).toEqual(second);
    expect(first).toMatchObject({ tried: 1, sent: 1 });
    expect(smtp.messages).toHaveLength(1);
    expect((await retryOutbox(later)).tried).toBe(0);
  });

  it('two senders claiming the same message at once send it once (the claim, across hosts)', async () => {
    const { smtp, outbox } = await failedLead(3);
    const [failed] = (await outbox()).messages;
    // A second "host": its own mailer (and no shared in-process state), the same database.
    const otherHost = { ...api!.deps, mailer: createMailer(smtp.url, 'site@example.test') };
    const outcomes = await Promise.all([redeliverOutboxMessage(api!.deps, failed!.id), redeliverOutboxMessage(otherHost, failed!.id)]);
    expect(outcomes.sort()).toEqual(['busy', 'sent']);
    expect(smtp.messages).toHaveLength(1);
  });

  it('without SMTP a resend says so (409) and the message stays kept', async () => {
    api = await startTestApi();
    const { cookies } = await signInEveryRole(api, ['admin', 'super_admin']);
    await api.request('/api/leads/contact', { method: 'POST', json: contactBody() });
    // Notifications carry the lead's details: the lead desk's rule, super admin only.
    expect((await api.request('/api/admin/outbox', { headers: { cookie: cookies.admin } })).status).toBe(403);
    expect((await api.request('/api/admin/outbox/any/resend', { method: 'POST', headers: { cookie: cookies.admin } })).status).toBe(403);
    const body = (await (await api.request('/api/admin/outbox', { headers: { cookie: cookies.super_admin } })).json()) as Outbox & { smtp_configured: boolean };
    expect(body.smtp_configured).toBe(false);
    expect(body.messages[0]!.status).toBe('logged');
    const resend = await api.request(`/api/admin/outbox/${body.messages[0]!.id}/resend`, { method: 'POST', headers: { cookie: cookies.super_admin } });
    expect(resend.status).toBe(409);
  });
});
