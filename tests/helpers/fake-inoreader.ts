import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface FakeInoreaderItem {
  title: string;
  link: string;
  published: string;
  summary?: string;
  image?: string;
  feed?: string;
}

/**
 * A local stand-in for Inoreader following its documented contract: the OAuth2 consent page (/oauth2/auth, which
 * approves at once and redirects with code and state), the token endpoint (/oauth2/token: authorization_code and
 * refresh_token grants, form-encoded, client_id + client_secret), and the reader API (/reader/api/0/user-info,
 * /reader/api/0/stream/contents/{streamId} with n and c) with Bearer tokens and the X-Reader-* usage headers.
 */
export async function startFakeInoreader(options: { port?: number; appId?: string; appKey?: string; userId?: string } = {}) {
  const appId = options.appId ?? '1000001234';
  const appKey = options.appKey ?? 'fake-app-key-secret';
  const userId = options.userId ?? '1005921515';
  const codes = new Map<string, string>(); // code -> redirect_uri
  const validTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const everIssued = new Set<string>();
  const requests: { method: string; path: string; auth: string | null; form?: Record<string, string> }[] = [];
  let items: FakeInoreaderItem[] = [];
  let usage = 0;
  const state = { limit: 100, rateLimited: false, resetAfter: 3600, expiresIn: 3600, issued: 0 };

  const issue = () => {
    state.issued++;
    const access = `access-${state.issued}-${Math.random().toString(36).slice(2)}`;
    const refresh = `refresh-${state.issued}-${Math.random().toString(36).slice(2)}`;
    validTokens.add(access);
    refreshTokens.add(refresh);
    everIssued.add(access).add(refresh);
    return { access_token: access, token_type: 'Bearer', expires_in: state.expiresIn, refresh_token: refresh, scope: 'read' };
  };

  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

  const usageHeaders = () => ({
    'X-Reader-Zone1-Limit': String(state.limit),
    'X-Reader-Zone2-Limit': '100',
    'X-Reader-Zone1-Usage': String(usage),
    'X-Reader-Zone2-Usage': '0',
    'X-Reader-Limits-Reset-After': String(state.resetAfter),
  });

  const readForm = (req: IncomingMessage) =>
    new Promise<Record<string, string>>((resolve) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => resolve(Object.fromEntries(new URLSearchParams(body))));
    });

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const auth = req.headers.authorization ?? null;
    const entry: (typeof requests)[number] = { method: req.method ?? 'GET', path: url.pathname, auth };
    requests.push(entry);

    if (url.pathname === '/oauth2/auth') {
      const redirect = url.searchParams.get('redirect_uri');
      if (url.searchParams.get('client_id') !== appId || !redirect || url.searchParams.get('response_type') !== 'code')
        return json(res, 400, { error: 'invalid_request' });
      const code = `code-${Math.random().toString(36).slice(2)}`;
      codes.set(code, redirect);
      const back = new URL(redirect);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      return res.writeHead(302, { location: back.href }).end();
    }

    if (url.pathname === '/oauth2/token' && req.method === 'POST') {
      const form = await readForm(req);
      entry.form = form;
      if (form.client_id !== appId || form.client_secret !== appKey) return json(res, 401, { error: 'invalid_client' });
      if (form.grant_type === 'authorization_code') {
        const redirect = codes.get(form.code ?? '');
        if (!redirect || redirect !== form.redirect_uri) return json(res, 400, { error: 'invalid_grant' });
        codes.delete(form.code!);
        return json(res, 200, issue());
      }
      if (form.grant_type === 'refresh_token' && refreshTokens.has(form.refresh_token ?? '')) return json(res, 200, issue());
      return json(res, 400, { error: 'invalid_grant' });
    }

    if (url.pathname.startsWith('/reader/api/0/')) {
      const token = auth?.startsWith('Bearer ') ? auth.slice(7) : '';
      if (!validTokens.has(token)) return json(res, 401, { error: 'Unauthorized' });
      if (state.rateLimited) return json(res, 429, { error: 'Daily request limit reached' }, usageHeaders());
      usage++;
      if (url.pathname === '/reader/api/0/user-info') {
        return json(
          res,
          200,
          {
            userId,
            userName: 'Fixture Broker',
            userProfileId: userId,
            userEmail: 'broker@example.test',
            isBloggerUser: false,
            signupTimeSec: 1600000000,
            isMultiLoginEnabled: false,
          },
          usageHeaders(),
        );
      }
      if (url.pathname.startsWith('/reader/api/0/stream/contents/')) {
        const n = Number(url.searchParams.get('n') ?? 20);
        const start = Number(url.searchParams.get('c') ?? 0);
        const page = items.slice(start, start + n);
        const next = start + n < items.length ? String(start + n) : undefined;
        return json(
          res,
          200,
          {
            direction: 'ltr',
            id: decodeURIComponent(url.pathname.slice('/reader/api/0/stream/contents/'.length)),
            title: 'Reading List',
            updated: Math.floor(Date.now() / 1000),
            items: page.map((item, i) => ({
              id: `tag:google.com,2005:reader/item/${(start + i).toString(16).padStart(16, '0')}`,
              crawlTimeMsec: String(Date.parse(item.published)),
              timestampUsec: String(Date.parse(item.published) * 1000),
              published: Math.floor(Date.parse(item.published) / 1000),
              updated: Math.floor(Date.parse(item.published) / 1000),
              title: item.title,
              canonical: [{ href: item.link }],
              alternate: [{ href: item.link, type: 'text/html' }],
              categories: ['user/1005921515/state/com.google/reading-list', 'user/1005921515/label/Mortgages'],
              summary: { direction: 'ltr', content: item.summary ?? '' },
              author: 'Inoreader Author',
              enclosure: item.image ? [{ href: item.image, type: 'image/jpeg' }] : undefined,
              origin: { streamId: item.feed ?? 'feed/https://news.example/feed', title: 'Fixture feed', htmlUrl: 'https://news.example/' },
            })),
            ...(next ? { continuation: next } : {}),
          },
          usageHeaders(),
        );
      }
      return json(res, 404, { error: 'not found' });
    }
    json(res, 404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    url: base,
    apiUrl: `${base}/reader/api/0`,
    oauthUrl: `${base}/oauth2`,
    appId,
    appKey,
    userId,
    requests,
    state,
    setItems: (next: FakeInoreaderItem[]) => (items = next),
    /** Every token issued so far stops working (an expired access token); refresh tokens still work. */
    expireTokens: () => validTokens.clear(),
    /** Issues a token directly, as the developer page does for a manual configuration. */
    issueToken: () => issue().access_token,
    setUsage: (value: number) => (usage = value),
    /** Tokens ever handed out, to prove no API response carries one. */
    issuedSecrets: () => [...everIssued, appKey],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeInoreader = Awaited<ReturnType<typeof startFakeInoreader>>;
