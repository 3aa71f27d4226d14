import { Hono } from 'hono';
import { adminAgentRoutes } from '../agents/admin-routes';
import { auditRoutes } from '../audit/routes';
import { blogAdminRoutes } from '../blog/admin-routes';
import { lendersResource } from '../catalogue/lenders-resource';
import { productsResource } from '../catalogue/products-resource';
import { servicesResource } from '../catalogue/services-resource';
import { SUPER_ADMIN_CLIENTS } from '../clients/client-scope';
import { renewalRoutes } from '../clients/renewal-routes';
import { clientRoutes } from '../clients/routes';
import type { AppDeps, AppEnv } from '../deps';
import { adminAgentDocumentRoutes } from '../documents/admin-routes';
import { crudRoutes } from '../resources/crud-routes';
import { platformAnalyticsRoutes } from '../lead-desk/analytics-routes';
import { leadDeskRoutes, leadManageRoutes } from '../lead-desk/lead-routes';
import { outboxRoutes } from '../lead-desk/outbox-routes';
import { inoreaderAdminRoutes } from '../news/inoreader-routes';
import { privacyRoutes } from '../privacy/routes';
import { adminRateRoutes } from '../rates/admin-routes';
import { adminRebuildStatusRoutes } from '../rebuild/status-routes';
import { testimonialAdminRoutes } from '../testimonials/admin-routes';

/**
 * The super admin panel's API (and the few back-office utilities admins share): it only mounts each entity's admin
 * routes. Every mounted router checks its own roles (ADR 8).
 */
export function adminRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .route('/rebuild-status', adminRebuildStatusRoutes(deps))
      // Lead notifications that were kept or failed stay visible to staff, with a resend (ADR 17).
      .route('/outbox', outboxRoutes(deps))
      .route('/leads', leadManageRoutes(deps))
      .route('/leads', leadDeskRoutes(deps, { roles: ['super_admin'], scope: async () => ({ all: true }), manage: true }))
      .route('/analytics', platformAnalyticsRoutes(deps))
      .route('/testimonials', testimonialAdminRoutes(deps))
      .route('/posts', blogAdminRoutes(deps))
      .route('/products', crudRoutes(deps, productsResource))
      .route('/services', crudRoutes(deps, servicesResource))
      .route('/lenders', crudRoutes(deps, lendersResource))
      .route('/rates', adminRateRoutes(deps))
      .route('/agents', adminAgentRoutes(deps))
      .route('/agents/:id/documents', adminAgentDocumentRoutes(deps))
      .route('/inoreader', inoreaderAdminRoutes(deps))
      .route('/audit', auditRoutes(deps))
      .route('/privacy', privacyRoutes(deps))
      .route('/clients', clientRoutes(deps, SUPER_ADMIN_CLIENTS))
      .route('/renewals', renewalRoutes(deps, SUPER_ADMIN_CLIENTS))
  );
}

/** The area's routes as the typed API client sees them (ADR 56). */
export type AdminRoutes = ReturnType<typeof adminRoutes>;
