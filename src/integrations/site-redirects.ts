import { appendFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { buildDb } from '../../db/build-time';
import { listActiveAgents } from '../../db/queries/public-agents';
import { buildRedirectsFile } from '../lib/site-redirects';

/**
 * Writes `_redirects` into the build output from the database once the pages are built (Astro skips files named
 * with a leading "_" in src/pages). Netlify and the Node host both read it. Appends, because the Netlify adapter
 * may have written its own rules already. Build-time only, like the pages that read db/ (nothing connects to the
 * database until the hook runs).
 */
export function siteRedirects(): AstroIntegration {
  return {
    name: 'site-redirects',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const agents = await listActiveAgents(await buildDb());
        await appendFile(new URL('_redirects', dir), `${buildRedirectsFile(agents)}\n`);
        logger.info(`_redirects written (${agents.length} agents)`);
      },
    },
  };
}
