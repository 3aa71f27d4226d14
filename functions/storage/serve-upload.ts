import { isBucket, isPrivateBucket, type FileStorage, type StoredFile } from './storage';

/**
 * GET/HEAD /uploads/{bucket}/{key}: one handler for both hosts (the Node host routes it in server/site-app.ts,
 * Netlify in netlify/functions/uploads.mts). Stored files are served inert: the stored type with nosniff, a
 * sandboxing CSP so even a file that slipped through could not run script, and documents as downloads.
 */
const DOCUMENT_TYPES = new Set(['application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document']);

const INERT = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
};

/** `/uploads/{bucket}/{key}` split and decoded per segment; null when malformed (an encoded "/" included). */
export function parseUploadPath(pathname: string): { bucket: string; key: string } | null {
  const parts = pathname.split('/');
  if (parts[1] !== 'uploads' || parts.length < 4) return null;
  try {
    const decoded = parts.slice(2).map((part) => decodeURIComponent(part));
    if (decoded.some((part) => part.includes('/'))) return null;
    return { bucket: decoded[0]!, key: decoded.slice(1).join('/') };
  } catch {
    return null;
  }
}

export async function serveUpload(storage: FileStorage, bucket: string, key: string, method = 'GET'): Promise<Response> {
  // The private bucket answers exactly like a missing file, so its keys cannot even be probed here.
  if (!isBucket(bucket) || isPrivateBucket(bucket)) return uploadNotFound();
  const file = await storage.get(bucket, key);
  return file ? uploadResponse(file, key, method) : uploadNotFound();
}

/** The response for a stored file; also for the owner-checked download of private documents. */
export function uploadResponse(file: StoredFile, key: string, method = 'GET'): Response {
  const headers = new Headers({
    ...INERT,
    'Content-Type': file.contentType,
    'Content-Length': String(file.size),
    // Keys are generated and never reused, so a stored file never changes.
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
  if (DOCUMENT_TYPES.has(file.contentType)) {
    const name = (key.split('/').pop() ?? 'download').replace(/[^A-Za-z0-9._-]/g, '_');
    headers.set('Content-Disposition', `attachment; filename="${name}"`);
  }
  return new Response(method === 'HEAD' ? null : (file.bytes as Uint8Array<ArrayBuffer>), { status: 200, headers });
}

export function uploadNotFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { ...INERT, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
