import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markdownToHtml } from '../../src/lib/content/markdown';
import { optionalUrl } from '../../src/lib/schemas/fields';
import { serviceSchema } from '../../src/lib/schemas/services';
import { startFakeInoreader, type FakeInoreader } from '../helpers/fake-inoreader';
import { signInEveryRole } from '../helpers/sign-in-as';
import { startTestApi, type TestApi } from '../helpers/test-api';

describe('links that leave the site say so, and paths that only look local are refused', () => {
  it('refuses /\\host, \\\\host, //host and whitespace tricks in image and link fields; keeps real site paths', () => {
    const field = optionalUrl('Image');
    for (const value of [
      '/\\evil.example/x.png',
      '\\\\evil.example/x.png',
      '/\\/evil.example',
      '//evil.example/x.png',
      '/\t/evil.example',
      '/uploads\\..\\x',
    ]) {
      expect(field.safeParse(value).success, JSON.stringify(value)).toBe(false);
      expect(serviceSchema.safeParse({ name: 'Service', image_url: value }).success, `service ${JSON.stringify(value)}`).toBe(false);
    }
    for (const value of ['/uploads/agent-headshots/a/1.png', 'https://cdn.example/x.png', '/agents/jane?tab=1']) {
      expect(field.safeParse(value).success, value).toBe(true);
    }
  });

  it('gives Markdown links to other sites rel="nofollow noopener", including scheme-less forms browsers read as another site', () => {
    for (const href of ['https://other.example/a', '//other.example/a', '<//other.example/a>']) {
      const html = markdownToHtml(`[x](${href})`);
      expect(html, href).toMatch(/rel="[^"]*\bnofollow\b[^"]*\bnoopener\b[^"]*"/);
    }
    // A backslash reaches the page percent-encoded (/%5C…), a path on this site, never `/\` that browsers read as `//`.
    expect(markdownToHtml('[x](/\\other.example/a)')).not.toMatch(/href="[^"]*\\/);
    expect(markdownToHtml('[rates](/rates)')).not.toContain('rel=');
    expect(markdownToHtml('[mail](mailto:a@example.test)')).not.toContain('rel=');
    // Still sanitised: a script link never survives.
    expect(markdownToHtml('[x](javascript:alert(1))')).not.toContain('javascript:');
  });
});

describe('the Inoreader OAuth state belongs to the admin who started it', () => {
  let fake: FakeInoreader;
  let api: TestApi;
  let first: string;
  let second: string;

  beforeAll(async () => {
    fake = await startFakeInoreader();
    api = await startTestApi({ env: { INOREADER_API_URL: fake.apiUrl, INOREADER_OAUTH_URL: fake.oauthUrl, SITE_URL: 'https://broker.example' } });
    first = (await signInEveryRole(api, ['super_admin'])).cookies.super_admin;
    second = (await signInEveryRole(api, ['super_admin'])).cookies.super_admin;
  });
  afterAll(async () => {
    await api.close();
    await fake.close();
  });

  it("a second admin's callback is refused and leaves the first admin's state usable", async () => {
    const start = await api.request('/api/admin/inoreader/authorize', {
      method: 'POST',
      json: { app_id: fake.appId, app_key: fake.appKey },
      headers: { cookie: first },
    });
    const consent = await fetch(String(((await start.json()) as { url: string }).url), { redirect: 'manual' });
    const back = new URL(consent.headers.get('location')!);
    const body = { code: back.searchParams.get('code'), state: back.searchParams.get('state') };

    const stolen = await api.request('/api/admin/inoreader/callback', { method: 'POST', json: body, headers: { cookie: second } });
    expect(stolen.status).toBe(400);
    expect(((await stolen.json()) as { error: { code: string } }).error.code).toBe('invalid_state');

    const own = await api.request('/api/admin/inoreader/callback', { method: 'POST', json: body, headers: { cookie: first } });
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ connected: true });
  });
});
