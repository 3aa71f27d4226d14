import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { bodyLimitFor } from '../../../../functions/http/body-limit';
import { jsonNestingDepth } from '../../../../functions/http/json-depth';
import { configuredOrigins, isAllowedOrigin, type OriginPolicy } from '../../../../functions/http/request-origin';

/** Runs isAllowedOrigin inside a real Hono context with the given socket bindings. */
async function allowed(
  origin: string,
  policy: Partial<OriginPolicy>,
  socket: { localAddress?: string; localPort?: number },
  url = 'http://127.0.0.1:4321/api/x',
) {
  const app = new Hono();
  const full: OriginPolicy = { allowedOrigins: [], trustProxy: false, development: true, ...policy };
  app.post('*', (c) => c.json(isAllowedOrigin(c, origin, full)));
  return (await app.request(url, { method: 'POST' }, socket)).json();
}

describe('allowed origins', () => {
  it('normalizes SITE_URL and ALLOWED_ORIGINS to origins and skips junk', () => {
    expect(configuredOrigins('https://brokerage.example/path/', ' https://preview.example , not a url,')).toEqual([
      'https://brokerage.example',
      'https://preview.example',
    ]);
  });

  it('accepts the listening socket (and its loopback names) only in development', async () => {
    const socket = { localAddress: '127.0.0.1', localPort: 4321 };
    expect(await allowed('http://127.0.0.1:4321', {}, socket)).toBe(true);
    expect(await allowed('http://localhost:4321', {}, socket)).toBe(true);
    expect(await allowed('http://127.0.0.1:4322', {}, socket)).toBe(false);
    expect(await allowed('https://127.0.0.1:4321', {}, socket)).toBe(false);
    expect(await allowed('http://rebind.evil.example:4321', {}, socket)).toBe(false);
    expect(await allowed('http://127.0.0.1:4321', { development: false }, socket)).toBe(false);
    expect(await allowed('http://127.0.0.1:4321', {}, {})).toBe(false);
    expect(await allowed('http://localhost:4321', {}, { localAddress: '::ffff:127.0.0.1', localPort: 4321 })).toBe(true);
  });

  it('always accepts the configured origins, and nothing close to them', async () => {
    const policy = { allowedOrigins: ['https://brokerage.example'], development: false };
    expect(await allowed('https://brokerage.example', policy, {})).toBe(true);
    expect(await allowed('https://brokerage.example.evil.example', policy, {})).toBe(false);
    expect(await allowed('null', policy, {})).toBe(false);
  });
});

describe('body limits and JSON depth', () => {
  it('looks each path up in the one table', () => {
    expect(bodyLimitFor('/api/uploads/agent-photos')).toBe(4_500_000);
    expect(bodyLimitFor('/api/leads/contact')).toBe(32 * 1024);
    expect(bodyLimitFor('/api/chat')).toBe(512 * 1024);
  });

  it('counts nesting in one pass, ignoring brackets inside strings', () => {
    expect(jsonNestingDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonNestingDepth('{"a":"[[[[{{{{\\"]]]"}')).toBe(1);
    expect(jsonNestingDepth('1')).toBe(0);
    expect(jsonNestingDepth('['.repeat(100_000))).toBe(100_000);
  });
});
