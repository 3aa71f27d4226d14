import { Hono } from 'hono';
import { messages } from '../../src/lib/messages';
import { requireRole } from '../auth/guard';
import type { AppDeps, AppEnv } from '../deps';
import { limitPerIp } from '../http/rate-limit';
import { submitAgentApplication } from './agent-application';
import { submitApplication } from './application';
import { listApplications } from './applications-list';
import { submitCalculatorCopy } from './calculator-copy';
import { submitContact } from './contact';
import { formRedirect } from './form-redirect';
import { leadRetryPage } from './retry-page';
import { createGroupCommit } from './group-commit';
import { submitNewsletter } from './newsletter';
import { newsletterConfirmRoutes } from './newsletter-confirm';
import { unsubscribe } from './unsubscribe';
import { jsonInput } from '../http/typed-input';
import { agentApplicationSchema, applicationSchema, calculatorCopySchema, unsubscribeSchema } from '../../src/lib/schemas/leads';

export const LEAD_FORM_WINDOW_SECONDS = 10 * 60;

/**
 * Public lead forms at /api/leads: each with its own per-IP limit and its handler (body size: http/body-limit.ts).
 * The five page forms also take a plain HTML form post, answered with a 303 back to the page (form-redirect.ts);
 * the contact and newsletter forms refused for their answers are sent back filled instead (retry-page.ts).
 */
export function leadRoutes(appDeps: AppDeps) {
  // Every write of the forms (limit counters, leads, consents, outbox) is group-committed: see group-commit.ts.
  const deps: AppDeps = { ...appDeps, db: createGroupCommit(appDeps.db) };
  const limitFor = (form: string) =>
    limitPerIp(
      { db: deps.db, now: deps.now, proxy: deps.env },
      { name: `lead-${form}`, limit: deps.env.LEAD_FORM_LIMIT_PER_IP, windowSeconds: LEAD_FORM_WINDOW_SECONDS, message: messages.leads.tooManySubmissions },
    );

  // The JSON bodies are named for the typed client (jsonInput, ADR 56); the handlers read JSON or a form post themselves.
  return new Hono<AppEnv>()
    .post('/contact', leadRetryPage('contact'), formRedirect('contact'), limitFor('contact'), (c) => submitContact(deps, c))
    .post('/agent-application', formRedirect('agent-application'), limitFor('agent-application'), jsonInput(agentApplicationSchema), (c) =>
      submitAgentApplication(deps, c),
    )
    .post('/newsletter', leadRetryPage('newsletter'), formRedirect('newsletter'), limitFor('newsletter'), (c) => submitNewsletter(deps, c))
    .post('/application', formRedirect('application'), limitFor('application'), jsonInput(applicationSchema), (c) => submitApplication(deps, c))
    .post('/calculator-copy', limitFor('calculator-copy'), jsonInput(calculatorCopySchema), (c) => submitCalculatorCopy(deps, c))
    .route('/newsletter/confirm', newsletterConfirmRoutes(deps, LEAD_FORM_WINDOW_SECONDS))
    .post('/unsubscribe', formRedirect('unsubscribe'), limitFor('unsubscribe'), jsonInput(unsubscribeSchema), (c) => unsubscribe(deps, c))
    .get('/applications', requireRole('super_admin', 'admin', 'agent'), (c) => listApplications(appDeps, c));
}
