import { Hono } from 'hono';
import { accountRoutes } from './account/routes';
import { adminRoutes } from './areas/admin';
import { agentRoutes } from './areas/agent';
import { analyticsRoutes } from './analytics/routes';
import { authRoutes } from './auth/routes';
import { leadRoutes } from './leads/routes';
import { chatRoutes } from './chat/routes';
import { rateRoutes } from './rates/routes';
import { calculatorRoutes } from './calculators/routes';
import { RATE_ALERT_CONFIRM_PATH, RATE_ALERT_ONE_CLICK_PATH, rateAlertRoutes } from './rate-alerts/routes';
import { NEWSLETTER_CONFIRM_PATH } from './leads/newsletter-confirm';
import { PRIVACY_CONFIRM_PATH, privacyRequestRoutes } from './privacy/public-routes';
import { loadSession } from './auth/guard';
import type { AppDeps, AppEnv } from './deps';
import { apiBodyLimit } from './http/body-limit';
import { csrfGuard } from './http/csrf';
import { jsonDepthGuard } from './http/json-depth';
import { configuredOrigins } from './http/request-origin';
import { errorBody, renderError } from './http/errors';
import { newsRoutes } from './news/routes';
import { uploadRoutes } from './storage/routes';
import { BORROWER_SIGN_IN_PATH, borrowerRoutes } from './borrower/routes';
import { borrowerBodyTooLarge, isBorrowerPath } from './borrower/refusals';
import { recordStaffActions } from './audit/record-staff-actions';

/**
 * The one API (ADR 1): web-standard handlers routed by Hono, mounted unchanged by the
 * Netlify function (netlify/functions/api.mts) and the Node host (server/). Each area adds one `route` line.
 */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>().basePath('/api');

  // Before anything reads a body: one size limit for every route (per-route overrides in http/body-limit.ts).
  // The borrower portal's plain forms are told "too large" on a page, never in JSON (ADR 52).
  app.use(
    '*',
    apiBodyLimit((c) => (isBorrowerPath(c.req.path) ? borrowerBodyTooLarge(c) : undefined)),
  );
  app.use(
    '*',
    csrfGuard({
      allowedOrigins: configuredOrigins(deps.env.SITE_URL, deps.env.ALLOWED_ORIGINS, deps.env.PLATFORM_ORIGINS),
      platformSiteName: deps.env.PLATFORM_SITE_NAME,
      trustProxy: deps.env.TRUST_PROXY,
      development: deps.env.NODE_ENV !== 'production',
      exemptPaths: [RATE_ALERT_ONE_CLICK_PATH],
      // Token pages send no Referrer, so their own buttons post with `Origin: null` (ADR 39).
      noReferrerFormPaths: [RATE_ALERT_CONFIRM_PATH, NEWSLETTER_CONFIRM_PATH, PRIVACY_CONFIRM_PATH, BORROWER_SIGN_IN_PATH],
    }),
  );
  app.use('*', jsonDepthGuard());
  app.use('*', loadSession(deps));
  app.use('*', recordStaffActions(deps));

  app.get('/health', (c) => c.json({ ok: true }));
  app.route('/auth', authRoutes(deps));
  app.route('/account', accountRoutes(deps));
  app.route('/chat', chatRoutes(deps));
  app.route('/admin', adminRoutes(deps));
  app.route('/agent', agentRoutes(deps));
  app.route('/leads', leadRoutes(deps));
  app.route('/analytics', analyticsRoutes(deps));
  app.route('/rates', rateRoutes(deps));
  // The calculators' answers to a form sent without JavaScript (ADR 58).
  app.route('/calculators', calculatorRoutes(deps));
  app.route('/rate-alerts', rateAlertRoutes(deps));
  app.route('/privacy-requests', privacyRequestRoutes(deps));

  app.route('/news', newsRoutes(deps));
  app.route('/uploads', uploadRoutes(deps));
  // The borrower portal (ADR 52): its own session and cookie, no staff route reads either.
  app.route('/my-file', borrowerRoutes(deps));

  app.notFound((c) => c.json(errorBody('not_found', 'Not found'), 404));
  app.onError((error, c) => renderError(c, error, deps.log.error));
  return app;
}

export type App = ReturnType<typeof createApp>;
