import { request as httpRequest } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../../functions/app';
import { createUser } from '../../../functions/auth/create-user';
import { SESSION_ABSOLUTE_LIFETIME_SECONDS } from '../../../functions/auth/sessions';
import { createSiteApp } from '../../../server/site-app';
import { sessionCookieFrom, startTestApi, type TestApi } from '../../helpers/test-api';

const agent = { email: 'agent@example.test', password: 'agent-password-1', role: 'agent' as const, name: 'Alex Agent' };
const credentials = { email: agent.email, password: agent.password };

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function signedIn(options: Parameters<typeof startTestApi>[0] = {}) {
  api = await startTestApi(options);
  await createUser(api.db, agent);
  return sessionCookieFrom(await api.request('/api/auth/sign-in', { method: 'POST', json: credentials }));
}

/** A raw HTTP request, so the Host header can be what a DNS-rebinding page would send. */
function rawPost(baseUrl: string, path: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, baseUrl), { method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('sessions', () => {
  it('sign-out with only the session id (wrong secret) ends nothing', async () => {
    const cookie = await signedIn();
    const forged = `${cookie.split('.')[0]}.aaaaaaaaaaaaaaaaaaaaaaaa`;
    expect((await api!.request('/api/auth/sign-out', { method: 'POST', headers: { cookie: forged } })).status).toBe(200);
    expect((await api!.request('/api/auth/me', { headers: { cookie } })).status).toBe(200);
  });

  it('ends a session at its absolute lifetime even when it is used every day', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const cookie = await signedIn({ deps: { now: () => now } });
    const day = 24 * 60 * 60 * 1000;
    for (let days = 20; days * day < SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000; days += 20) {
      now = new Date(Date.parse('2026-01-01T00:00:00Z') + days * day);
      expect((await api!.request('/api/auth/me', { headers: { cookie } })).status).toBe(200);
    }
    now = new Date(Date.parse('2026-01-01T00:00:00Z') + SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000 + 1000);
    expect((await api!.request('/api/auth/me', { headers: { cookie } })).status).toBe(401);
  });
});

describe('only what the deployment says is trusted (finding 5)', () => {
  it('with TRUST_PROXY off, X-Forwarded-Host/Proto neither pass the CSRF check nor make the cookie Secure', async () => {
    api = await startTestApi();
    await createUser(api.db, agent);
    const forwarded = await api.request('/api/auth/sign-in', {
      method: 'POST',
      json: credentials,
      headers: { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(forwarded.status).toBe(403);
    const plain = await api.request('/api/auth/sign-in', { method: 'POST', json: credentials, headers: { 'x-forwarded-proto': 'https' } });
    expect(plain.status).toBe(200);
    expect(plain.headers.getSetCookie().find((c) => c.startsWith('session='))).not.toMatch(/Secure/);
  });

  it('refuses a DNS-rebinding request: its own Host and a matching Origin are not enough', async () => {
    api = await startTestApi();
    const port = new URL(api.baseUrl).port;
    const status = await rawPost(
      api.baseUrl,
      '/api/auth/sign-in',
      { host: `rebind.evil.example:${port}`, origin: `http://rebind.evil.example:${port}` },
      JSON.stringify(credentials),
    );
    expect(status).toBe(403);
  });

  it('accepts the listening socket as an origin in development only; production needs SITE_URL or ALLOWED_ORIGINS', async () => {
    api = await startTestApi({ env: { NODE_ENV: 'production' } });
    expect((await api.request('/api/auth/sign-in', { method: 'POST', json: credentials })).status).toBe(403);
    await api.close();
    api = await startTestApi({ env: { NODE_ENV: 'production', SITE_URL: 'https://brokerage.example', ALLOWED_ORIGINS: 'https://preview.brokerage.example' } });
    await createUser(api.db, agent);
    for (const origin of ['https://brokerage.example', 'https://preview.brokerage.example']) {
      expect((await api.request('/api/auth/sign-in', { method: 'POST', json: credentials, headers: { origin } })).status).toBe(200);
    }
    for (const origin of ['null', api.baseUrl, 'https://brokerage.example.evil.example']) {
      expect((await api.request('/api/auth/sign-in', { method: 'POST', json: credentials, headers: { origin } })).status).toBe(403);
    }
  });

  it('sends HSTS only on trusted https, and never serves build files such as /_redirects', async () => {
    api = await startTestApi();
    const siteDir = mkdtempSync(join(tmpdir(), 'site-sec-'));
    try {
      mkdirSync(join(siteDir, '_astro'));
      mkdirSync(join(siteDir, '.netlify'));
      writeFileSync(join(siteDir, 'index.html'), '<h1>Home</h1>');
      writeFileSync(join(siteDir, '404.html'), 'Oops');
      writeFileSync(join(siteDir, '_astro', 'app.js'), 'ok');
      writeFileSync(join(siteDir, '_redirects'), '/secret-admin-path /super-admin 301\n');
      writeFileSync(join(siteDir, '_headers'), '/*\n  X-Test: 1\n');
      writeFileSync(join(siteDir, '.netlify', 'state.json'), '{"siteId":"x"}');
      const untrusted = createSiteApp({ api: createApp(api.deps), siteDir, log: api.deps.log });
      const trusted = createSiteApp({ api: createApp(api.deps), siteDir, log: api.deps.log, trustProxy: true });
      const proto = { 'x-forwarded-proto': 'https' };
      expect((await untrusted.request('http://localhost/', { headers: proto })).headers.get('strict-transport-security')).toBeNull();
      expect((await trusted.request('http://localhost/', { headers: proto })).headers.get('strict-transport-security')).toContain('max-age=');
      for (const path of ['/_redirects', '/_headers', '/.netlify/state.json', '/%5Fredirects']) {
        const response = await untrusted.request(`http://localhost${path}`);
        expect(response.status, path).toBe(404);
        expect(await response.text()).toBe('Oops');
      }
      expect((await untrusted.request('http://localhost/_astro/app.js')).status).toBe(200);
    } finally {
      rmSync(siteDir, { recursive: true, force: true });
    }
  });
});
