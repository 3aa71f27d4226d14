import { hc } from 'hono/client';
import type { AdminRoutes } from '../../functions/areas/admin';
import type { AgentRoutes } from '../../functions/areas/agent';
import type { AccountRoutes, AuthRoutes, UploadRoutes } from '../../functions/areas/site';
import type { TestApi } from './test-api';

/**
 * The islands' typed clients (src/browser/api-routes.ts, ADR 56) against a test API: the same route types, with the
 * test server's origin and, when given, a session cookie (the browser sends both on its own).
 */
export function typedClients(api: TestApi, cookie?: string) {
  const options = { headers: { Accept: 'application/json', origin: api.baseUrl, ...(cookie ? { cookie } : {}) } };
  return {
    admin: hc<AdminRoutes>(`${api.baseUrl}/api/admin`, options),
    agent: hc<AgentRoutes>(`${api.baseUrl}/api/agent`, options),
    auth: hc<AuthRoutes>(`${api.baseUrl}/api/auth`, options),
    account: hc<AccountRoutes>(`${api.baseUrl}/api/account`, options),
    uploads: hc<UploadRoutes>(`${api.baseUrl}/api/uploads`, options),
  };
}
