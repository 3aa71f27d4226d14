import { Hono } from 'hono';
import { loadPublicRates } from '../../db/queries/public-rates';
import { ratesQuerySchema } from '../../src/lib/schemas/rates';
import type { AppDeps, AppEnv } from '../deps';
import { queryInput } from '../http/typed-input';
import { readQuery } from '../http/validate';
import { renderProvinceRates } from './province-page';
import { refreshIfStale } from './refresh-if-stale';

/**
 * Public rates (docs/product/rates.md#rates-read), read by the rates island, the calculators and the chat assistant.
 * GET /api/rates?province=Ontario|ON -> { rates, as_of, is_today }. A minute of browser caching keeps province
 * switching instant while a refresh still sees a new scrape within a minute.
 */
export function rateRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .get('/', queryInput<{ province?: string }>(), async (c) => {
        const { province } = readQuery(c, ratesQuerySchema);
        const body = await loadPublicRates(deps.db, { province, now: deps.now() });
        c.header('Cache-Control', 'public, max-age=60');
        return c.json(body);
      })
      // The province select sent without JavaScript (ADR 58): the province's rates as plain HTML.
      .get('/province', async (c) => {
        const { status, html } = await renderProvinceRates(deps, c.req.query('province'));
        c.header('Cache-Control', 'public, max-age=60');
        return c.html(html, status);
      })
      /**
       * POST /api/rates/refresh-if-stale: the island asks once when it sees no rates for today. Public, answered at
       * once, throttled server-side to one real attempt per window. On a host that can keep work alive after the answer
       * (Hono's executionCtx.waitUntil, e.g. Netlify), the refresh is handed to it; the Node host simply keeps running it.
       */
      .post('/refresh-if-stale', async (c) => {
        const answer = await refreshIfStale(deps, (work) => {
          try {
            c.executionCtx.waitUntil(work);
          } catch {
            // No execution context (Node host, tests): the promise runs on by itself.
          }
        });
        c.header('Cache-Control', 'no-store');
        return c.json(answer, answer.action === 'refresh_started' ? 202 : 200);
      })
  );
}
