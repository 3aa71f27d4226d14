import type { MiddlewareHandler } from 'hono';
import { borrowerMessages as m } from '../../src/lib/messages-borrower';
import type { AppDeps, AppEnv } from '../deps';
import { renderAskForLink } from './page';
import { clearBorrowerCookie, readBorrowerCookie, validateBorrowerToken } from './session';

export type BorrowerEnv = AppEnv & { Variables: AppEnv['Variables'] & { borrowerFileId: string; borrowerSessionId: string } };

/**
 * Only the borrower cookie opens a file (ADR 52): anonymous 401; a staff session without a borrower one 403 (a staff
 * cookie never opens a file). A page either way, for a form post too: a borrower whose session ended mid-upload is
 * asked for a new link, not shown JSON.
 */
export function borrowerOnly(deps: AppDeps): MiddlewareHandler<BorrowerEnv> {
  return async (c, next) => {
    const token = readBorrowerCookie(c);
    const session = token ? await validateBorrowerToken(deps.db, token, deps.now()) : null;
    if (!session) {
      if (token) clearBorrowerCookie(c, deps.env.TRUST_PROXY);
      const staff = c.get('user') || c.get('pendingUser');
      c.header('Cache-Control', 'no-store');
      c.header('Referrer-Policy', 'same-origin');
      if (staff) return c.html(renderAskForLink({ text: m.signIn.staffRefused, error: true }), 403);
      return c.html(renderAskForLink(), 401);
    }
    c.set('borrowerFileId', session.fileId);
    c.set('borrowerSessionId', session.sessionId);
    await next();
    c.header('Cache-Control', 'no-store');
  };
}
