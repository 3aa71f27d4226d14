import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { createMailer } from '../../../functions/email/mailer';
import { sendThroughOutbox } from '../../../functions/email/outbox';
import { createLogger } from '../../../functions/http/logger';
import { startSmtpPeer } from '../../helpers/smtp-peer';
import { migratedTempDb } from '../../helpers/temp-db';

describe('email outbox with a real local SMTP server', () => {
  let db: Db;
  let removeDb: () => void;
  const log = createLogger('silent');
  const noWait = async () => {};
  beforeEach(async () => {
    ({ db, remove: removeDb } = await migratedTempDb('outbox'));
  });
  afterEach(() => removeDb());
  const row = async () => (await db.execute('SELECT status, attempts, last_error FROM email_outbox')).rows[0]!;

  it('delivers through SMTP and records it as sent', async () => {
    const smtp = await startSmtpPeer();
    try {
      const result = await sendThroughOutbox(
        { db, log, mailer: createMailer(smtp.url, 'Site <site@example.test>'), sleep: noWait },
        { to: 'broker@example.test', subject: 'New lead', text: 'Jane Doe wants a call' },
      );
      expect(result).toBe('sent');
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]!.to).toEqual(['broker@example.test']);
      expect(smtp.messages[0]!.raw).toContain('Jane Doe wants a call');
      expect(await row()).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      await smtp.close();
    }
  });

  it('retries a temporary failure and succeeds on the second attempt', async () => {
    const smtp = await startSmtpPeer({ failFirst: 1 });
    try {
      const result = await sendThroughOutbox(
        { db, log, mailer: createMailer(smtp.url, 'site@example.test'), sleep: noWait },
        { to: 'b@example.test', subject: 's', text: 't' },
      );
      expect(result).toBe('sent');
      expect(await row()).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await smtp.close();
    }
  });

  it('gives up after 3 attempts 1 s apart, keeps the message as failed and never throws', async () => {
    const smtp = await startSmtpPeer({ failFirst: 5 });
    const waits: number[] = [];
    try {
      const result = await sendThroughOutbox(
        { db, log, mailer: createMailer(smtp.url, 'site@example.test'), sleep: async (ms) => void waits.push(ms) },
        { to: 'b@example.test', subject: 's', text: 't' },
      );
      expect(result).toBe('failed');
      expect(waits).toEqual([1000, 1000]);
      const stored = await row();
      expect(stored).toMatchObject({ status: 'failed', attempts: 3 });
      expect(String(stored.last_error)).toMatch(/451/);
    } finally {
      await smtp.close();
    }
  });

  it('keeps the message in the outbox as logged when no SMTP is configured', async () => {
    const result = await sendThroughOutbox({ db, log, mailer: createMailer(undefined, 'x'), sleep: noWait }, { to: 'b@example.test', subject: 's', text: 't' });
    expect(result).toBe('logged');
    expect(await row()).toMatchObject({ status: 'logged' });
  });
});
