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
 * Makes a new link for a file: only the newest works, so an older one still in a mailbox is spent by asking again.
 * The token is the staff reset token (same randomness, stored only as its SHA-256).
 */
async function newSignInLink(deps: AppDeps, fileId: string): Promise<string> {
  await deleteSignInTokensOfFile(deps.db, fileId);
  const token = newResetToken();
  const now = Math.floor(deps.now().getTime() / 1000);
  await insertSignInToken(deps.db, { tokenHash: hashOneTimeSecret(token), fileId, createdAt: now, expiresAt: now + SIGN_IN_LINK_SECONDS });
  // In the query, not the fragment: the page must work without JavaScript. The GET only shows a button (mail scanners
  // open links), the page sends no Referer, and the POST spends the token.
  return `${new URL(SIGN_IN_PATH, deps.env.SITE_URL).href}?token=${token}`;
}

/**
 * Queues a file's new link through the outbox. The email names nothing about the file: only the link. The first one
 * is "Your mortgage file"; one the borrower asked for says so in its subject, so it is not taken for the first again.
 */
export async function sendSignInLink(deps: AppDeps, file: { id: string; email: string; leadId: string }, subject: string = m.email.linkSubject): Promise<void> {
  const link = await newSignInLink(deps, file.id);
  await sendThroughOutbox(deps, { to: file.email, subject, text: m.email.linkText(link), leadId: file.leadId });
}

/**
 * "Email me a new link" for an address with several files (one person applied twice): one email with a link to
 * each, named only by the day the application arrived (ADR 52). Files are newest first.
 */
export async function sendSignInLinks(deps: AppDeps, files: { id: string; email: string; leadId: string; createdAt: string }[]): Promise<void> {
  const [newest] = files;
  if (!newest) return;
  if (files.length === 1) return sendSignInLink(deps, newest, m.email.newLinkSubject);
  const entries: { opened: string; link: string }[] = [];
  for (const file of files) entries.push({ opened: torontoDay(file.createdAt), link: await newSignInLink(deps, file.id) });
  await sendThroughOutbox(deps, { to: newest.email, subject: m.email.newLinksSubject, text: m.email.linksText(entries), leadId: newest.leadId });
}

const torontoDay = (iso: string) => new Date(iso).toLocaleDateString('en-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'America/Toronto' });
