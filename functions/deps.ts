import type { Db } from '../db/client';
import type { Mailer } from './email/mailer';
import type { Env } from '../config/env';
import type { Logger } from './http/logger';
import type { RebuildService } from './rebuild/service';
import type { FileStorage } from './storage/storage';
import type { ResolveHost } from './http/outside-fetch';

/** Everything a handler needs, passed in so tests can call handlers with real local peers (ADR 18). */
export interface AppDeps {
  db: Db;
  env: Env;
  log: Logger;
  now: () => Date;
  mailer: Mailer;
  rebuild: RebuildService;
  storage: FileStorage;
  sleep?: (ms: number) => Promise<void>;
  /**
   * DNS for outside fetches (functions/http/outside-fetch.ts); the system resolver unless a test injects one. There
   * is no plain `fetch` here: every call to another site goes through that module (ADR 21).
   */
  resolveHost?: ResolveHost;
}

export interface AuthUser {
  id: string;
  email: string;
  role: string;
  fullName: string | null;
}

/**
 * A session whose password was right but whose second factor is still owed (ADR 41): `verify` asks for a code,
 * `enrol` (a super admin without a key) for setting one up. It opens nothing else.
 */
export interface PendingUser extends AuthUser {
  step: 'verify' | 'enrol';
}

/** Hono's typing for this app: the signed-in user, and the socket address the Node host passes in. */
export interface AppEnv {
  /**
   * auditBefore: the record as it was, set by a route that changes or deletes one; auditSubject: what a route that
   * names its record outside the path (a privacy request's address) records as the entry's record and details
   * (functions/audit/).
   */
  Variables: {
    user: AuthUser | null;
    pendingUser: PendingUser | null;
    sessionId: string | null;
    auditBefore?: unknown;
    auditSubject?: { id: string; details: unknown };
  };
  /** localAddress/localPort: the listening socket, for the local-development origin rule (http/request-origin.ts). */
  /** platform: 'netlify' from the Netlify function, so the client IP comes from Netlify's header (http/client-ip.ts). */
  Bindings: { remoteAddress?: string; localAddress?: string; localPort?: number; platform?: 'netlify' };
}
