import type { Context, MiddlewareHandler } from 'hono';
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
  return (c, next) => limiterFor(bodyLimitFor(c.req.path))(c, next);
}
