import { Hono } from 'hono';
import { insertTestimonial, listTestimonialsOfAgent } from '../../db/queries/testimonials-admin';
import { messages } from '../../src/lib/messages-staff';
import { testimonialSchema } from '../../src/lib/schemas/testimonials';
import type { AppDeps, AppEnv } from '../deps';
import { staffOnly } from '../auth/staff';
import { specFailure } from '../http/spec-failure';
import { readJson } from '../http/validate';
import { jsonInput } from '../http/typed-input';
import { ownAgentId } from '../agents/own-agent';

const m = messages.backOffice.testimonials;

/**
 * The agent dashboard's Testimonials tab: the agent's own testimonials and a submit form. A submitted one enters
 * unapproved ('Pending Approval') and is on no public page until the super admin approves it, so no rebuild.
 */
export function agentTestimonialRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', staffOnly('agent', 'admin'))
    .get('/', specFailure(m.fetchFailed), async (c) => c.json({ items: await listTestimonialsOfAgent(deps.db, await ownAgentId(deps, c)) }))
    .post('/', specFailure(m.submitFailed), jsonInput(testimonialSchema), async (c) => {
      const values = await readJson(c, testimonialSchema);
      const item = await insertTestimonial(deps.db, { ...values, author: { agentId: await ownAgentId(deps, c) } });
      return c.json({ item }, 201);
    });
}
