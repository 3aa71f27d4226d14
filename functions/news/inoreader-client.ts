import { readActiveInoreader, saveInoreaderTokens, saveInoreaderUsage, type InoreaderSecrets } from '../../db/queries/inoreader-config';
import type { AppDeps } from '../deps';
import { createOutsideFetch, type OutsideFetch } from '../http/outside-fetch';
import { FETCH_TIMEOUT_MS } from './fetch-capped';

/**
 * Inoreader's documented contract: OAuth2 (consent page, code exchange, refresh) and the reader API with a Bearer
 * token. Quotas are small (about 100 zone-1 reads a day by default), so every answer's usage headers are stored and
 * calls stop until the reset when a 429 arrives or the zone is nearly used up. Tokens never leave this module's
 * callers on the server.
 */
type Deps = Pick<AppDeps, 'db' | 'env' | 'now' | 'log' | 'resolveHost'>;

/** Inoreader's API and OAuth bases are the only origins that may be private (tests run a local fake there). */
function inoreaderFetch(deps: Deps): OutsideFetch {
  return createOutsideFetch({ trustedUrls: [deps.env.INOREADER_API_URL, deps.env.INOREADER_OAUTH_URL], resolveHost: deps.resolveHost });
}

export const INOREADER_SCOPE = 'read';
/** Refresh this long before the token expires, so a poll never starts with a token about to lapse. */
const REFRESH_MARGIN_MS = 5 * 60_000;
/** Stop at this share of a zone's daily limit; the rest is left for the connection test and the next day's start. */
const USAGE_CEILING = 0.9;
const DEFAULT_BACKOFF_S = 3600;

export class InoreaderError extends Error {
  constructor(
    message: string,
    readonly kind: 'not_configured' | 'backoff' | 'auth' | 'rate_limited' | 'http' | 'network',
  ) {
    super(message);
  }
}

export interface TokenSet {
  accessToken: string;
  refreshToken: string | null;
  tokenExpiresAt: string | null;
}

export function redirectUri(env: AppDeps['env']): string {
  return new URL('/admin/inoreader-callback', env.SITE_URL).href;
}

export function authorizeUrl(env: AppDeps['env'], appId: string, state: string): string {
  const url = new URL(`${env.INOREADER_OAUTH_URL.replace(/\/$/, '')}/auth`);
  url.search = new URLSearchParams({ client_id: appId, redirect_uri: redirectUri(env), response_type: 'code', scope: INOREADER_SCOPE, state }).toString();
  return url.href;
}

