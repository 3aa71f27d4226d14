import { join } from 'node:path';

/**
 * Where a seeded site on a temporary database lives for a port: the end-to-end server (tests/e2e/support) and the
 * Lighthouse benchmark both start one. Inside the project on purpose: Astro keeps its prerender scratch folder inside
 * the output folder only when that folder is under the working directory (else two builds at once share
 * ./.astro/.prerender and collide).
 */
export function temporarySitePaths(port: number): { dir: string; databaseUrl: string } {
  const dir = join(process.cwd(), '.e2e', `site-${port}`);
  return { dir, databaseUrl: `file:${join(dir, 'site.db')}` };
}

/** The script that starts it (a path, run as its own process: scripts never import the tests). */
export const TEMPORARY_SITE_SERVER = 'tests/e2e/support/test-server.ts';
