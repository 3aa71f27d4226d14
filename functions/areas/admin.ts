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
import { leadDeskRoutes } from '../lead-desk/lead-routes';
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
  const app = new Hono<AppEnv>();

  app.route('/rebuild-status', adminRebuildStatusRoutes(deps));
  /** Lead notifications that were kept or failed stay visible to staff, with a resend (ADR 17). */
  app.route('/outbox', outboxRoutes(deps));
  app.route('/leads', leadDeskRoutes(deps, { roles: ['super_admin'], scope: async () => ({ all: true }), manage: true }));
  app.route('/analytics', platformAnalyticsRoutes(deps));

  app.route('/testimonials', testimonialAdminRoutes(deps));
  app.route('/posts', blogAdminRoutes(deps));
  app.route('/products', crudRoutes(deps, productsResource));
  app.route('/services', crudRoutes(deps, servicesResource));
  app.route('/lenders', crudRoutes(deps, lendersResource));
  app.route('/rates', adminRateRoutes(deps));
  app.route('/agents', adminAgentRoutes(deps));
  app.route('/agents/:id/documents', adminAgentDocumentRoutes(deps));
  app.route('/inoreader', inoreaderAdminRoutes(deps));
  app.route('/audit', auditRoutes(deps));
  app.route('/privacy', privacyRoutes(deps));
  app.route('/clients', clientRoutes(deps, SUPER_ADMIN_CLIENTS));
  app.route('/renewals', renewalRoutes(deps, SUPER_ADMIN_CLIENTS));

  return app;
}
