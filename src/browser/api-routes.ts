import { hc } from 'hono/client';
import type { AdminRoutes } from '../../functions/areas/admin';
import type { AgentRoutes } from '../../functions/areas/agent';
import type { AccountRoutes, AuthRoutes, ChatRoutes, LeadRoutes, NewsRoutes, RateRoutes, UploadRoutes } from '../../functions/areas/site';

/**
 * The typed API client (Hono's RPC client, ADR 56): `adminApi.services.$get(…)` is the route `GET /api/admin/services`,
 * its path, body and answer checked by the type checker against the router itself, so a call can be followed from a
 * button to its route and a renamed route fails the type check. Only types come from functions/ (erased at build);
 * the bundle carries hono/client's small proxy. Answers are read by `send` (api-client.ts): the one error body.
 */
const options = { headers: { Accept: 'application/json' } };

const ADMIN = '/api/admin';
const AGENT = '/api/agent';
const LEADS = '/api/leads';

export const adminApi = hc<AdminRoutes>(ADMIN, options);
export const agentApi = hc<AgentRoutes>(AGENT, options);
/** Sign-in and the session (`/api/auth`), and one's own account (`/api/account`): every staff role's. */
export const authApi = hc<AuthRoutes>('/api/auth', options);
export const accountApi = hc<AccountRoutes>('/api/account', options);
/** The back office's image uploads, as multipart form data (`form`). */
export const uploadApi = hc<UploadRoutes>('/api/uploads', options);
/** The public lead forms (and the staff's list of recent applications). */
export const leadsApi = hc<LeadRoutes>(LEADS, options);
/** The public rates (read by the rates island and the calculators, each checking every row it is given). */
export const ratesApi = hc<RateRoutes>('/api/rates', options);
/** The chat widget's one call (with its own fetch, timeout and cancel per call). */
export const chatApi = hc<ChatRoutes>('/api/chat', options);
/** The public news: the home page's latest, /mortgage-news's pages and their background enrichment. */
export const newsApi = hc<NewsRoutes>('/api/news', options);

/**
 * A link to a route (a CSV export or a file download in an `href`, which the browser asks, not fetch): the path
 * comes from the client's `$path({ param, query })`, typed like a call, and the area's base is put in front
 * (`$path` answers the path inside the area; `$url` needs an absolute base).
 */
export const adminHref = (path: string) => `${ADMIN}${path}`;
export const agentHref = (path: string) => `${AGENT}${path}`;
/** A lead form's native post (its `action` before hydration, ADR 58). */
export const leadsHref = (path: string) => `${LEADS}${path}`;
