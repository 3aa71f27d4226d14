import { join } from 'node:path';

/** Where the end-to-end server keeps its temporary database and build; tests read the database from here. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4400);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
// Inside the project on purpose: Astro keeps its prerender scratch folder inside the output folder only when that
// folder is under the working directory (else it shares ./.astro/.prerender, and two builds at once collide).
export const E2E_DIR = join(process.cwd(), '.e2e', `site-${E2E_PORT}`);
export const E2E_DATABASE_URL = `file:${join(E2E_DIR, 'site.db')}`;

/** One account per role, created before the server starts. */
export const ACCOUNTS = {
  superAdmin: { email: 'super@e2e.test', password: 'super-secret-pass', role: 'super_admin', name: 'Sam Super' },
  admin: { email: 'admin@e2e.test', password: 'admin-secret-pass', role: 'admin', name: 'Ada Admin' },
  agent: { email: 'agent@e2e.test', password: 'agent-secret-pass', role: 'agent', name: 'Alex Agent' },
} as const;
