import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimitFor } from '../../functions/http/body-limit';
import { MAX_JSON_DEPTH } from '../../functions/http/json-depth';
import { RATE_ALERT_ONE_CLICK_PATH } from '../../functions/rate-alerts/routes';
import { startTestApi, type TestApi } from '../helpers/test-api';
import { listApiRoutes, requestMethod, samplePath, sendRaw, type ApiRoute } from './support/api-surface';

/**
 * every state-changing route (anything but GET/HEAD/OPTIONS) from the app's route table gets
 * the cross-site cases, a body over its limit and a body nested past the depth bound.
 */
let api: TestApi;
let writes: ApiRoute[];
beforeAll(async () => {
  api = await startTestApi({ env: { LEAD_FORM_LIMIT_PER_IP: '100000' } });
  writes = listApiRoutes(api).filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(requestMethod(r)));
});
afterAll(() => api.close());

const send = async (route: ApiRoute, headers: Record<string, string>, body = '{}') => {
  const response = await fetch(`${api.baseUrl}${samplePath(route.path)}`, {
    method: requestMethod(route),
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  await response.arrayBuffer();
  return response.status;
};

/** Borrower forms whose oversized body returns to the file page (functions/borrower/refusals.ts). */
const BORROWER_PAGE_REFUSALS = new Set(['POST /api/my-file/needs/:needId/uploads', 'POST /api/my-file/messages']);

describe('every non-GET route', () => {
  it('there are state-changing routes to check', () => {
    expect(writes.length).toBeGreaterThan(10);
  });

  it('refuses a foreign, missing or "null" Origin, and a browser-declared cross-site request, with 403', async () => {
    const cases: Record<string, Record<string, string>> = {
      foreign: { origin: 'https://evil.example' },
      missing: {},
      null: { origin: 'null' },
      crossSite: { origin: api.baseUrl, 'sec-fetch-site': 'cross-site' },
      forwardedHost: { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    };
    const problems: string[] = [];
    for (const route of writes) {
      // RFC 8058 one-click unsubscribe comes from a mail provider's server with no Origin: its token authorises it
      // (ADR 24), so instead of 403 it must refuse any request without a valid token, changing nothing.
      const expected = route.path === RATE_ALERT_ONE_CLICK_PATH ? 404 : 403;
      for (const [name, headers] of Object.entries(cases)) {
        const status = await send(route, headers);
        if (status !== expected) problems.push(`${route.key} with ${name} origin: ${status}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('refuses a body one byte over its limit with 413 (a borrower upload or message: back to the file page)', async () => {
    const problems: string[] = [];
    for (const route of writes) {
      const limit = bodyLimitFor(samplePath(route.path));
      const url = `${api.baseUrl}${samplePath(route.path)}`;
      const status = await sendRaw(url, requestMethod(route), { origin: api.baseUrl, 'content-type': 'application/json' }, `"${'x'.repeat(limit - 1)}"`);
      // The borrower portal's upload and message forms are plain HTML: their refusal returns the browser to the file
      // page with "too large" (303), never JSON (ADR 52). Every other write answers 413.
      const expected = BORROWER_PAGE_REFUSALS.has(route.key) ? 303 : 413;
      if (status !== expected) problems.push(`${route.key} (limit ${limit}): ${status}`);
    }
    expect(problems).toEqual([]);
  });

  it(`answers JSON nested deeper than ${MAX_JSON_DEPTH} levels with 400, never 500`, async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const justOver = `${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`;
    const problems: string[] = [];
    for (const route of writes) {
      for (const body of [deep, justOver]) {
        const status = await send(route, { origin: api.baseUrl }, body);
        if (status !== 400) problems.push(`${route.key} (${body.length} bytes): ${status}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
