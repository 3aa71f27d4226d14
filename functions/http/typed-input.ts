import type { Env, MiddlewareHandler } from 'hono';
import type { z } from 'zod';

/**
 * Names, for the typed API client (ADR 56), the JSON body a route reads: the islands' calls are then checked against
 * the route's own schema. It does nothing when the request runs: the handler still parses the body with `readJson`,
 * so bad input keeps the API's one error body (a field-by-field 400).
 */
export function jsonInput<S extends z.ZodType>(_schema: S): MiddlewareHandler<Env, string, { in: { json: z.input<S> }; out: { json: z.output<S> } }> {
  return async (_c, next) => {
    await next();
  };
}

/**
 * Names the multipart fields a route reads (the typed client's `form`: a file as a File or Blob, text as a string; a
 * field left undefined is not sent). The handler still reads and checks the form itself.
 */
export function formInput<F extends Record<string, string | Blob | undefined>>(): MiddlewareHandler<Env, string, { in: { form: F }; out: { form: F } }> {
  return async (_c, next) => {
    await next();
  };
}

/** Names the query parameters a route reads (the typed client's `query`); parsed by `readQuery` in the handler. */
export function queryInput<Q extends Record<string, string | undefined>>(): MiddlewareHandler<Env, string, { in: { query: Q }; out: { query: Q } }> {
  return async (_c, next) => {
    await next();
  };
}
