import { Hono } from 'hono';
import { listRateScrapes } from '../../db/queries/rate-scrapes';
import { countRatesOfDay, listActiveProvinceRates } from '../../db/queries/rates-current';
import { messages } from '../../src/lib/messages-staff';
import { DEFAULT_PROVINCE_NAME } from '../../src/lib/provinces';
import { z } from '../../src/lib/schemas/zod';
import type { AppDeps, AppEnv } from '../deps';
import { crudRoutes } from '../resources/crud-routes';
import { staffOnly } from '../auth/staff';
import { jsonInput, queryInput } from '../http/typed-input';
import { readJson } from '../http/validate';
import { torontoDay } from '../../src/lib/rates/select-rates';
import { torontoDayBounds, torontoToday } from '../shared/toronto-time';
import { MANAGE_ACTIONS, manageRates } from './manage-rates';
import { ratesResource } from './rates-resource';
import { scrapeRates } from './scrape-rates';

const manageBody = z.object({ action: z.enum(MANAGE_ACTIONS, { error: 'Use deactivate_old_rates or activate_current_rates.' }) });

/**
 * /api/admin/rates (super admin only): the Rates tab's resource plus the pipeline's actions and the debug tabs'
 * view. The fixed paths are registered before the resource so '/scrape' or '/debug' is never read as an id.
 * scrape and manage answer 200 with the product's body; `success` says whether it worked (docs/product/back-office-rates.md#manage-rates).
 */
export function adminRateRoutes(deps: AppDeps) {
  const superAdmin = staffOnly('super_admin');

  return (
    new Hono<AppEnv>()
      .post('/scrape', superAdmin, queryInput<{ dry_run?: string }>(), async (c) => {
        const dryRun = ['1', 'true'].includes(c.req.query('dry_run') ?? '');
        return c.json(await scrapeRates(deps, { trigger: 'admin', dryRun }));
      })
      .post('/manage', superAdmin, jsonInput(manageBody), async (c) => {
        const { action } = await readJson(c, manageBody);
        return c.json(await manageRates(deps, action));
      })
      /** Debug Rates, Ontario Test, Current Rates and Scrape Test read this: what the pipeline last saw and holds now. */
      .get('/debug', superAdmin, async (c) => {
        const now = deps.now();
        const today = torontoToday(now);
        const counts = await countRatesOfDay(deps.db, torontoDayBounds(today));
        const province = await listActiveProvinceRates(deps.db, DEFAULT_PROVINCE_NAME);
        const scrapes = await listRateScrapes(deps.db, 10);
        const lastRun = scrapes.find((scrape) => !scrape.dry_run) ?? null;
        return c.json({
          today,
          now: now.toISOString(),
          source: { adapter: deps.env.RATES_SOURCE_ADAPTER, url: deps.env.RATES_SOURCE_URL ?? null, posted_url: deps.env.RATES_POSTED_URL ?? null },
          refresh_time: deps.env.RATES_REFRESH_TIME,
          counts: { total_today: counts.totalToday, active: counts.active, active_today: counts.activeToday, active_older: counts.activeOlder },
          // docs/product/back-office-rates.md#current-date-rule: only current-date rates are active. False with old rates still on (e.g. after a failed night).
          only_today_active: counts.active > 0 && counts.activeOlder === 0,
          has_rates_today: counts.activeToday > 0,
          // The visible warning after a failed night: the site shows older rates and staff were told.
          stale: counts.activeToday === 0 && counts.active > 0,
          empty: counts.active === 0,
          empty_message: counts.active === 0 ? messages.backOffice.rates.empty : null,
          last_scrape: lastRun,
          scrapes,
          ontario: province.map((rate) => ({ ...rate, date: torontoDay(rate.scraped_at), is_today: torontoDay(rate.scraped_at) === today })),
        });
      })
      .route('/', crudRoutes(deps, ratesResource))
  );
}
