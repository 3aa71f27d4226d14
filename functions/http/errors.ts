import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { messages } from '../../src/lib/messages';

/** The one error shape of the API (docs/architecture.md, conventions): `{ error: { code, message, fields? } }`. */
export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> } & Record<string, unknown>;
}

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** More for the client beside code and message, snake_case (ADR 33): e.g. a stale save's `stale` details. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export function errorBody(code: string, message: string, fields?: Record<string, string>, details?: Record<string, unknown>): ErrorBody {
  return { error: { ...details, code, message, ...(fields ? { fields } : {}) } };
}

export function badRequest(message: string, fields?: Record<string, string>): HttpError {
  return new HttpError(400, 'invalid_input', message, fields);
}
export function unauthorized(message: string = messages.generic.signInRequired): HttpError {
  return new HttpError(401, 'unauthorized', message);
}
export function forbidden(message: string = messages.auth.accessDenied): HttpError {
  return new HttpError(403, 'forbidden', message);
}
export function notFound(message = 'Not found'): HttpError {
  return new HttpError(404, 'not_found', message);
}
export function tooManyRequests(message: string, retryAfterSeconds: number): HttpError {
  return new HttpError(429, 'rate_limited', message, undefined, { 'Retry-After': String(retryAfterSeconds) });
}

/** Renders an HttpError; anything else is logged with its stack and answered without one. */
export function renderError(c: Context, error: unknown, log: (msg: string, fields: Record<string, unknown>) => void) {
  if (error instanceof HttpError) {
    if (error.headers) for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(errorBody(error.code, error.message, error.fields, error.details), error.status);
  }
  log('unhandled error', {
    method: c.req.method,
    path: new URL(c.req.url).pathname,
    error: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? error.stack : undefined,
  });
  return c.json(errorBody('server_error', messages.generic.serverError), 500);
}
