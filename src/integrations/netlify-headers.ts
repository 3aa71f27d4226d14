import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { netlifyHeadersFile } from '../lib/security-headers';

/**
 * Writes Netlify's `_headers` into the build output from the one list of security headers (src/lib/security-headers.ts,
 * ADR 51), so netlify.toml repeats none of them. The Node host never serves the file (server/static-files.ts) and
 * sets the same headers itself.
 */
export function netlifyHeaders(): AstroIntegration {
  return {
    name: 'netlify-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        await writeFile(new URL('_headers', dir), netlifyHeadersFile());
        logger.info('_headers written');
      },
    },
  };
}
