import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../helpers/test-api';
import { ROLES, ROUTE_EXPECTATIONS } from './route-expectations';
import { Hono } from 'hono';
import { createRoleUsers, listApiRoutes, listRoutesOf, requestMethod, samplePath, type ApiRoute } from './support/api-surface';

/**
 * every API route from the app's own route table × {anonymous, agent, admin, super admin}.
 * Allowed: anything but 401/403 (a 400 for an empty body is fine) and never a 5xx. Not allowed: anonymous 401,
 * a signed-in wrong role 403.
 */
let api: TestApi;
let routes: ApiRoute[];
let users: Awaited<ReturnType<typeof createRoleUsers>>;

beforeAll(async () => {
  api = await startTestApi({ env: { LEAD_FORM_LIMIT_PER_IP: '100000' } });
  users = await createRoleUsers(api);
  routes = listApiRoutes(api);
});
afterAll(() => api.close());

describe('route table', () => {
  it('has an expectation for every API route (add new routes to tests/security/route-expectations.ts)', () => {
    const missing = routes.map((r) => r.key).filter((key) => !(key in ROUTE_EXPECTATIONS));
    expect(missing, `routes without an expectation: ${missing.join(', ')}`).toEqual([]);
  });

  it('leaves out only middleware: a wildcard endpoint counts as a route', () => {
    const app = new Hono().use('*', async (_c, next) => next()).all('/files/*', (c) => c.text('a catch-all endpoint'));
    expect(listRoutesOf(app).map((r) => r.key)).toEqual(['ALL /files/*']);
  });

  it('lists no route the app no longer has', () => {
    const present = new Set(routes.map((r) => r.key));
    expect(Object.keys(ROUTE_EXPECTATIONS).filter((key) => !present.has(key))).toEqual([]);
  });
});

describe('route × role', () => {
  it('answers every route as its expectation says, for every role', async () => {
    const problems: string[] = [];
    let staffSuccesses = 0;
    for (const route of routes) {
      const allowed = ROUTE_EXPECTATIONS[route.key];
      if (!allowed) continue; // reported by the route-table test
      for (const role of ROLES) {
        const method = requestMethod(route);
        const headers: Record<string, string> = { ...(await users.cookieFor(role)) };
        const init: RequestInit = { method, headers };
        if (method !== 'GET' && method !== 'HEAD') {
          headers['content-type'] = 'application/json';
          init.body = '{}';
        }
        const response = await api.request(samplePath(route.path), init);
        await response.arrayBuffer();
        const status = response.status;
        // A borrower is anonymous to staff routes (ADR 52): only a borrower route knows the borrower cookie.
        const anonymousHere = role === 'anonymous' || (role === 'borrower' && !allowed.includes('borrower'));
        const expected = allowed.includes(role) ? 'allowed' : anonymousHere ? 401 : 403;
        const ok = expected === 'allowed' ? status !== 401 && status !== 403 && status < 500 : status === expected;
        if (role !== 'anonymous' && role !== 'borrower' && status < 300 && !ROUTE_EXPECTATIONS[route.key]!.includes('anonymous')) staffSuccesses++;
        if (!ok) problems.push(`${route.key} as ${role}: ${status}, expected ${expected === 'allowed' ? 'not 401/403/5xx' : expected}`);
      }
    }
    expect(problems).toEqual([]);
    // The sessions really sign staff in: some staff-only reads succeed outright.
    expect(staffSuccesses).toBeGreaterThan(5);
    // Every route times five roles (the borrower's added by ADR 52): measured 8 to 18 s on a busy two-core machine.
  }, 60_000);
});
