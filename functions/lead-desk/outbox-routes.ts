import { Hono } from 'hono';
import { hideLinkTokens } from '../../src/lib/link-tokens';
import { listOutboxPage } from '../../db/queries/email-outbox';
import { messages } from '../../src/lib/messages-staff';
import { z } from '../../src/lib/schemas/zod';
import type { AppDeps, AppEnv } from '../deps';
import { redeliverOutboxMessage } from '../email/redeliver';
import { HttpError, notFound } from '../http/errors';
import { staffOnly } from '../auth/staff';
import { queryInput } from '../http/typed-input';
import { readQuery } from '../http/validate';

const text = messages.backOffice.outbox;
const querySchema = z.object({
  status: z.preprocess((value) => (value === '' || value === 'all' ? undefined : value), z.enum(['pending', 'sent', 'failed', 'logged']).optional()),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * The outbox view for the super admin (ADR 17): every notification with its recipient,
 * subject, status, attempts and last error, and a resend that makes one more attempt now.
 */
export function outboxRoutes(deps: AppDeps) {
  // Notifications carry every lead's name, email and phone: the lead desk's rule (super admin only) applies.
  return new Hono<AppEnv>()
    .use('*', staffOnly('super_admin'))
    .get('/', queryInput<{ status?: string; limit?: string }>(), async (c) => {
      const query = readQuery(c, querySchema);
      const messages = (await listOutboxPage(deps.db, query)).map((message) => ({ ...message, text_body: hideLinkTokens(message.text_body) }));
      return c.json({ messages, smtp_configured: deps.mailer.configured });
    })
    .post('/:id/resend', async (c) => {
      const outcome = await redeliverOutboxMessage(deps, c.req.param('id'));
      if (outcome === 'missing') throw notFound('Notification not found.');
      if (outcome === 'not_configured') throw new HttpError(409, 'smtp_not_configured', text.notConfigured);
      if (outcome === 'busy') throw new HttpError(409, 'busy', text.busy);
      if (outcome === 'failed') throw new HttpError(502, 'send_failed', text.resendFailed);
      if (outcome === 'suppressed') throw new HttpError(409, 'suppressed', text.resendSuppressed);
      return c.json({ ok: true, status: 'sent' });
    });
}
