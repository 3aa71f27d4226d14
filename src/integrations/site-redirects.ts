import { appendFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { buildDb } from '../../db/build-time';
import type { Db } from '../../db/client';
import { listActiveAgents } from '../../db/queries/public-agents';
import { listSlugRedirects } from '../../db/queries/agent-slug-history';
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
        const { text, agents, oldSlugs } = await redirectsFromDatabase(await buildDb());
        await appendFile(new URL('_redirects', dir), `${text}\n`);
        logger.info(`_redirects written (${agents} agents, ${oldSlugs} old slugs)`);
      },
    },
  };
}

/** The rules as the build writes them: active agents' canonical addresses, then old slugs, then the 404 rewrites. */
export async function redirectsFromDatabase(db: Db): Promise<{ text: string; agents: number; oldSlugs: number }> {
  const [agents, oldSlugs] = await Promise.all([listActiveAgents(db), listSlugRedirects(db)]);
  return { text: buildRedirectsFile(agents, oldSlugs), agents: agents.length, oldSlugs: oldSlugs.length };
}
