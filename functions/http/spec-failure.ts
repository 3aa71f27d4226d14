import type { MiddlewareHandler } from 'hono';
import { errorBody, HttpError } from './errors';

/**
 * An unexpected failure of this route answers the product's (docs/product/back-office-shell.md#failure-texts) own wording ('Failed to create agent', 'Failed to update
 * profile', ...) instead of the generic one. The app's error handler has already logged it with its stack; answers
 * the route chose (HttpError: 400, 404, 409) pass through unchanged.
 */
export function specFailure(message: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.error && !(c.error instanceof HttpError)) {
      c.res = undefined;
      c.res = c.json(errorBody('server_error', message), 500);
    }
  };
}
