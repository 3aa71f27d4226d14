import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRateAlerts } from '../../../functions/rate-alerts/send-rate-alerts';
import { createMailer } from '../../../functions/email/mailer';
import { startSmtpPeer } from '../../helpers/smtp-peer';
import { startTestApi, type TestApi } from '../../helpers/test-api';

/** With SMTP configured, the job delivers each queued alert email with its List-Unsubscribe headers (RFC 8058). */
describe('rate alert delivery over SMTP', () => {
  let api: TestApi;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    api = await startTestApi({ env: { SMTP_URL: smtp.url, SITE_URL: 'https://www.example.test' }, deps: { now: () => new Date('2026-03-10T12:00:00Z') } });
    api.deps.mailer = createMailer(smtp.url, api.deps.env.EMAIL_FROM);
    await api.db.execute(`INSERT INTO mortgage_rates (id, province, term, rate_type, mortgage_type, our_rate, scraped_at, is_active)
      VALUES ('r1', 'Ontario', '5 year', 'fixed', 'High-Ratio', 3.89, '2026-03-10T10:00:00.000Z', 1)`);
    await api.db.execute(`INSERT INTO rate_alerts (id, email, province, term_years, rate_type, threshold, status, confirm_token_hash, unsubscribe_token_hash)
      VALUES ('a1', 'dee@example.test', 'Ontario', 5, 'fixed', 3.99, 'active', 'c1', 'u1')`);
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  it('sends the alert with List-Unsubscribe and List-Unsubscribe-Post and records it as sent', async () => {
    expect(await sendRateAlerts(api.deps)).toMatchObject({ queued: 1, delivered: 1 });
    expect(smtp.messages).toHaveLength(1);
    // Long headers are folded on the wire (RFC 5322); unfolded, each is one line.
    const raw = smtp.messages[0]!.raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/www\.example\.test\/api\/rate-alerts\/unsubscribe\?token=[A-Za-z0-9_-]+>\r?$/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const row = (await api.db.execute("SELECT status, attempts FROM email_outbox WHERE to_address = 'dee@example.test'")).rows[0]!;
    expect({ ...row }).toEqual({ status: 'sent', attempts: 1 });
  });
});
