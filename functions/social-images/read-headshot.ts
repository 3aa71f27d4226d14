import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import sharp from 'sharp';

/**
 * An agent's headshot for the social preview image, as a square PNG data address, or null for the initials
 * (ADR 31). Only what the build already has on disk is read: a site file under public/, or an upload in the local
 * storage folder (ADR 10). Uploads kept in Netlify Blobs, outside addresses and SVG files give null: the build
 * fetches nothing over the network, and an SVG's text would need system fonts.
 */
export interface HeadshotSources {
  /** The site's public/ folder. */
  publicDir: string;
  /** The local storage folder (UPLOADS_DIR), or null when uploads are not local files. */
  uploadsDir: string | null;
}

const UPLOAD_PREFIX = '/uploads/';
/** Only public buckets: a private document must never end up drawn on a public image. */
const PUBLIC_BUCKETS = new Set(['agent-headshots', 'agent-banners', 'blog-images', 'product-images', 'service-images']);
const SIZE = 300 * 2;

/** The file a site address names, kept inside its folder; null for anything else. */
export function headshotFile(address: string, sources: HeadshotSources): string | null {
  if (!address.startsWith('/') || address.startsWith('//')) return null;
  let path: string;
  try {
    path = decodeURIComponent(address.split(/[?#]/)[0]!);
  } catch {
    return null;
  }
  const inUploads = path.startsWith(UPLOAD_PREFIX);
  const root = inUploads ? sources.uploadsDir : sources.publicDir;
  const parts = (inUploads ? path.slice(UPLOAD_PREFIX.length) : path.slice(1)).split('/');
  if (!root || parts.some((part) => !part || part.startsWith('.') || part.includes('\\'))) return null;
  if (inUploads && !PUBLIC_BUCKETS.has(parts[0]!)) return null;
  const base = resolve(root);
  const file = resolve(base, ...parts);
  return file.startsWith(base + sep) ? file : null;
}

export async function readHeadshot(address: string | null, sources: HeadshotSources): Promise<string | null> {
  const file = address ? headshotFile(address, sources) : null;
  if (!file) return null;
  try {
    const image = sharp(await readFile(file), { limitInputPixels: 40_000_000 });
    const { format } = await image.metadata();
    if (format === 'svg') return null;
    const png = await image.rotate().resize(SIZE, SIZE, { fit: 'cover', position: 'attention' }).png().toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    // A missing or unreadable file must not fail the whole site's build: the card shows the initials instead.
    return null;
  }
}

/** Where this build finds headshots: public/ always, the uploads folder when storage is local (ADR 10). */
export function headshotSources(env: { STORAGE_BACKEND?: 'local' | 'netlify-blobs'; UPLOADS_DIR: string }, source = process.env): HeadshotSources {
  const onNetlify = Boolean(source.NETLIFY || source.NETLIFY_BLOBS_CONTEXT);
  const local = (env.STORAGE_BACKEND ?? (onNetlify ? 'netlify-blobs' : 'local')) === 'local';
  return { publicDir: join(process.cwd(), 'public'), uploadsDir: local ? env.UPLOADS_DIR : null };
}
