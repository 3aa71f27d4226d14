import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { messages } from '../../src/lib/messages';
import { requireRole } from '../auth/guard';
import type { AppDeps, AppEnv } from '../deps';
import { HttpError } from '../http/errors';
import { limitPerIp } from '../http/rate-limit';
import { submitAgentApplication } from './agent-application';
import { submitApplication } from './application';
import { listApplications } from './applications-list';
import { submitCalculatorCopy } from './calculator-copy';
import { submitContact } from './contact';
import { createGroupCommit } from './group-commit';
import { submitNewsletter } from './newsletter';
import { unsubscribe } from './unsubscribe';

export const LEAD_FORM_WINDOW_SECONDS = 10 * 60;
const MAX_BODY_BYTES = 32 * 1024;

/** Public lead forms at /api/leads: each with its own per-IP limit, a body size cap, and its handler. */
export function leadRoutes(appDeps: AppDeps) {
  const app = new Hono<AppEnv>();
  // Every write of the forms (limit counters, leads, consents, outbox) is group-committed: see group-commit.ts.
  const deps: AppDeps = { ...appDeps, db: createGroupCommit(appDeps.db) };
  const limitFor = (form: string) =>
    limitPerIp(
      { db: deps.db, now: deps.now, trustProxy: deps.env.TRUST_PROXY },
      { name: `lead-${form}`, limit: deps.env.LEAD_FORM_LIMIT_PER_IP, windowSeconds: LEAD_FORM_WINDOW_SECONDS, message: messages.leads.tooManySubmissions },
    );
  const sizeCap = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new HttpError(413, 'payload_too_large', messages.generic.invalidInput);
    },
  });

  app.post('/contact', limitFor('contact'), sizeCap, (c) => submitContact(deps, c));
  app.post('/agent-application', limitFor('agent-application'), sizeCap, (c) => submitAgentApplication(deps, c));
  app.post('/newsletter', limitFor('newsletter'), sizeCap, (c) => submitNewsletter(deps, c));
  app.post('/application', limitFor('application'), sizeCap, (c) => submitApplication(deps, c));
  app.post('/calculator-copy', limitFor('calculator-copy'), sizeCap, (c) => submitCalculatorCopy(deps, c));
  app.post('/unsubscribe', limitFor('unsubscribe'), sizeCap, (c) => unsubscribe(deps, c));
  app.get('/applications', requireRole('super_admin', 'admin', 'agent'), (c) => listApplications(appDeps, c));
  return app;
}
