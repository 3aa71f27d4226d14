import { request as httpRequest } from 'node:http';
import { createApp } from '../../../functions/app';
import { createUser } from '../../../functions/auth/create-user';
import { createSession } from '../../../functions/auth/sessions';
import { newId } from '../../../db/client';
import { openBorrowerFile } from '../../../db/queries/borrower-files';
import { createBorrowerSession } from '../../../functions/borrower/session';
import type { TestApi } from '../../helpers/test-api';
import type { Role } from '../route-expectations';

export interface ApiRoute {
  method: string;
  path: string;
  key: string;
}

/**
 * Every route of the app, from Hono's own route table: middleware (registered with `use`: listed as ALL on a
 * wildcard path, with a handler that takes `next`) is left out, and a route listed once per handler is listed once.
 * A wildcard endpoint (`app.all('/x/*', (c) => …)`) is a route like any other and needs its entry. ALL routes are
 * probed with GET.
 */
export function listApiRoutes(api: TestApi): ApiRoute[] {
  return listRoutesOf(createApp(api.deps));
}

export function listRoutesOf(app: { routes: { method: string; path: string; handler: (...args: never[]) => unknown }[] }): ApiRoute[] {
  const seen = new Map<string, ApiRoute>();
  for (const { method, path, handler } of app.routes) {
    if (method === 'ALL' && path.endsWith('*') && isMiddleware(handler)) continue;
    const key = `${method} ${path}`;
    if (!seen.has(key)) seen.set(key, { method, path, key });
  }
  return [...seen.values()];
}

/** Middleware passes the request on: its handler takes `(c, next)`; an endpoint's takes `(c)`. */
function isMiddleware(handler: (...args: never[]) => unknown): boolean {
  return handler.length >= 2;
}

/** A concrete URL for a route pattern: each `:param` becomes an id that matches nothing. */
export function samplePath(path: string): string {
  return path.replace(/:[A-Za-z0-9_]+(\{[^}]*\})?/g, 'security-probe-0001');
}

export function requestMethod(route: ApiRoute): string {
  return route.method === 'ALL' ? 'GET' : route.method;
}

const ACCOUNTS: Record<Exclude<Role, 'anonymous' | 'borrower'>, { email: string; name: string }> = {
  agent: { email: 'suite-agent@example.test', name: 'Suite Agent' },
  admin: { email: 'suite-admin@example.test', name: 'Suite Admin' },
  super_admin: { email: 'suite-super@example.test', name: 'Suite Super' },
};

/** One user per staff role; `cookieFor` mints a fresh session each time, so a sign-out probe ends only its own. */
export async function createRoleUsers(api: TestApi) {
  const ids = {} as Record<Exclude<Role, 'anonymous' | 'borrower'>, string>;
  for (const role of ['agent', 'admin', 'super_admin'] as const) {
    const { email, name } = ACCOUNTS[role];
    ids[role] = (await createUser(api.db, { email, password: `${role}-suite-password`, role, name })).userId;
  }
  // One borrower file for the whole suite, a fresh session per probe (as staff's), so a sign-out ends only its own.
  let borrowerFileId: string | null = null;
  return {
    async cookieFor(role: Role): Promise<Record<string, string>> {
      if (role === 'anonymous') return {};
      if (role === 'borrower') {
        borrowerFileId ??= await borrowerFile(api);
        return { cookie: `borrower_session=${(await createBorrowerSession(api.db, borrowerFileId, api.deps.now())).token}` };
      }
      // Minted as if its second factor was given: this suite probes roles; sign-in has its own tests (ADR 41).
      const session = await createSession(api.db, ids[role], api.deps.now(), { twoFactorVerified: true });
      return { cookie: `session=${session.token}` };
    },
  };
}

/**
 * Sends a body with node:http and resolves with the status as soon as the answer arrives: a server that refuses
 * an oversized body may answer and close while the client is still writing, which fetch reports as a failure.
 */
export function sendRaw(url: string, method: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    let answered = false;
    // agent: false — a connection the server closed after refusing a body must never be reused for the next probe.
    const req = httpRequest(url, { method, agent: false, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
      answered = true;
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', (error) => {
      if (!answered) setTimeout(() => (answered ? undefined : reject(error)), 50);
    });
    req.end(body);
  });
}

/** A borrower's file (ADR 52), made directly: the sign-in link has its own tests. */
async function borrowerFile(api: TestApi): Promise<string> {
  const leadId = newId();
  await api.db.execute({
    sql: "INSERT INTO leads (id, client_name, client_email, type, source) VALUES (?, 'Suite Borrower', 'suite-borrower@example.test', 'application', 'website')",
    args: [leadId],
  });
  return (await openBorrowerFile(api.db, { leadId, email: 'suite-borrower@example.test', at: api.deps.now().toISOString() })).id;
}
