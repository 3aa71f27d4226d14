import { temporarySitePaths } from '../../../scripts/support/temporary-site';

/** Where the end-to-end server keeps its temporary database and build; tests read the database from here. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4400);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
const paths = temporarySitePaths(E2E_PORT);
export const E2E_DIR = paths.dir;
export const E2E_DATABASE_URL = paths.databaseUrl;

/**
 * One account per role, created before the server starts. The super admin must sign in with a one-time code
 * (ADR 41): it is enrolled at setup with this known TOTP key (base32, 20 bytes), and the sign-in helpers compute the
 * current code from it as an authenticator app would (support/auth.ts).
 */
export const ACCOUNTS = {
  superAdmin: { email: 'super@e2e.test', password: 'super-secret-pass', role: 'super_admin', name: 'Sam Super', totpKey: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' },
  admin: { email: 'admin@e2e.test', password: 'admin-secret-pass', role: 'admin', name: 'Ada Admin' },
  agent: { email: 'agent@e2e.test', password: 'agent-secret-pass', role: 'agent', name: 'Alex Agent' },
} as const;
