import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { createOAuthState, readActiveInoreader, takeOAuthState, upsertInoreader } from '../../db/queries/inoreader-config';
import { listSources } from '../../db/queries/news-sources';
import { messages } from '../../src/lib/messages-staff';
import { inoreaderConfigSchema, type InoreaderConfigView } from '../../src/lib/schemas/news';
import { z } from '../../src/lib/schemas/zod';
import type { AppDeps, AppEnv } from '../deps';
import { badRequest, HttpError } from '../http/errors';
import { staffOnly } from '../auth/staff';
import { readJson } from '../http/validate';
import { jsonInput } from '../http/typed-input';
import { newsFeedUrls } from './default-feeds';
import { authorizeUrl, exchangeCode, inoreaderGet, InoreaderError, redirectUri } from './inoreader-client';
import { pollNews } from './poll-news';

const m = messages.backOffice.inoreader;
/** OAuth2 state lives ten minutes and is used once. */
const STATE_TTL_MS = 10 * 60_000;

const authorizeBody = z.object({ app_id: z.string().trim().min(1, m.connectNeedsApp).max(500), app_key: z.string().trim().max(500).optional().default('') });
const callbackBody = z.object({ code: z.string().trim().min(1).max(2000), state: z.string().trim().min(16).max(200) });

/** The configuration without its secrets: only whether each is stored. No route here ever returns a token. */
async function configView(deps: AppDeps): Promise<InoreaderConfigView> {
  const config = await readActiveInoreader(deps.db);
  return {
    configured: Boolean(config),
    app_id: config?.appId ?? '',
    user_id: config?.userId ?? '',
    has_app_key: Boolean(config?.appKey),
    has_access_token: Boolean(config?.accessToken),
    has_refresh_token: Boolean(config?.refreshToken),
    token_expires_at: config?.tokenExpiresAt ?? null,
    backoff_until: config?.backoffUntil ?? null,
    usage: config?.usage ?? null,
    updated_at: config?.updatedAt ?? null,
    redirect_uri: redirectUri(deps.env),
  };
}

const saveFailed = (error: unknown, deps: AppDeps) => {
  if (error instanceof HttpError) return error;
  deps.log.error('inoreader config save failed', { error: error instanceof Error ? error.message : String(error) });
  return new HttpError(500, 'server_error', m.saveFailed);
};

/** The super admin's Inoreader tab (docs/product/back-office-news.md#configuration-form: configuration form, connection test, OAuth2 flow). */
export function inoreaderAdminRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .use('*', staffOnly('super_admin'))
      .get('/config', async (c) => c.json(await configView(deps)))
      /** docs/product/back-office-news.md#configuration-form: upsert the active config. Empty secrets keep the stored ones (they are never sent out). */
      .put('/config', jsonInput(inoreaderConfigSchema), async (c) => {
        // Any missing field answers the product's one message, with each missing field named for the form (docs/product/back-office-news.md#inoreader-tab).
        const input = await readJson(c, inoreaderConfigSchema).catch((error: unknown) => {
          throw error instanceof HttpError && error.fields ? badRequest(m.required, error.fields) : error;
        });
        const current = await readActiveInoreader(deps.db);
        const appKey = input.app_key || current?.appKey || '';
        const accessToken = input.access_token || current?.accessToken || '';
        const missing: Record<string, string> = {};
        if (!appKey) missing.app_key = m.required;
        if (!accessToken) missing.access_token = m.required;
        if (Object.keys(missing).length > 0) throw badRequest(m.required, missing);
        try {
          await upsertInoreader(deps.db, { appId: input.app_id, appKey, accessToken, userId: input.user_id }, deps.now().toISOString());
        } catch (error) {
          throw saveFailed(error, deps);
        }
        return c.json(await configView(deps));
      })
      /** Starts the OAuth2 flow: a single-use state stored here, the consent page's address answered. */
      .post('/authorize', jsonInput(authorizeBody), async (c) => {
        const input = await readJson(c, authorizeBody);
        const current = await readActiveInoreader(deps.db);
        const appKey = input.app_key || (current?.appId === input.app_id ? current.appKey : '');
        if (!appKey) throw badRequest(m.connectNeedsApp, { app_key: m.required });
        const state = randomBytes(24).toString('base64url');
        const now = deps.now();
        await createOAuthState(
          deps.db,
          { state, appId: input.app_id, appKey, createdBy: c.get('user')!.id, expiresAt: new Date(now.getTime() + STATE_TTL_MS).toISOString() },
          now.toISOString(),
        );
        return c.json({ url: authorizeUrl(deps.env, input.app_id, state) });
      })
      /** /admin/inoreader-callback posts here: state checked (single use, unexpired, same admin), code exchanged. */
      .post('/callback', jsonInput(callbackBody), async (c) => {
        const input = await readJson(c, callbackBody);
        const now = deps.now();
        const pending = await takeOAuthState(deps.db, input.state, c.get('user')!.id, now.toISOString());
        if (!pending) throw new HttpError(400, 'invalid_state', m.stateInvalid);
        try {
          const tokens = await exchangeCode(deps, { appId: pending.appId, appKey: pending.appKey, code: input.code });
          // The token is stored first, so the user-info call below runs with it (and counts against the same quota).
          await upsertInoreader(deps.db, { appId: pending.appId, appKey: pending.appKey, userId: 'pending', ...tokens }, now.toISOString());
          const info = (await inoreaderGet(deps, 'user-info', {}, { ignoreBackoff: true })) as { userId?: unknown };
          const config = (await readActiveInoreader(deps.db))!;
          await upsertInoreader(
            deps.db,
            { appId: config.appId, appKey: config.appKey, accessToken: config.accessToken, userId: String(info.userId ?? '') || 'unknown' },
            now.toISOString(),
          );
        } catch (error) {
          deps.log.warn('inoreader oauth failed', { error: error instanceof Error ? error.message : String(error) });
          throw new HttpError(502, 'oauth_failed', m.callbackFailed);
        }
        return c.json({ connected: true, config: await configView(deps) });
      })
      /** Connection test (docs/product/back-office-news.md#connection-test: unknown, success, error): one user-info call with the stored credentials. */
      .post('/test', async (c) => {
        try {
          const info = (await inoreaderGet(deps, 'user-info', {}, { ignoreBackoff: true })) as { userId?: unknown; userName?: unknown };
          return c.json({ success: true, message: m.testSuccess, user_name: typeof info.userName === 'string' ? info.userName : null });
        } catch (error) {
          const reason = error instanceof InoreaderError ? error.message : 'Unexpected error';
          return c.json({ success: false, message: m.testFailed, detail: m.testFailedDetail, reason });
        }
      })
      /** "Fetch news now": the same poll as the schedule, run at once. */
      .post('/poll', async (c) => c.json(await pollNews(deps, { force: true })))
      .get('/sources', async (c) => {
        const stored = await listSources(deps.db);
        const feeds = newsFeedUrls(deps.env.NEWS_FEED_URLS);
        const byUrl = new Map(stored.map((s) => [s.url, s]));
        const empty = (url: string, kind: 'feed' | 'inoreader') => ({
          url,
          kind,
          last_polled_at: null,
          last_success_at: null,
          last_error: null,
          last_count: 0,
        });
        const sources = [...stored.filter((s) => s.kind === 'inoreader'), ...feeds.map((url) => byUrl.get(url) ?? empty(url, 'feed'))];
        return c.json({ sources, poll_minutes: deps.env.NEWS_POLL_MINUTES });
      })
  );
}
