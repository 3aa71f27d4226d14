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
 * The agent dashboard's API, for agents and admins (docs/product/sign-in-and-roles.md#area-access): it only mounts each entity's agent routes. Every
 * route works on the signed-in account's own agents row, found by user_id (functions/agents/own-agent.ts): no route
 * takes an agent id, and an `id`/`agent_id` in a body is dropped by the schema, so nothing a request says can reach
 * another agent's row or documents.
 */
export function agentRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', staffOnly('agent', 'admin'))
    .route('/posts', agentBlogRoutes(deps))
    .route('/testimonials', agentTestimonialRoutes(deps))
    .route('/leads', agentLeadRoutes(deps))
    .route('/analytics', agentAnalyticsRoutes(deps))
    .route('/clients', clientRoutes(deps, OWN_CLIENTS))
    .route('/renewals', renewalRoutes(deps, OWN_CLIENTS))
    .route('/profile', agentProfileRoutes(deps))
    .route('/rebuild-status', agentRebuildStatusRoutes(deps))
    .route('/documents', agentDocumentRoutes(deps));
}

/** The area's routes as the typed API client sees them (ADR 56). */
export type AgentRoutes = ReturnType<typeof agentRoutes>;
