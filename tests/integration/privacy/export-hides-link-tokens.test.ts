import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { signIn } from '../agents/support';

/**
 * A link's token acts for its recipient (a password reset opens the account, a confirmation lifts a suppression):
 * the privacy access export shows that the email was sent, never the token, as the outbox view does (ADR 39).
 */
describe('the access export hides the tokens of the links it shows', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('a confirmation link and a staff password reset link are exported without their tokens', async () => {
    const owner = await signIn(api, 'super_admin', 'Olive Owner');
    const staff = await signIn(api, 'admin', 'Reset Target');
    const staffEmail = String((await api.db.execute({ sql: 'SELECT email FROM users WHERE id = ?', args: [staff.userId] })).rows[0]!.email);
    const visitor = 'token.holder@example.test';
    expect(
      (await api.request('/api/leads/newsletter', { method: 'POST', json: { email: visitor, idempotency_key: crypto.randomUUID() } })).status,
    ).toBeLessThan(300);
    expect((await api.request('/api/auth/password-reset', { method: 'POST', json: { email: staffEmail } })).status).toBeLessThan(300);
    // The reset mail is queued just after the answer (ADR 41): wait until the row exists.
    await expect
      .poll(async () =>
        Number(
          (await api.db.execute({ sql: 'SELECT COUNT(*) AS n FROM email_outbox WHERE lower(to_address) = ?', args: [staffEmail.toLowerCase()] })).rows[0]!.n,
        ),
      )
      .toBeGreaterThan(0);

    for (const email of [visitor, staffEmail]) {
      const stored = await api.db.execute({ sql: 'SELECT text_body FROM email_outbox WHERE lower(to_address) = ?', args: [email.toLowerCase()] });
      const token = /token=([^\s&#>"')\]]+)/.exec(stored.rows.map((row) => String(row.text_body)).join('\n'))?.[1];
      expect(token, `a link with a token was sent to ${email}`).toBeTruthy();
      const exported = await api.request(`/api/admin/privacy/export.json?email=${encodeURIComponent(email)}`, { headers: { cookie: owner.cookie } });
      expect(exported.status).toBe(200);
      const text = await exported.text();
      expect(text).toContain('token=[hidden]');
      expect(text).not.toContain(token!);
    }
  });
});
