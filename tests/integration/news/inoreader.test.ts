import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readActiveInoreader } from '../../../db/queries/inoreader-config';
import { pollNews } from '../../../functions/news/poll-news';
import { messages } from '../../../src/lib/messages-staff';
import { startFakeInoreader, type FakeInoreader } from '../../helpers/fake-inoreader';
import { signInEveryRole } from '../../helpers/sign-in-as';
import { startTestApi, type TestApi } from '../../helpers/test-api';

const m = messages.backOffice.inoreader;

describe('Inoreader: configuration, OAuth2, connection test, polling within its quota', () => {
  let fake: FakeInoreader;
  let api: TestApi;
  let cookies: Awaited<ReturnType<typeof signInEveryRole>>['cookies'];
  let clock = Date.parse('2026-01-10T15:00:00Z');
  /** Every body the API answered in this file: none may carry a token or the app key. */
  const bodies: string[] = [];

  const call = async (path: string, init: { method?: string; json?: unknown; cookie?: string } = {}) => {
    const response = await api.request(path, {
      method: init.method ?? (init.json ? 'POST' : 'GET'),
      json: init.json,
      headers: { cookie: init.cookie ?? cookies.super_admin },
    });
    const text = await response.text();
    bodies.push(text);
    return { status: response.status, body: JSON.parse(text) as Record<string, unknown> & { error?: { message: string; code: string } } };
  };

  const connect = async () => {
    const start = await call('/api/admin/inoreader/authorize', { json: { app_id: fake.appId, app_key: fake.appKey } });
    const consent = await fetch(String(start.body.url), { redirect: 'manual' });
    const back = new URL(consent.headers.get('location')!);
    return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, back };
  };

  beforeAll(async () => {
    fake = await startFakeInoreader();
    api = await startTestApi({
      env: {
        INOREADER_API_URL: fake.apiUrl,
        INOREADER_OAUTH_URL: fake.oauthUrl,
        NEWS_FEED_URLS: 'http://127.0.0.1:9/closed.xml',
        SITE_URL: 'https://broker.example',
      },
      deps: { now: () => new Date(clock) },
    });
    cookies = (await signInEveryRole(api, ['super_admin', 'agent'])).cookies;
    fake.setItems(
      Array.from({ length: 25 }, (_, i) => ({
        title: `Inoreader story ${i + 1}${i === 3 ? ' about renewals' : ''}`,
        link: `https://inoreader-news.example/${i + 1}`,
        published: new Date(Date.parse('2026-01-10T12:00:00Z') - i * 3_600_000).toISOString(),
        summary: i === 0 ? '<p>Rates <b>fell</b></p><script>x()</script>' : `Summary ${i + 1}`,
        image: i === 0 ? 'https://inoreader-news.example/1.jpg' : undefined,
      })),
    );
  });
  afterAll(async () => {
    await api.close();
    await fake.close();
  });

  it('is the super admin’s alone', async () => {
    expect((await call('/api/admin/inoreader/config', { cookie: cookies.agent })).status).toBe(403);
    expect((await call('/api/admin/inoreader/config', { cookie: '' })).status).toBe(401);
    expect((await call('/api/admin/inoreader/test', { json: {}, cookie: cookies.agent })).status).toBe(403);
  });

  it('answers the inoreader-news shape with success false before anything is configured', async () => {
    expect((await call('/api/news/inoreader')).body).toEqual({ success: false, error: m.notConfigured, articles: [], hasMore: false, nextCursor: null });
    expect((await call('/api/admin/inoreader/config')).body).toMatchObject({
      configured: false,
      redirect_uri: 'https://broker.example/admin/inoreader-callback',
    });
  });

  it('requires all four fields', async () => {
    const missing = await call('/api/admin/inoreader/config', { method: 'PUT', json: { app_id: '', app_key: 'k', access_token: '', user_id: 'u' } });
    expect(missing.status).toBe(400);
    expect(missing.body.error!.message).toBe(m.required);
    const noSecrets = await call('/api/admin/inoreader/config', { method: 'PUT', json: { app_id: 'a', user_id: 'u' } });
    expect(noSecrets.body.error).toMatchObject({ message: m.required });
  });

  it('runs the OAuth2 round trip: state checked and single use, code exchanged, tokens kept on the server', async () => {
    const { code, state, back } = await connect();
    expect(back.origin + back.pathname).toBe('https://broker.example/admin/inoreader-callback');
    expect((await call('/api/admin/inoreader/callback', { json: { code, state: 'x'.repeat(32) } })).body.error).toMatchObject({
      code: 'invalid_state',
      message: m.stateInvalid,
    });
    // Another signed-in admin cannot complete someone else's sign-in.
    expect((await call('/api/admin/inoreader/callback', { json: { code, state }, cookie: cookies.agent })).status).toBe(403);

    const done = await call('/api/admin/inoreader/callback', { json: { code, state } });
    expect(done.status).toBe(200);
    expect(done.body.config).toMatchObject({
      configured: true,
      app_id: fake.appId,
      user_id: fake.userId,
      has_app_key: true,
      has_access_token: true,
      has_refresh_token: true,
    });
    const token = fake.requests.find((r) => r.path === '/oauth2/token')!;
    expect(token.form).toMatchObject({
      grant_type: 'authorization_code',
      client_id: fake.appId,
      client_secret: fake.appKey,
      redirect_uri: 'https://broker.example/admin/inoreader-callback',
    });
    expect((await call('/api/admin/inoreader/callback', { json: { code, state } })).body.error).toMatchObject({ code: 'invalid_state' });

    // An expired state is refused too (ten minutes).
    const late = await connect();
    clock += 11 * 60_000;
    expect((await call('/api/admin/inoreader/callback', { json: late })).status).toBe(400);
  });

  it('tests the connection: success with the stored token, error with a bad one', async () => {
    expect((await call('/api/admin/inoreader/test', { json: {} })).body).toMatchObject({ success: true, message: m.testSuccess, user_name: 'Fixture Broker' });
    const saved = await call('/api/admin/inoreader/config', {
      method: 'PUT',
      json: { app_id: fake.appId, app_key: '', access_token: 'not-a-real-token', user_id: fake.userId },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ has_refresh_token: false });
    expect((await call('/api/admin/inoreader/test', { json: {} })).body).toMatchObject({ success: false, message: m.testFailed, detail: m.testFailedDetail });
    // A manual token from the developer page works the same way; the app key was kept.
    await call('/api/admin/inoreader/config', { method: 'PUT', json: { app_id: fake.appId, access_token: fake.issueToken(), user_id: fake.userId } });
    expect((await call('/api/admin/inoreader/test', { json: {} })).body).toMatchObject({ success: true });
  });

  it('polls the reading list into the store and serves inoreader-news with cursor and search, Inoreader first', async () => {
    const { code, state } = await connect();
    await call('/api/admin/inoreader/callback', { json: { code, state } });
    const result = await pollNews(api.deps, { force: true });
    expect(result.sources.find((s) => s.url === 'inoreader:reading-list')).toMatchObject({ ok: true, count: 25 });
    expect(result.rebuildRequested).toBe(true);

    const first = await call('/api/news/inoreader?count=20');
    expect(first.body).toMatchObject({ success: true, error: null, hasMore: true });
    const articles = first.body.articles as { title: string; summary: string; image: string | null; categories: string[] }[];
    expect(articles).toHaveLength(20);
    expect(articles[0]).toMatchObject({
      title: 'Inoreader story 1',
      summary: 'Rates fell',
      image: 'https://inoreader-news.example/1.jpg',
      categories: ['Mortgages'],
    });
    const second = await call('/api/news/inoreader', { json: { cursor: first.body.nextCursor, searchQuery: '', count: 20, useSearch: false, feedIds: [] } });
    expect(second.body).toMatchObject({ success: true, hasMore: false, nextCursor: null });
    expect((second.body.articles as unknown[]).length).toBe(5);
    const search = await call('/api/news/inoreader', { json: { cursor: null, searchQuery: 'renewals', useSearch: true } });
    expect((search.body.articles as { title: string }[]).map((a) => a.title)).toEqual(['Inoreader story 4 about renewals']);
    expect(((await call('/api/news?limit=3')).body.articles as { title: string }[])[0]!.title).toBe('Inoreader story 1');
  });

  it('refreshes an expired token, and refreshes ahead of the expiry time', async () => {
    fake.expireTokens();
    const refreshesBefore = fake.requests.filter((r) => r.form?.grant_type === 'refresh_token').length;
    const result = await pollNews(api.deps, { force: true });
    expect(result.sources.find((s) => s.url === 'inoreader:reading-list')).toMatchObject({ ok: true });
    const refreshes = () => fake.requests.filter((r) => r.form?.grant_type === 'refresh_token').length;
    expect(refreshes()).toBe(refreshesBefore + 1);

    const config = (await readActiveInoreader(api.db))!;
    clock = Date.parse(config.tokenExpiresAt!) - 60_000; // inside the five-minute margin
    await pollNews(api.deps, { force: true });
    expect(refreshes()).toBe(refreshesBefore + 2);
    const last = fake.requests.filter((r) => r.path.startsWith('/reader/')).at(-1)!;
    expect(last.auth).toBe(`Bearer ${(await readActiveInoreader(api.db))!.accessToken}`);
  });

  it('backs off on a 429 and when the usage headers near the limit, until the reset', async () => {
    fake.state.rateLimited = true;
    const limited = await pollNews(api.deps, { force: true });
    expect(limited.sources.find((s) => s.url === 'inoreader:reading-list')).toMatchObject({ ok: false, error: 'Inoreader rate limit reached (429).' });
    const config = (await readActiveInoreader(api.db))!;
    expect(Date.parse(config.backoffUntil!)).toBe(clock + 3600 * 1000);
    fake.state.rateLimited = false;

    const apiCalls = () => fake.requests.filter((r) => r.path.startsWith('/reader/')).length;
    const before = apiCalls();
    const waiting = await pollNews(api.deps, { force: true });
    expect(waiting.sources.find((s) => s.url === 'inoreader:reading-list')!.error).toMatch(/quota reached; waiting until/);
    expect(apiCalls()).toBe(before);
    // Stored articles still answer while backing off.
    expect((await call('/api/news/inoreader')).body).toMatchObject({ success: true });

    clock += 3601 * 1000;
    fake.setUsage(95);
    await pollNews(api.deps, { force: true });
    expect(apiCalls()).toBe(before + 1);
    expect((await readActiveInoreader(api.db))!.backoffUntil).not.toBeNull();
    expect((await call('/api/admin/inoreader/config')).body.usage).toMatchObject({ 'X-Reader-Zone1-Usage': 96, 'X-Reader-Zone1-Limit': 100 });
  });

  it('never returned a token or the app key in any API answer', async () => {
    await call('/api/admin/inoreader/config');
    await call('/api/admin/inoreader/sources');
    await call('/api/admin/inoreader/poll', { json: {} });
    const secrets = fake.issuedSecrets();
    expect(secrets.length).toBeGreaterThan(5);
    for (const body of bodies) for (const secret of secrets) expect(body).not.toContain(secret);
    // Field names may appear in validation errors; a value that looks like a token never does.
    expect(bodies.join('\n')).not.toMatch(/(access|refresh)-\d+-/);
  });
});