async function tokenRequest(deps: Deps, form: Record<string, string>): Promise<TokenSet> {
  let response: Response;
  try {
    response = await inoreaderFetch(deps)(`${deps.env.INOREADER_OAUTH_URL.replace(/\/$/, '')}/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
  } catch (error) {
    throw new InoreaderError(`Token endpoint unreachable: ${error instanceof Error ? error.message : String(error)}`, 'network');
  }
  const body = (await response.json().catch(() => null)) as { access_token?: unknown; refresh_token?: unknown; expires_in?: unknown } | null;
  if (!response.ok || typeof body?.access_token !== 'string' || !body.access_token) {
    throw new InoreaderError(`Token endpoint answered ${response.status}`, 'auth');
  }
  const expiresIn = Number(body.expires_in);
  return {
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === 'string' && body.refresh_token ? body.refresh_token : null,
    tokenExpiresAt: Number.isFinite(expiresIn) && expiresIn > 0 ? new Date(deps.now().getTime() + expiresIn * 1000).toISOString() : null,
  };
}

export function exchangeCode(deps: Deps, input: { appId: string; appKey: string; code: string }): Promise<TokenSet> {
  return tokenRequest(deps, {
    code: input.code,
    redirect_uri: redirectUri(deps.env),
    client_id: input.appId,
    client_secret: input.appKey,
    scope: '',
    grant_type: 'authorization_code',
  });
}

async function refresh(deps: Deps, config: InoreaderSecrets): Promise<InoreaderSecrets> {
  if (!config.refreshToken) throw new InoreaderError('The access token expired and there is no refresh token; connect again.', 'auth');
  const tokens = await tokenRequest(deps, {
    client_id: config.appId,
    client_secret: config.appKey,
    grant_type: 'refresh_token',
    refresh_token: config.refreshToken,
  });
  await saveInoreaderTokens(deps.db, config.id, tokens, deps.now().toISOString());
  return { ...config, ...tokens, refreshToken: tokens.refreshToken ?? config.refreshToken };
}

const header = (response: Response, name: string) => {
  const value = Number(response.headers.get(name));
  return response.headers.has(name) && Number.isFinite(value) ? value : null;
};

/** Stores the usage headers; answers the instant calls must wait for (null when free to go on). */
async function recordUsage(deps: Deps, config: InoreaderSecrets, response: Response): Promise<string | null> {
  const usage: Record<string, number> = {};
  for (const name of ['X-Reader-Zone1-Limit', 'X-Reader-Zone1-Usage', 'X-Reader-Zone2-Limit', 'X-Reader-Zone2-Usage', 'X-Reader-Limits-Reset-After']) {
    const value = header(response, name);
    if (value !== null) usage[name] = value;
  }
  const resetAfter = usage['X-Reader-Limits-Reset-After'] ?? header(response, 'Retry-After') ?? DEFAULT_BACKOFF_S;
  const limit = usage['X-Reader-Zone1-Limit'];
  const used = usage['X-Reader-Zone1-Usage'];
  const exhausted = response.status === 429 || (limit !== undefined && used !== undefined && limit > 0 && used >= limit * USAGE_CEILING);
  const until = exhausted ? new Date(deps.now().getTime() + resetAfter * 1000).toISOString() : null;
  await saveInoreaderUsage(deps.db, config.id, Object.keys(usage).length ? usage : null, until);
  if (until) deps.log.warn('inoreader quota: backing off', { until, status: response.status, usage });
  return until;
}

/**
 * One GET on the reader API with the active configuration: refreshes an expiring token first, refreshes once more
 * on a 401, and honours the back-off. `ignoreBackoff` is for the staff's connection test only.
 */
export async function inoreaderGet(
  deps: Deps,
  path: string,
  query: Record<string, string> = {},
  options: { ignoreBackoff?: boolean; timeoutMs?: number } = {},
): Promise<unknown> {
  let config = await readActiveInoreader(deps.db);
  if (!config) throw new InoreaderError('Inoreader is not configured.', 'not_configured');
  const now = deps.now().getTime();
  if (!options.ignoreBackoff && config.backoffUntil && Date.parse(config.backoffUntil) > now) {
    throw new InoreaderError(`Inoreader quota reached; waiting until ${config.backoffUntil}.`, 'backoff');
  }
  if (config.refreshToken && config.tokenExpiresAt && Date.parse(config.tokenExpiresAt) - now < REFRESH_MARGIN_MS) config = await refresh(deps, config);

  const url = new URL(`${deps.env.INOREADER_API_URL.replace(/\/$/, '')}/${path.replace(/^\//, '')}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const fetchChecked = inoreaderFetch(deps);
  const call = (token: string) =>
    fetchChecked(url, {
      headers: { Authorization: `Bearer ${token}`, AppId: config!.appId, AppKey: config!.appKey, Accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS),
    });

  let response: Response;
  try {
    response = await call(config.accessToken);
    if (response.status === 401 && config.refreshToken) {
      config = await refresh(deps, config);
      response = await call(config.accessToken);
    }
  } catch (error) {
    if (error instanceof InoreaderError) throw error;
    throw new InoreaderError(`Inoreader unreachable: ${error instanceof Error ? error.message : String(error)}`, 'network');
  }
  await recordUsage(deps, config, response);
  if (response.status === 429) throw new InoreaderError('Inoreader rate limit reached (429).', 'rate_limited');
  if (response.status === 401 || response.status === 403) throw new InoreaderError(`Inoreader refused the credentials (${response.status}).`, 'auth');
  if (!response.ok) throw new InoreaderError(`Inoreader answered ${response.status}.`, 'http');
  const body = (await response.json().catch(() => null)) as unknown;
  if (body === null) throw new InoreaderError('Inoreader answered something other than JSON.', 'http');
  return body;
}
