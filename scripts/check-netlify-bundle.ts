import { build } from 'esbuild';
import { readdirSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * CI proves the Netlify entry points still bundle, so the Netlify path cannot rot unseen (issue: foundation).
 * Bundles each netlify/functions/*.mts the way Netlify's esbuild bundler does (ESM, node22, the native libSQL and sharp external, as netlify.toml says).
 */
const dir = 'netlify/functions';
const entries = readdirSync(dir).filter((f) => /\.m?ts$/.test(f));
const out = mkdtempSync(join(tmpdir(), 'netlify-bundle-'));
let failed = false;
for (const entry of entries) {
  try {
    const result = await build({
      entryPoints: [join(dir, entry)],
      bundle: true,
      platform: 'node',
      target: 'node22',
      format: 'esm',
      outfile: join(out, entry.replace(/\.m?ts$/, '.mjs')),
      external: ['@libsql/client', 'libsql', 'nodemailer', 'sharp'],
      logLevel: 'silent',
      metafile: true,
    });
    const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
    console.log(`netlify function ${entry}: bundled (${(bytes / 1024).toFixed(0)} KiB)`);
  } catch (error) {
    failed = true;
    console.error(`netlify function ${entry}: FAILED to bundle\n${error instanceof Error ? error.message : error}`);
  }
}
rmSync(out, { recursive: true, force: true });
if (failed || entries.length === 0) process.exit(1);
