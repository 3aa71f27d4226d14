import { Hono } from 'hono';
import { agentProfileRoutes } from '../agents/profile-routes';
import { agentBlogRoutes } from '../blog/agent-routes';
import { OWN_CLIENTS } from '../clients/client-scope';
import { renewalRoutes } from '../clients/renewal-routes';
import { clientRoutes } from '../clients/routes';
import type { AppDeps, AppEnv } from '../deps';
import { agentDocumentRoutes } from '../documents/agent-routes';
import { staffOnly } from '../auth/staff';
import { agentAnalyticsRoutes } from '../lead-desk/analytics-routes';
import { agentLeadRoutes } from '../lead-desk/agent-lead-routes';
import { agentRebuildStatusRoutes } from '../rebuild/status-routes';
import { agentTestimonialRoutes } from '../testimonials/agent-routes';

/**
 * The agent dashboard's API, for agents and admins (spec section 6): it only mounts each entity's agent routes. Every
 * route works on the signed-in account's own agents row, found by user_id (functions/agents/own-agent.ts): no route
 * takes an agent id, and an `id`/`agent_id` in a body is dropped by the schema, so nothing a request says can reach
 * another agent's row or documents.
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
  app.route('/profile', agentProfileRoutes(deps));
  app.route('/rebuild-status', agentRebuildStatusRoutes(deps));
  app.route('/documents', agentDocumentRoutes(deps));
  return app;
}
