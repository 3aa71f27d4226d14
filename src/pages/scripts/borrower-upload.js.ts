import { join } from 'node:path';
import type { APIRoute } from 'astro';
import { build } from 'esbuild';

/**
 * The borrower file page's script (src/scripts/borrower-parted-upload.ts, ADR 60) as one small file at
 * /scripts/borrower-upload.js. The page is drawn by the API, which cannot know the hashed names of Astro's own
 * bundles, so this one is built here at a fixed address: typed and linted as every browser file, served by either
 * host as a static file.
 */
export const GET: APIRoute = async () => {
  const built = await build({
    entryPoints: [join(process.cwd(), 'src/scripts/borrower-parted-upload.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2019',
    write: false,
  });
  return new Response(built.outputFiles[0]!.text, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
};
