import { Hono } from 'hono';
import { findAgentById } from '../../db/queries/agents-admin';
import { clientMortgagesStore } from '../../db/queries/client-mortgages';
import { newId } from '../../db/client';
import { dismissReminders, listOpenReminders, recordRenewalDelivery, reserveRenewalEmail } from '../../db/queries/renewals';
import { formatLongDate } from '../../src/lib/format';
import { isSafeInsertedText } from '../../src/lib/schemas/client-mortgages';
import { renewalEmailSendSchema } from '../../src/lib/schemas/renewals';
import { messages } from '../../src/lib/messages-staff';
import { siteSettings } from '../../src/lib/site-settings';
import type { AppDeps, AppEnv } from '../deps';
import { sendThroughOutbox } from '../email/outbox';
import { HttpError, notFound } from '../http/errors';
import { jsonInput } from '../http/typed-input';
import { staffOnly } from '../auth/staff';
import { newUnsubscribeToken, unsubscribeUrl } from '../leads/consent';
import type { ClientArea } from './client-scope';
import { renewalEmail } from './renewal-email';
import { buildRenewalRadar } from './renewal-radar';

const text = messages.backOffice.renewals;

/**
 * The renewal email's limits (ADR 39): the same client is emailed at most once in 30 days (a press repeated within
 * 10 minutes is named as a repeat), and one sender sends at most 50 in 24 hours (a day of real renewals, not a list).
 */
export const RENEWAL_EMAIL_LIMITS = { repeatMinutes: 10, perClientDays: 30, perSenderPerDay: 50 } as const;

/**
 * The Renewals tab's API (ADR 29, ADR 39): the radar, the renewal email (confirmed, limited, only on CASL evidence and
 * never to a suppressed address, each send recorded)
 * and the reminders of clients entering a window. Mounted for the super admin and on the agent dashboard.
 */
export function renewalRoutes(deps: AppDeps, area: ClientArea) {
  const guard = staffOnly(...area.roles);
  const store = clientMortgagesStore(deps.db);

  return new Hono<AppEnv>()
    .get('/', guard, async (c) => c.json(await buildRenewalRadar(deps, await area.ownerId(deps, c))))
    .post('/:id/email', guard, jsonInput(renewalEmailSendSchema), async (c) => {
      const owner = await area.ownerId(deps, c);
      const mortgage = await store.find(c.req.param('id'));
      if (!mortgage || (owner && mortgage.agent_id !== owner)) throw notFound(messages.backOffice.clients.notFound);
      // The send is deliberate: the panel's dialog names the recipient and sends `confirm: true` (ADR 39).
      const body: unknown = await c.req.json().catch(() => null);
      if (!renewalEmailSendSchema.safeParse(body).success) throw new HttpError(400, 'confirm_required', text.confirmRequired);
      const radar = await buildRenewalRadar(deps, mortgage.agent_id ?? null);
      const item = radar.groups.flatMap((group) => group.items).find((entry) => entry.mortgage.id === mortgage.id);
      if (!item) throw new HttpError(409, 'outside_radar', text.outsideRadar);
      // The radar's status already reads the suppression list and the consent evidence (ADR 39).
      if (!item.casl.valid) throw new HttpError(409, 'casl_invalid', text.caslRefused);
      // Rows saved before the one-line rule are checked again: the fixed wording takes only one-line, link-free values.
      if (!isSafeInsertedText(mortgage.client_name) || !isSafeInsertedText(mortgage.lender)) throw new HttpError(409, 'unsafe_fields', text.unsafeFields);
      // The client's own agent signs the email (whoever presses Send); its display name is inserted too, so it obeys the
      // same rule (a name saved before the rule is caught here).
      const agent = mortgage.agent_id ? await findAgentById(deps.db, mortgage.agent_id) : null;
      if (agent && !isSafeInsertedText(agent.name)) throw new HttpError(409, 'unsafe_sender', text.unsafeSender);

      const user = c.get('user')!;
      const at = deps.now().toISOString();
      const token = newUnsubscribeToken();
      const id = newId();
      const reservation = await reserveRenewalEmail(
        deps.db,
        {
          id,
          mortgageId: mortgage.id,
          clientEmail: mortgage.client_email,
          sentBy: user.id,
          windowDays: item.window,
          caslBasis: item.casl.reason,
          unsubscribeTokenHash: token.hash,
          at,
        },
        RENEWAL_EMAIL_LIMITS,
      );
      if (!reservation.ok) {
        if (reservation.reason === 'sender') throw new HttpError(429, 'renewal_sender_limit', text.senderLimit(RENEWAL_EMAIL_LIMITS.perSenderPerDay));
        if (reservation.reason === 'repeat') throw new HttpError(409, 'renewal_repeat', text.repeatRefused(mortgage.client_name));
        const next = new Date(Date.parse(reservation.last) + RENEWAL_EMAIL_LIMITS.perClientDays * 86_400_000);
        throw new HttpError(409, 'renewal_client_limit', text.clientLimit(mortgage.client_name, formatLongDate(next.toISOString())));
      }

      // A client without an agent hears from the brokerage.
      const sender = agent
        ? { name: agent.name, email: agent.email, phone: agent.phone }
        : { name: siteSettings.brokerageName, email: siteSettings.email, phone: siteSettings.phone };
      const email = renewalEmail(item, sender, unsubscribeUrl(deps.env.SITE_URL, token.token));
      const delivery = await sendThroughOutbox(deps, { to: mortgage.client_email, ...email });
      await recordRenewalDelivery(deps.db, id, delivery);
      return c.json({ delivery, sent_at: at });
    })
    .get('/reminders', guard, async (c) => c.json({ items: await listOpenReminders(deps.db, await area.ownerId(deps, c)) }))
    .post('/reminders/dismiss', guard, async (c) => {
      const dismissed = await dismissReminders(deps.db, await area.ownerId(deps, c), deps.now().toISOString());
      return c.json({ dismissed });
    });
}
