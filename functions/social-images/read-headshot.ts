import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import sharp from 'sharp';
import { createBlobsStorage } from '../storage/blobs-storage';
import { runsOnNetlify } from '../storage/create-storage';
import { type FileStorage, isSafeKey, type Bucket } from '../storage/storage';

/**
 * An agent's headshot for the social preview image, as a square PNG data address, or null for the initials
 * (ADR 31). A headshot is read where the site keeps it: a site file under public/, or an upload (ADR 10) in the local
 * storage folder or, on Netlify, in Netlify Blobs. Outside addresses and SVG files give null: nothing is fetched over
 * the network, and an SVG's text would need system fonts.
 */
export interface HeadshotSources {
  /** The site's public/ folder. */
  publicDir: string;
  /** The local storage folder (UPLOADS_DIR), or null when uploads are not local files. */
  uploadsDir: string | null;
  /** Where uploads are read when they are not local files (Netlify Blobs); none gives the initials for uploads. */
  uploadStorage?: Pick<FileStorage, 'get'> | null;
}

const UPLOAD_PREFIX = '/uploads/';
/** Only public buckets: a private document must never end up drawn on a public image. */
const PUBLIC_BUCKETS = new Set<string>(['agent-headshots', 'agent-banners', 'blog-images', 'product-images', 'service-images']);
const SIZE = 300 * 2;
/** A headshot larger than this is not drawn (an upload is far smaller; this only bounds what a card reads). */
const MAX_HEADSHOT_BYTES = 20 * 1024 * 1024;

/** The path segments of a site address, decoded, or null when it is not one of the site's own addresses. */
function addressParts(address: string): string[] | null {
  if (!address.startsWith('/') || address.startsWith('//')) return null;
  try {
    return decodeURIComponent(address.split(/[?#]/)[0]!).slice(1).split('/');
  } catch {
    return null;
  }
}

/** The bucket and key of an upload address in a public bucket (`/uploads/{bucket}/{key}`), else null. */
export function headshotUpload(address: string): { bucket: Bucket; key: string } | null {
  const parts = addressParts(address);
  if (!parts || `/${parts[0]}/` !== UPLOAD_PREFIX || !PUBLIC_BUCKETS.has(parts[1] ?? '')) return null;
  const key = parts.slice(2).join('/');
  return isSafeKey(key) ? { bucket: parts[1] as Bucket, key } : null;
}

/** The file a site address names, kept inside its folder; null for anything else. */
export function headshotFile(address: string, sources: HeadshotSources): string | null {
  const all = addressParts(address);
  if (!all) return null;
  const inUploads = `/${all[0]}/` === UPLOAD_PREFIX;
  const root = inUploads ? sources.uploadsDir : sources.publicDir;
  const parts = inUploads ? all.slice(1) : all;
  if (!root || parts.some((part) => !part || part.startsWith('.') || part.includes('\\'))) return null;
  if (inUploads && !PUBLIC_BUCKETS.has(parts[0]!)) return null;
  const base = resolve(root);
  const file = resolve(base, ...parts);
  return file.startsWith(base + sep) ? file : null;
}

/**
 * The headshot's bytes (what the card draws, and part of its key), or null when it cannot be read: a file on disk,
 * else an upload in the storage that holds uploads when they are not local (Netlify Blobs).
 */
export async function readHeadshotBytes(address: string | null, sources: HeadshotSources): Promise<Buffer | null> {
  if (!address) return null;
  const file = headshotFile(address, sources);
  if (file) {
    try {
      return await readFile(file);
    } catch {
      return null;
    }
  }
  const upload = sources.uploadsDir ? null : headshotUpload(address);
  if (!upload || !sources.uploadStorage) return null;
  try {
    const stored = await sources.uploadStorage.get(upload.bucket, upload.key);
    return stored && stored.size <= MAX_HEADSHOT_BYTES ? Buffer.from(stored.bytes) : null;
  } catch {
    // Blobs unreachable: the card shows the initials, and is drawn again with the photo once its bytes can be read.
    return null;
  }
}

/** A headshot's bytes as the card's square PNG data address, or null (an SVG, or bytes that are not an image). */
export async function headshotImage(bytes: Buffer | null): Promise<string | null> {
  if (!bytes) return null;
  try {
    const image = sharp(bytes, { limitInputPixels: 40_000_000 });
    const { format } = await image.metadata();
    if (format === 'svg') return null;
    const png = await image.rotate().resize(SIZE, SIZE, { fit: 'cover', position: 'attention' }).png().toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    // An unreadable image must not fail the card: it shows the initials instead.
    return null;
  }
}

/** Where this host finds headshots: public/ always, and uploads where they are kept (ADR 10). */
export function headshotSources(
  env: { STORAGE_BACKEND?: 'local' | 'netlify-blobs'; UPLOADS_DIR: string },
  source: Record<string, string | undefined> = process.env,
): HeadshotSources {
  // The same choice as the uploads' own storage (createStorage), so a card reads a headshot where it was uploaded.
  const local = (env.STORAGE_BACKEND ?? (runsOnNetlify(source) ? 'netlify-blobs' : 'local')) === 'local';
  return {
    publicDir: join(process.cwd(), 'public'),
    uploadsDir: local ? env.UPLOADS_DIR : null,
    uploadStorage: local ? null : createBlobsStorage(),
  };
}
