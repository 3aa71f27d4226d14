import type { Context } from 'hono';
import { borrowerMessages as m } from '../../src/lib/messages-borrower';
import type { HttpError } from '../http/errors';
import { layout, renderAskForLink } from './page';
import { BORROWER_BASE_PATH } from './session';
import { escapeHtml as e } from '../rate-alerts/page';

/**
 * Every refusal of a borrower form comes back as a page, never the API's JSON (ADR 52): the portal is plain HTML
 * forms, so a browser shows whatever the answer is. A refused upload returns to the file page at its document.
 */
export const isBorrowerPath = (path: string) => path === BORROWER_BASE_PATH || path.startsWith(`${BORROWER_BASE_PATH}/`);

const UPLOAD_PATH = new RegExp(`^${BORROWER_BASE_PATH}/needs/([^/]+)/uploads$`);

function page(c: Context, body: string, status: number) {
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'same-origin');
  return c.html(body, status as 400);
}

/** A body over the route's limit (http/body-limit.ts): an upload returns to its document with "too large". */
export function borrowerBodyTooLarge(c: Context) {
  const need = UPLOAD_PATH.exec(c.req.path)?.[1];
  if (need) return c.redirect(`${BORROWER_BASE_PATH}?error=too_large&need=${encodeURIComponent(need)}#need-${encodeURIComponent(need)}`, 303);
  if (c.req.path.startsWith(`${BORROWER_BASE_PATH}/messages`)) return c.redirect(`${BORROWER_BASE_PATH}?error=message_too_long#messages-h`, 303);
  return page(c, renderAskForLink({ text: m.refused.tooLarge, error: true }), 413);
}

/** The portal's error handler: rate limits and refusals as the page they came from, with the message. */
export function renderBorrowerError(c: Context, error: HttpError) {
  if (error.headers) for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  const path = c.req.path;
  if (path.endsWith('/new-link') || path.endsWith('/sign-in') || path.endsWith('/sign-out'))
    return page(c, renderAskForLink({ text: error.message, error: true }), error.status);
  return page(
    c,
    layout(
      m.pageTitle,
      `<h1>${e(m.pageTitle)}</h1><p class="flash error" role="alert">${e(error.message)}</p><p><a href="${BORROWER_BASE_PATH}">${e(m.refused.backToFile)}</a></p>`,
    ),
    error.status,
  );
}
