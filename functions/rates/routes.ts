import { Hono } from 'hono';
import { loadPublicRates } from '../../db/queries/public-rates';
import { ratesQuerySchema } from '../../src/lib/schemas/rates';
import type { AppDeps, AppEnv } from '../deps';
import { readQuery } from '../http/validate';

/**
 * Public rates (spec sections 7 and 9), read by the rates island, the calculators and the chat assistant.
 * GET /api/rates?province=Ontario|ON -> { rates, asOf, isToday }. A minute of browser caching keeps province
 * switching instant while a refresh still sees a new scrape within a minute.
 */
export function rateRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    const { province } = readQuery(c, ratesQuerySchema);
    const body = await loadPublicRates(deps.db, { province, now: deps.now() });
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(body);
  });

  return app;
}
