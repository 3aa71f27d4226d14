import { Hono, type Context } from 'hono';
import { readRebuildState } from '../../db/queries/rebuild-state';
import { messages } from '../../src/lib/messages-staff';
import { agentProfileUpdateSchema } from '../../src/lib/schemas/agent-profile';
import type { AppDeps, AppEnv } from '../deps';
import { badRequest } from '../http/errors';
import { staffOnly } from '../http/staff';
import { readJson } from '../http/validate';
import { downloadDocument, listDocuments, removeDocument, uploadDocument } from '../documents/document-files';
import { saveAgentProfile } from '../agents/save-profile';
import { specFailure } from '../http/spec-failure';
import { agentBlogRoutes } from '../blog/agent-routes';
import { ownAgent as findOwnAgent } from '../agents/own-agent';
import { agentTestimonialRoutes } from '../testimonials/agent-routes';
import { agentAnalyticsRoutes } from '../lead-desk/analytics-routes';
import { agentLeadRoutes } from '../lead-desk/agent-lead-routes';
import { OWN_CLIENTS } from '../clients/client-scope';
import { renewalRoutes } from '../clients/renewal-routes';
import { clientRoutes } from '../clients/routes';

const text = messages.backOffice;
const downloadUrl = (documentId: string) => `/api/agent/documents/${encodeURIComponent(documentId)}/download`;

/**
 * The agent dashboard's API, for agents and admins (spec section 6). Every route works on the signed-in
 * account's own agents row, found by user_id: no route takes an agent id, and an `id`/`agent_id` in a body is dropped
 * by the schema, so nothing a request says can reach another agent's row or documents.
 */
export function agentRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', staffOnly('agent', 'admin'));
  app.route('/posts', agentBlogRoutes(deps));
  app.route('/testimonials', agentTestimonialRoutes(deps));
  app.route('/leads', agentLeadRoutes(deps));
  app.route('/analytics', agentAnalyticsRoutes(deps));
  app.route('/clients', clientRoutes(deps, OWN_CLIENTS));
  app.route('/renewals', renewalRoutes(deps, OWN_CLIENTS));

  const ownAgent = (c: Context<AppEnv>) => findOwnAgent(deps, c);

  app.get('/profile', specFailure(text.agents.fetchOneFailed), async (c) => c.json({ item: await ownAgent(c) }));

  /** The public site's rebuild state, so the dashboard can say when a saved change is live; no reason or error text. */
  app.get('/rebuild-status', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ ...(await readRebuildState(deps.db)), last_reason: null, last_error: null });
  });

  app.patch('/profile', specFailure(text.profile.updateFailed), async (c) => {
    const values = await readJson(c, agentProfileUpdateSchema);
    const agent = await ownAgent(c);
    return c.json({ item: await saveAgentProfile(deps, agent.id, values) });
  });

  app.get('/documents', async (c) => {
    const agent = await ownAgent(c);
    return c.json({ items: await listDocuments(deps, agent.id, downloadUrl) });
  });

  app.post('/documents', specFailure(text.uploads.documentSaveFailed), async (c) => {
    const agent = await ownAgent(c);
    const form = await c.req.formData().catch(() => {
      throw badRequest(text.uploads.documentFailed(text.uploads.missing), { file: text.uploads.missing });
    });
    return c.json({ item: await uploadDocument(deps, agent.id, c.get('user')!.id, form, downloadUrl) }, 201);
  });

  app.delete('/documents/:id', async (c) => {
    const agent = await ownAgent(c);
    await removeDocument(deps, agent.id, c.req.param('id'));
    return c.json({ ok: true });
  });

  app.get('/documents/:id/download', async (c) => {
    const agent = await ownAgent(c);
    return downloadDocument(deps, agent.id, c.req.param('id'));
  });

  return app;
}
