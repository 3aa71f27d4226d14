import { Hono } from 'hono';
import { readRebuildState } from '../../db/queries/rebuild-state';
import { requireRole } from '../auth/guard';
import type { AppDeps, AppEnv } from '../deps';
import { crudRoutes } from '../http/crud-routes';
import { platformAnalyticsRoutes } from '../lead-desk/analytics-routes';
import { leadDeskRoutes } from '../lead-desk/lead-routes';
import { outboxRoutes } from '../lead-desk/outbox-routes';
import { adminAgentRoutes } from '../agents/admin-routes';
import { lendersResource } from '../catalogue/lenders-resource';
import { productsResource } from '../catalogue/products-resource';
import { servicesResource } from '../catalogue/services-resource';
import { testimonialAdminRoutes } from '../testimonials/admin-routes';
import { blogAdminRoutes } from '../blog/admin-routes';
import { adminRateRoutes } from '../rates/admin-routes';
import { inoreaderAdminRoutes } from '../news/inoreader-routes';
import { auditRoutes } from '../audit/routes';
import { privacyRoutes } from '../privacy/routes';
import { SUPER_ADMIN_CLIENTS } from '../clients/client-scope';
import { renewalRoutes } from '../clients/renewal-routes';
import { clientRoutes } from '../clients/routes';

/** Back-office utilities shared by both admin areas. */
export function adminRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  /** When the public site last rebuilt and whether one is pending (ADR 4). */
  app.get('/rebuild-status', requireRole('super_admin', 'admin'), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await readRebuildState(deps.db));
  });

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
  app.route('/inoreader', inoreaderAdminRoutes(deps));
  app.route('/audit', auditRoutes(deps));
  app.route('/privacy', privacyRoutes(deps));
  app.route('/clients', clientRoutes(deps, SUPER_ADMIN_CLIENTS));
  app.route('/renewals', renewalRoutes(deps, SUPER_ADMIN_CLIENTS));

  return app;
}
