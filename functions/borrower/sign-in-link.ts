import { deleteSignInTokensOfFile, insertSignInToken } from '../../db/queries/borrower-files';
import { borrowerMessages as m } from '../../src/lib/messages-borrower';
import { hashOneTimeSecret, newResetToken } from '../auth/one-time-secrets';
import type { AppDeps } from '../deps';
import { sendThroughOutbox } from '../email/outbox';
import { BORROWER_BASE_PATH } from './session';

/** A sign-in link works for one hour and once (ADR 52), like a staff reset link (ADR 41). */
export const SIGN_IN_LINK_SECONDS = 60 * 60;
export const SIGN_IN_PATH = `${BORROWER_BASE_PATH}/sign-in`;

/**
 * Makes a new link for a file and queues it through the outbox. Only the newest link works: an older one still in a
 * mailbox is spent by asking again. The token is the staff reset token (same randomness, stored only as its SHA-256).
 * The email names nothing about the file: only the link.
 */
export async function sendSignInLink(deps: AppDeps, file: { id: string; email: string; leadId: string }): Promise<void> {
  await deleteSignInTokensOfFile(deps.db, file.id);
  const token = newResetToken();
  const now = Math.floor(deps.now().getTime() / 1000);
  await insertSignInToken(deps.db, { tokenHash: hashOneTimeSecret(token), fileId: file.id, createdAt: now, expiresAt: now + SIGN_IN_LINK_SECONDS });
  // In the query, not the fragment: the page must work without JavaScript. The GET only shows a button (mail scanners
  // open links), the page sends no Referer, and the POST spends the token.
  const link = `${new URL(SIGN_IN_PATH, deps.env.SITE_URL).href}?token=${token}`;
  await sendThroughOutbox(deps, { to: file.email, subject: m.email.linkSubject, text: m.email.linkText(link), leadId: file.leadId });
}
