import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import { IMMUTABLE_ASSET_CACHE } from '../src/lib/security-headers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.pdf': 'application/pdf',
};

/**
 * Files the build leaves for the host, not for visitors: Netlify's `_redirects` / `_headers` / `_routes.json` and
 * anything else starting with '_' except Astro's bundles, and hidden files (`.netlify/`, `.DS_Store`).
 */
export function isBuildFile(decodedPath: string): boolean {
  return decodedPath
    .split(/[/\\]/)
    .some(
      (segment) =>
        (segment.startsWith('_') && segment !== '_astro') || (segment.startsWith('.') && segment !== '.' && segment !== '..' && segment !== '.well-known'),
    );
}

/** Resolves a URL path to a file inside `root`, trying `path`, `path/index.html` and `path.html`. */
export async function resolveStaticFile(root: string, pathname: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || isBuildFile(decoded)) return null;
  const base = normalize(join(root, decoded));
  // Never serve outside the site folder, whatever the path says.
  if (base !== normalize(root) && !base.startsWith(normalize(root) + sep)) return null;
  for (const candidate of [base, join(base, 'index.html'), `${base}.html`]) {
    const info = await stat(candidate).catch(() => null);
    if (info?.isFile()) return candidate;
  }
  return null;
}

export async function fileResponse(file: string, status = 200, method = 'GET'): Promise<Response> {
  const info = await stat(file);
  const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  // Astro's hashed bundles never change; HTML must be revalidated so a rebuild shows at once.
  const immutable = file.includes(`${sep}_astro${sep}`);
  const headers = {
    'Content-Type': type,
    'Content-Length': String(info.size),
    'Cache-Control': immutable ? IMMUTABLE_ASSET_CACHE : type.startsWith('text/html') ? 'no-cache' : 'public, max-age=3600',
    'Last-Modified': info.mtime.toUTCString(),
  };
  if (method === 'HEAD') return new Response(null, { status, headers });
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream;
  return new Response(body, { status, headers });
}
