import { Hono } from 'hono';
import { findAgentById } from '../../db/queries/agents-admin';
import { clientMortgagesStore } from '../../db/queries/client-mortgages';
import { dismissReminders, listOpenReminders, recordRenewalEmail } from '../../db/queries/renewals';
import { messages } from '../../src/lib/messages-staff';
import { siteSettings } from '../../src/lib/site-settings';
import type { AppDeps, AppEnv } from '../deps';
import { sendThroughOutbox } from '../email/outbox';
import { HttpError, notFound } from '../http/errors';
import { staffOnly } from '../http/staff';
import { newUnsubscribeToken, unsubscribeUrl } from '../leads/consent';
import type { ClientArea } from './client-scope';
import { renewalEmail } from './renewal-email';
import { buildRenewalRadar } from './renewal-radar';

const text = messages.backOffice.renewals;

/**
 * The Renewals tab's API (ADR 29): the radar, the renewal email (only on a valid CASL basis, each send recorded)
 * and the reminders of clients entering a window. Mounted for the super admin and on the agent dashboard.
 */
export function renewalRoutes(deps: AppDeps, area: ClientArea) {
  const app = new Hono<AppEnv>();
  const guard = staffOnly(...area.roles);
  const store = clientMortgagesStore(deps.db);

  app.get('/', guard, async (c) => c.json(await buildRenewalRadar(deps, await area.ownerId(deps, c))));

  app.post('/:id/email', guard, async (c) => {
    const owner = await area.ownerId(deps, c);
    const mortgage = await store.find(c.req.param('id'));
    if (!mortgage || (owner && mortgage.agent_id !== owner)) throw notFound(messages.backOffice.clients.notFound);
    const radar = await buildRenewalRadar(deps, mortgage.agent_id ?? null);
    const item = radar.groups.flatMap((group) => group.items).find((entry) => entry.mortgage.id === mortgage.id);
    if (!item) throw new HttpError(409, 'outside_radar', text.outsideRadar);
    if (!item.casl.valid) throw new HttpError(409, 'casl_invalid', text.caslRefused);

    const user = c.get('user')!;
    // The client's own agent signs the email (whoever presses Send); a client without one hears from the brokerage.
    const agent = mortgage.agent_id ? await findAgentById(deps.db, mortgage.agent_id) : null;
    const sender = agent
      ? { name: agent.name, email: agent.email, phone: agent.phone }
      : { name: siteSettings.brokerageName, email: siteSettings.email, phone: siteSettings.phone };
    const token = newUnsubscribeToken();
    const email = renewalEmail(item, sender, unsubscribeUrl(deps.env.SITE_URL, token.token));
    const delivery = await sendThroughOutbox(deps, { to: mortgage.client_email, ...email });
    await recordRenewalEmail(deps.db, {
      mortgageId: mortgage.id,
      sentBy: user.id,
      windowDays: item.window,
      caslBasis: item.casl.reason,
      delivery,
      unsubscribeTokenHash: token.hash,
    });
    return c.json({ delivery, sent_at: deps.now().toISOString() });
  });

  app.get('/reminders', guard, async (c) => c.json({ items: await listOpenReminders(deps.db, await area.ownerId(deps, c)) }));

  app.post('/reminders/dismiss', guard, async (c) => {
    const dismissed = await dismissReminders(deps.db, await area.ownerId(deps, c), deps.now().toISOString());
    return c.json({ dismissed });
  });

  return app;
}
