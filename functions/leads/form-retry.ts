import type { Context, MiddlewareHandler } from 'hono';
import { type AlertPage, renderAlertPage } from '../rate-alerts/page';
import { isFormPost } from './read-form-body';

/** A form value as text (a missing or non-text answer is empty). */
export const formText = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A form posted without JavaScript and refused for its answers: the static page cannot refill a form, so instead of
 * the 303 to `?error=invalid` (or `consent`) the API answers with the form itself, made by `page` from what was typed
 * (ADR 48, ADR 54). Nothing personal goes in the address: the page is the POST's own answer. Sits before
 * formRedirect, which turns every other outcome into its usual 303; a body that cannot be read keeps that 303.
 */
export function formRetryPage(
  readTyped: (c: Context) => Promise<Record<string, unknown>>,
  page: (typed: Record<string, unknown>) => AlertPage,
): MiddlewareHandler {
  return async (c, next) => {
    if (!isFormPost(c)) return next();
    await next();
    const location = c.res.headers.get('location') ?? '';
    if (c.res.status !== 303 || !/[?&]error=(invalid|consent)(&|#|$)/.test(location)) return;
    let typed: Record<string, unknown>;
    try {
      typed = await readTyped(c);
    } catch {
      return;
    }
    c.res = undefined as unknown as Response;
    c.res = c.html(renderAlertPage(page(typed)), 400, { 'Cache-Control': 'no-store' });
    return c.res;
  };
}
