import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInEveryRole } from '../../helpers/sign-in-as';
import { addClientMortgage, clientMortgageBody, inDays, insertFiveYearRate } from '../../helpers/client-mortgage';
import { suppressEmail } from '../../../db/queries/email-suppressions';
import { startSmtpPeer } from '../../helpers/smtp-peer';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { caller } from '../agents/support';

/**
 * The outbox cannot get past the suppression list (ADR 39): a resend of a commercial email to a suppressed address
 * is refused, and the outbox view never shows a link's token (a confirmation token would lift the suppression).
 */
const NOW = new Date('2026-11-25T15:00:00Z');

describe('outbox and the suppression list', () => {
  let api: TestApi;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let call: ReturnType<typeof caller>;
  let cookies: Record<string, string>;

  const rowsTo = async (to: string) =>
    (await api.db.execute({ sql: 'SELECT id, subject, text_body FROM email_outbox WHERE to_address = ? ORDER BY created_at, rowid', args: [to] })).rows.map(
      (row) => ({ id: String(row.id), subject: String(row.subject), text_body: String(row.text_body) }),
    );
  const resend = (id: string) => call('POST', `/api/admin/outbox/${id}/resend`, cookies.super_admin);

  beforeAll(async () => {
    smtp = await startSmtpPeer({ failFirst: 0 });
    api = await startTestApi({ env: { SMTP_URL: smtp.url }, deps: { now: () => NOW } });
    call = caller(api);
    ({ cookies } = await signInEveryRole(api, ['super_admin', 'agent']));
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  it('hides confirmation and unsubscribe tokens in the outbox view, and refuses to resend commercial email to a suppressed address', async () => {
    const email = 'sally@victim.test';
    await api.request('/api/leads/newsletter', { method: 'POST', json: { email, idempotency_key: crypto.randomUUID() } });
    const [request] = await rowsTo(email);
    const confirmToken = /newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(request!.text_body)![1]!;
    expect((await api.request(`/api/leads/newsletter/confirm?token=${confirmToken}`, { method: 'POST' })).status).toBe(200);
    const welcome = (await rowsTo(email)).at(-1)!;
    const unsubscribeToken = /unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(welcome.text_body)![1]!;

    const view = await call('GET', '/api/admin/outbox?limit=200', cookies.super_admin);
    const bodies = JSON.stringify(view.body.messages);
    expect(bodies).toContain('token=[hidden]');
    expect(bodies).not.toContain(confirmToken);
    expect(bodies).not.toContain(unsubscribeToken);

    expect((await call('POST', '/api/leads/unsubscribe', undefined, { token: unsubscribeToken })).status).toBe(200);
    const delivered = smtp.messages.length;
    for (const row of [welcome, request!]) {
      const refused = await resend(row.id);
      expect({ subject: row.subject, status: refused.status, code: refused.body.error?.code }).toEqual({
        subject: row.subject,
        status: 409,
        code: 'suppressed',
      });
      expect(refused.body.error.message).toMatch(/unsubscribed from our commercial email/);
    }
    expect(smtp.messages.length).toBe(delivered);
  });

  it('a +tag of a suppressed address is suppressed too (renewal email)', async () => {
    await insertFiveYearRate(api.db);
    // The person unsubscribed as rhea@ (any unsubscribe puts the address on the list).
    await suppressEmail(api.db, 'Rhea@Victim2.test', 'newsletter', NOW.toISOString());

    const body = clientMortgageBody({ client_name: 'Rhea Renewer', client_email: 'rhea+renewal@victim2.test', maturity_date: inDays(100) });
    const id = await addClientMortgage(call, cookies.agent, body);
    const sent = await call('POST', `/api/agent/renewals/${id}/email`, cookies.agent, { confirm: true });
    expect(sent.status).toBe(409);
    expect(await rowsTo('rhea+renewal@victim2.test')).toHaveLength(0);
    const radar = await call('GET', '/api/agent/renewals', cookies.agent);
    const item = radar.body.groups.flatMap((group: { items: unknown[] }) => group.items).find((entry: any) => entry.mortgage.id === id);
    expect(item.casl.valid).toBe(false);
  });
});
