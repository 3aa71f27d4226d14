import type { MiddlewareHandler } from 'hono';
import { FORM_PAGES, formResultId, type FormOutcome, type PublicForm } from '../../src/lib/forms/form-result';
import { HttpError } from '../http/errors';
import { isFormPost } from './read-form-body';

/**
 * A plain HTML form post (JavaScript off or not loaded yet) is answered like the island's JSON post, then turned
 * into a 303 back to the page it came from, naming the outcome in the query and the fragment
 * (src/lib/forms/form-result.ts). JSON posts pass through untouched. Sits before the per-IP limit, so a 429 is
 * answered the same way.
 */
export function formRedirect(form: PublicForm): MiddlewareHandler {
  return async (c, next) => {
    if (!isFormPost(c)) return next();
    let status: number;
    let consentRefused = false;
    try {
      await next();
      status = c.res.status;
      if (status === 400) consentRefused = await namesConsent(c.res.clone());
    } catch (error) {
      // Normally the app's error handler has already rendered it; a bare throw is mapped the same way.
      status = error instanceof HttpError ? error.status : 500;
      consentRefused = error instanceof HttpError && !!error.fields?.consent;
    }
    const outcome = outcomeOf(status, consentRefused);
    // After next() Hono only takes a response assigned to c.res; clearing it first keeps the JSON answer's headers
    // off the redirect.
    c.res = undefined as unknown as Response;
    c.res = new Response(null, { status: 303, headers: { Location: resultLocation(form, outcome, c.req.header('referer')), 'Cache-Control': 'no-store' } });
    return c.res;
  };
}

export function outcomeOf(status: number, consentRefused: boolean): FormOutcome {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 429) return 'limited';
  if (status === 400 && consentRefused) return 'consent';
  if (status === 400 || status === 404 || status === 413) return 'invalid';
  return 'failed';
}

/**
 * Back to the form's page: the Referer's path when there is one (a form may sit on several pages; its own query,
 * e.g. ?agent=, is kept), else the form's usual page. Only a path is ever used, so the answer cannot send the
 * visitor to another site.
 */
export function resultLocation(form: PublicForm, outcome: FormOutcome, referer: string | undefined): string {
  let path = FORM_PAGES[form];
  let query = new URLSearchParams();
  if (referer) {
    try {
      const url = new URL(referer);
      if (url.pathname.startsWith('/') && !url.pathname.startsWith('//') && !url.pathname.startsWith('/api/')) {
        path = url.pathname;
        query = url.searchParams;
      }
    } catch {
      // not a URL: the usual page
    }
  }
  query.delete('sent');
  query.delete('error');
  // A used unsubscribe token has no further purpose in the address bar.
  if (outcome === 'sent') query.delete('token');
  query.set(outcome === 'sent' ? 'sent' : 'error', outcome === 'sent' ? form : outcome);
  return `${path}?${query.toString()}#${formResultId(form, outcome)}`;
}

async function namesConsent(res: Response): Promise<boolean> {
  try {
    const body = (await res.json()) as { error?: { fields?: Record<string, string> } };
    return !!body.error?.fields?.consent;
  } catch {
    return false;
  }
}
