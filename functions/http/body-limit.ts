import type { Context, MiddlewareHandler, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { messages } from '../../src/lib/messages-staff';
import { CLIENT_IMPORT_MAX_BODY_BYTES } from '../../src/lib/schemas/client-mortgages';
import { errorBody } from './errors';

/** Every API route reads at most this much; a JSON form, a sign-in or a back-office edit is far smaller. */
export const DEFAULT_BODY_LIMIT_BYTES = 256 * 1024;

/**
 * The ONE table of per-route body limits, first match wins. A route gets a larger limit only where a larger body is
 * legitimate (uploads, a long chat history); the public lead forms get a smaller one. Patterns are API paths; a
 * trailing `*` matches any rest.
 */
export const BODY_LIMITS: ReadonlyArray<{ pattern: string; maxBytes: number; upload?: true }> = [
  // Netlify Functions refuse request bodies above ~6 MB once base64-encoded; 4.5 MB of file fits.
  { pattern: '/api/uploads/*', maxBytes: 4_500_000, upload: true },
  // An agent's document upload (functions/documents/agent-routes.ts): the same file limit as every upload.
  { pattern: '/api/agent/documents', maxBytes: 4_500_000, upload: true },
  // One part of an agent's document sent in parts (functions/documents/parted-routes.ts, ADR 60).
  { pattern: '/api/agent/documents/parted-uploads/*', maxBytes: 4_500_000, upload: true },
  // A borrower's document against a need (functions/borrower/routes.ts, ADR 52).
  { pattern: '/api/my-file/needs/*', maxBytes: 4_500_000, upload: true },
  // One part of a larger document sent in parts (functions/borrower/parted-routes.ts, ADR 60): a part is at most 4 MB.
  { pattern: '/api/my-file/parted-uploads/*', maxBytes: 4_500_000, upload: true },
  // A client CSV import: the 2 MB / 2,000 rows its schema allows, JSON-escaped (src/lib/schemas/client-mortgages.ts).
  { pattern: '/api/admin/clients/import', maxBytes: CLIENT_IMPORT_MAX_BODY_BYTES },
  { pattern: '/api/agent/clients/import', maxBytes: CLIENT_IMPORT_MAX_BODY_BYTES },
  // 31 chat messages of 2,000 characters, JSON-escaped (functions/chat/routes.ts).
  { pattern: '/api/chat', maxBytes: 512 * 1024 },
  { pattern: '/api/leads/*', maxBytes: 32 * 1024 },
];

/**
 * An over-limit upload is read to its end and discarded, up to this much, before it is answered: a browser that is
 * still sending when the server answers and closes shows its own "connection reset" page instead of ours (a plain
 * form with JavaScript off, ADR 52). Past this the connection is closed unread.
 */
export const UPLOAD_DISCARD_CAP_BYTES = 64 * 1024 * 1024;

const limitEntry = (path: string) => BODY_LIMITS.find(({ pattern }) => (pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern));

export function bodyLimitFor(path: string): number {
  return limitEntry(path)?.maxBytes ?? DEFAULT_BODY_LIMIT_BYTES;
}

/**
 * Applied to the whole API before any handler: a declared Content-Length over the limit is refused unread, and a
 * body without one (chunked) is counted while it streams and refused as soon as it passes the limit, so nothing
 * oversized is ever buffered whole or parsed. 413 in the API's error shape.
 */
export function apiBodyLimit(pageRefusal?: (c: Context) => Response | undefined): MiddlewareHandler {
  // An upload too large for the request limit is told the file limit, like one just over 4 MB (functions/storage).
  // `pageRefusal` answers a plain HTML form's route with a page instead (the borrower portal, ADR 52).
  const onError: Parameters<typeof bodyLimit>[0]['onError'] = (c) =>
    pageRefusal?.(c) ??
    (limitEntry(c.req.path)?.upload
      ? c.json(errorBody('file_too_large', messages.backOffice.uploads.tooLarge, { file: messages.backOffice.uploads.tooLarge }), 413)
      : c.json(errorBody('payload_too_large', messages.generic.bodyTooLarge), 413));
  const limiters = new Map<number, MiddlewareHandler>();
  const limiterFor = (maxSize: number) => {
    let limiter = limiters.get(maxSize);
    if (!limiter) {
      limiter = bodyLimit({ maxSize, onError });
      limiters.set(maxSize, limiter);
    }
    return limiter;
  };
  return (c, next) => {
    const entry = limitEntry(c.req.path);
    return entry?.upload ? uploadLimit(c, next, entry.maxBytes, onError) : limiterFor(bodyLimitFor(c.req.path))(c, next);
  };
}

/**
 * An upload route's limit: like Hono's body limit, except that a body over it is read on and discarded (up to
 * UPLOAD_DISCARD_CAP_BYTES) before the refusal is sent, so the browser has finished sending and shows the answer.
 */
async function uploadLimit(c: Context, next: Next, maxSize: number, onError: (c: Context) => Response | Promise<Response>) {
  const body = c.req.raw.body;
  if (!body) return next();
  const chunked = c.req.raw.headers.has('transfer-encoding');
  const declared = Number.parseInt(c.req.raw.headers.get('content-length') ?? '', 10);
  if (!chunked && Number.isFinite(declared)) {
    if (declared <= maxSize) return next();
    if (declared > UPLOAD_DISCARD_CAP_BYTES) return onError(c);
  }
  const reader = body.getReader();
  const kept: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > UPLOAD_DISCARD_CAP_BYTES) {
      await reader.cancel().catch(() => undefined);
      return onError(c);
    }
    if (size <= maxSize) kept.push(value);
  }
  if (size > maxSize) return onError(c);
  const whole = new Uint8Array(size);
  let offset = 0;
  for (const chunk of kept) {
    whole.set(chunk, offset);
    offset += chunk.length;
  }
  c.req.raw = new Request(c.req.raw, { body: whole });
  return next();
}
