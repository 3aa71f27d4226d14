import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../functions/app';
import { clientIp, type ProxyTrust } from '../../functions/http/client-ip';
import { startTestApi, type TestApi } from '../helpers/test-api';
import { contactBody } from '../integration/leads/lead-helpers';

/**
 * X-Forwarded-For behind an appending proxy (ADR 40): the client writes the left part of the header, each trusted
 * proxy appends the address it saw. Rotating the first entry must buy neither fresh rate-limit counters nor a false
 * address in the consent records; on Netlify only Netlify's own header counts.
 */
const ipOf = async (proxy: ProxyTrust, headers: Record<string, string>, bindings: Record<string, string> = { remoteAddress: '10.0.0.9' }) => {
  const app = new Hono().get('/', (c) => c.text(clientIp(c, proxy)));
  return (await app.request('/', { headers }, bindings)).text();
};

describe('the client address', () => {
  it('counts trusted hops from the right of X-Forwarded-For, ignoring what the client wrote before them', async () => {
    const oneHop = { TRUST_PROXY: true, TRUSTED_PROXY_HOPS: 1 };
    expect(await ipOf(oneHop, { 'x-forwarded-for': '1.2.3.4, 203.0.113.5' })).toBe('203.0.113.5');
    expect(await ipOf(oneHop, { 'x-forwarded-for': '203.0.113.5' })).toBe('203.0.113.5');
    const twoHops = { TRUST_PROXY: true, TRUSTED_PROXY_HOPS: 2 };
    expect(await ipOf(twoHops, { 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.0.0.2' })).toBe('198.51.100.7');
    expect(await ipOf(twoHops, { 'x-forwarded-for': '198.51.100.7' })).toBe('198.51.100.7');
    expect(await ipOf(oneHop, { 'x-forwarded-for': 'garbage' })).toBe('10.0.0.9');
    expect(await ipOf(oneHop, { 'x-forwarded-for': '[2001:db8::5]:443' })).toBe('2001:db8::5');
  });

  it('ignores the headers without TRUST_PROXY, and on Netlify reads only its own client-IP header', async () => {
    const off = { TRUST_PROXY: false, TRUSTED_PROXY_HOPS: 1 };
    expect(await ipOf(off, { 'x-forwarded-for': '203.0.113.5', 'x-nf-client-connection-ip': '203.0.113.6' })).toBe('10.0.0.9');
    // A client sending Netlify's header to the Node host gets nothing from it.
    expect(await ipOf({ TRUST_PROXY: true, TRUSTED_PROXY_HOPS: 1 }, { 'x-forwarded-for': '203.0.113.5', 'x-nf-client-connection-ip': '6.6.6.6' })).toBe(
      '203.0.113.5',
    );
    const netlify = { remoteAddress: '198.51.100.1', platform: 'netlify' };
    const on = { TRUST_PROXY: true, TRUSTED_PROXY_HOPS: 1 };
    expect(await ipOf(on, { 'x-forwarded-for': '6.6.6.6', 'x-nf-client-connection-ip': '198.51.100.9' }, netlify)).toBe('198.51.100.9');
    expect(await ipOf(on, { 'x-forwarded-for': '6.6.6.6' }, netlify)).toBe('198.51.100.1');
  });
});

describe('rotating the first X-Forwarded-For entry behind an appending proxy', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seed: true, env: { TRUST_PROXY: 'true', LEAD_FORM_LIMIT_PER_IP: '3' } });
  });
  afterAll(() => api.close());

  it('buys no extra submissions and records the proxy-seen address as the consent IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await api.request('/api/leads/contact', {
        method: 'POST',
        headers: { 'x-forwarded-for': `10.${i}.${i}.${i}, 203.0.113.77` },
        json: contactBody({ email: `rotate${i}@example.test` }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const ips = (await api.db.execute("SELECT DISTINCT ip FROM consent_records WHERE email LIKE 'rotate%'")).rows.map((r) => r.ip);
    expect(ips).toEqual(['203.0.113.77']);
  });

  it("on Netlify a rotating X-Forwarded-For changes nothing: Netlify's header decides", async () => {
    const app = createApp(api.deps);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await app.request(
        '/api/leads/newsletter',
        {
          method: 'POST',
          headers: {
            origin: api.deps.env.SITE_URL,
            'content-type': 'application/json',
            'x-forwarded-for': `10.${i}.0.1`,
            'x-nf-client-connection-ip': '198.51.100.44',
          },
          body: JSON.stringify({ email: `netlify${i}@example.test`, idempotency_key: crypto.randomUUID() }),
        },
        { remoteAddress: '198.51.100.44', platform: 'netlify' },
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });
});
