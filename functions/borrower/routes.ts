import { type Context, Hono } from 'hono';
import { consumeSignInToken, fileIsClosed, findBorrowerFile, findFileAgent, listFileStages, listFilesOfEmail } from '../../db/queries/borrower-files';
import { findNeedOfFile, findUploadOfFile, listNeeds } from '../../db/queries/borrower-needs';
import { borrowerMessages as m } from '../../src/lib/messages-borrower';
import { z } from '../../src/lib/schemas/zod';
import { resolveImageUrl } from '../../src/lib/storage-url';
import { hashOneTimeSecret } from '../auth/one-time-secrets';
import { HOUR_SECONDS, reserveLimited } from '../auth/account-limits';
import type { AppDeps } from '../deps';
import { clientIp } from '../http/client-ip';
import { HttpError } from '../http/errors';
import { type ReferrerPolicy, renderAskForLink, renderFilePage, renderSignInPrompt } from './page';
import { BORROWER_BASE_PATH, clearBorrowerCookie, createBorrowerSession, readBorrowerCookie, setBorrowerCookie, validateBorrowerToken } from './session';
import { type BorrowerEnv, borrowerOnly as borrowerOnlyFor } from './borrower-only';
import { partedUploadRoutes } from './parted-routes';
import { storeBorrowerDocument, uploadLimitReached } from './store-document';
import { deleteBorrowerSession } from '../../db/queries/borrower-files';
import { addMessage, listMessages } from '../../db/queries/borrower-messages';
import { MESSAGE_MAX } from '../../src/lib/schemas/borrower';
import { NOTIFY_WAIT_MS, neverRejects, settleWithin } from '../leads/settle';
import { auditBorrowerAction } from './audit';
import { tellAgent } from './notices';
import { sendSignInLinks, SIGN_IN_PATH } from './sign-in-link';
import { renderBorrowerError } from './refusals';
import { flashFor } from './flash';
import { VIEWABLE_TYPES } from '../../src/lib/borrower-viewable';
import { withPdfTitle } from '../storage/pdf-title';

/** "Email me a new link": per address and per network address, an hour's window (ADR 52). */
export const NEW_LINKS_PER_EMAIL = 3;
export const NEW_LINKS_PER_IP = 10;
/** Spending links: a wrong or dead token costs a try, so guessing is bounded besides the token's 160 bits. */
export const SIGN_INS_PER_IP = 20;
const AFTER_ANSWER_MS = 50;
export { UPLOADS_PER_FILE_HOUR } from './store-document';

const emailField = z.string().trim().toLowerCase().max(254).email();

/** The sign-in page posts from a page with no Referer, so its form arrives with `Origin: null` (app.ts). */
export const BORROWER_SIGN_IN_PATH = SIGN_IN_PATH;

/**
 * The borrower portal under /api/my-file (ADR 52): HTML pages and plain form posts, no JSON client needed. Only the
 * borrower cookie opens a file; a staff session is refused here, as a borrower cookie is refused by every staff route.
 */
export function borrowerRoutes(deps: AppDeps) {
  const app = new Hono<BorrowerEnv>();
  // Every refusal here (a rate limit, a missing document) is a page, never the API's JSON (ADR 52).
  app.onError((error, c) => {
    if (error instanceof HttpError) return renderBorrowerError(c, error);
    throw error;
  });
  const seconds = () => Math.floor(deps.now().getTime() / 1000);
  const html = (c: Context, body: string, status: 200 | 400 | 401 | 403 | 404 | 429 = 200, referrer: ReferrerPolicy = 'same-origin') => {
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', referrer);
    return c.html(body, status);
  };

  const borrowerOnly = borrowerOnlyFor(deps);
  app.route('/', partedUploadRoutes(deps, borrowerOnly));

  app.get('/sign-in', (c) => html(c, renderSignInPrompt(`${SIGN_IN_PATH}?token=${encodeURIComponent(c.req.query('token') ?? '')}`), 200, 'no-referrer'));

  app.post('/sign-in', async (c) => {
    const ip = clientIp(c, deps.env);
    const limit = await reserveLimited(deps.db, [{ key: `borrower-sign-in:ip:${ip}`, max: SIGN_INS_PER_IP }], HOUR_SECONDS, seconds(), m.signIn.tooMany);
    const token = (c.req.query('token') ?? '').trim();
    const spent = token ? await consumeSignInToken(deps.db, hashOneTimeSecret(token)) : null;
    const file = spent && spent.expiresAt > seconds() ? await findBorrowerFile(deps.db, spent.fileId) : null;
    if (!file) return html(c, renderAskForLink({ text: m.signIn.invalidLink, error: true }), 400);
    await limit.release();
    const session = await createBorrowerSession(deps.db, file.id, deps.now());
    setBorrowerCookie(c, session.token, session.expiresAt, deps.env.TRUST_PROXY);
    return c.redirect(BORROWER_BASE_PATH, 303);
  });

  app.post('/new-link', async (c) => {
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const parsed = emailField.safeParse(typeof body.email === 'string' ? body.email : '');
    if (!parsed.success) return html(c, renderAskForLink({ text: m.signIn.invalidEmail, error: true }), 400);
    const email = parsed.data;
    // Counted for every address, with or without a file, so the limit itself reveals nothing.
    await reserveLimited(
      deps.db,
      [
        { key: `borrower-link:ip:${clientIp(c, deps.env)}`, max: NEW_LINKS_PER_IP },
        { key: `borrower-link:email:${email}`, max: NEW_LINKS_PER_EMAIL },
      ],
      HOUR_SECONDS,
      seconds(),
      m.signIn.tooMany,
    );
    // As a staff reset link (ADR 41): looked up and mailed after the answer, so both answers take the same time.
    const work = new Promise((resolve) => setTimeout(resolve, AFTER_ANSWER_MS))
      .then(() => listFilesOfEmail(deps.db, email))
      // Every file of the address, each with its own link (one person may have applied twice).
      .then((files) => sendSignInLinks(deps, files))
      .catch((error) => deps.log.error('borrower sign-in link not sent', { error: String(error) }));
    try {
      c.executionCtx.waitUntil(work);
    } catch {
      // No execution context (Node host, tests): the promise runs on by itself.
    }
    return html(c, renderAskForLink({ text: m.signIn.sent }));
  });

  app.post('/sign-out', async (c) => {
    const token = readBorrowerCookie(c);
    const session = token ? await validateBorrowerToken(deps.db, token, deps.now()) : null;
    if (session) await deleteBorrowerSession(deps.db, session.sessionId);
    clearBorrowerCookie(c, deps.env.TRUST_PROXY);
    // A page of its own, not the form's address: reloading or sharing it never posts again.
    return c.redirect(`${BORROWER_BASE_PATH}/signed-out`, 303);
  });

  app.get('/signed-out', (c) => html(c, renderAskForLink({ text: m.signIn.signedOut })));

  app.get('/', borrowerOnly, async (c) => {
    const fileId = c.get('borrowerFileId');
    const file = await findBorrowerFile(deps.db, fileId);
    if (!file) return html(c, renderAskForLink(), 401);
    const [stages, agent, needs, messages] = await Promise.all([
      listFileStages(deps.db, fileId),
      findFileAgent(deps.db, file.agentId),
      listNeeds(deps.db, fileId),
      listMessages(deps.db, fileId),
    ]);
    const flashKey = c.req.query('done') ?? c.req.query('error');
    const flash = flashKey ? flashFor(flashKey) : undefined;
    return html(
      c,
      renderFilePage({
        stages,
        agent: agent ? { name: agent.name, email: agent.email, phone: agent.phone, photoUrl: resolveImageUrl(agent.headshotUrl, 'agent-headshots') } : null,
        needs,
        messages,
        flash,
        flashNeedId: c.req.query('need'),
      }),
    );
  });

  app.post('/needs/:needId/uploads', borrowerOnly, async (c) => {
    const fileId = c.get('borrowerFileId');
    const need = await findNeedOfFile(deps.db, fileId, c.req.param('needId'));
    if (!need) throw new HttpError(404, 'not_found', m.needs.notFound);
    const back = (key: string) => c.redirect(`${BORROWER_BASE_PATH}?${key}&need=${need.id}#need-${need.id}`, 303);
    // A page opened before the file closed still posts its form: the file page (now without forms) says why.
    if (await fileIsClosed(deps.db, fileId)) return back('error=file_closed');
    // Storage is not a borrower's to fill: uploads per file and hour are limited (counted before the bytes are read).
    if (await uploadLimitReached(deps, fileId)) return back('error=too_many');
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const file = body.file;
    if (!(file instanceof File) || file.size === 0) return back('error=missing');
    const stored = await storeBorrowerDocument(deps, c, { fileId, needId: need.id, bytes: new Uint8Array(await file.arrayBuffer()), name: file.name });
    return back(stored.ok ? 'done=uploaded' : `error=${stored.reason}`);
  });

  app.post('/messages', borrowerOnly, async (c) => {
    const fileId = c.get('borrowerFileId');
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const text = typeof body.body === 'string' ? body.body.trim() : '';
    const back = (key: string) => c.redirect(`${BORROWER_BASE_PATH}?${key}#messages-h`, 303);
    if (!text) return back('error=message_empty');
    if (text.length > MESSAGE_MAX) return back('error=message_too_long');
    const file = await findBorrowerFile(deps.db, fileId);
    if (!file) return back('error=message_empty');
    const message = await addMessage(deps.db, { fileId, sender: 'borrower', authorUserId: null, body: text, at: deps.now().toISOString() });
    await auditBorrowerAction(deps, c, { fileId, recordType: 'my-file/messages', recordId: message.id, after: { length: text.length } });
    await settleWithin(
      neverRejects(tellAgent(deps, file), (e) => deps.log.error('agent message notice not sent', { error: String(e) }), undefined),
      NOTIFY_WAIT_MS,
    );
    return back('done=message_sent');
  });

  app.get('/uploads/:uploadId', borrowerOnly, async (c) => {
    const upload = await findUploadOfFile(deps.db, c.get('borrowerFileId'), c.req.param('uploadId'));
    const stored = upload ? await deps.storage.get('borrower-documents', upload.storageKey) : null;
    if (!upload || !stored) throw new HttpError(404, 'not_found', m.needs.documentNotFound);
    return privateDownload(stored.bytes, upload.contentType, upload.originalName, c.req.query('view') === '1');
  });

  return app;
}

/**
 * A private file, never cached, under the documents route's safety headers (a sandboxing CSP, no sniffing). As a
 * download, or with `view` a JPEG, PNG or PDF shown in the browser under the same headers (a PDF titled with its name,
 * storage/pdf-title.ts); any other type still downloads.
 */
export function privateDownload(bytes: Uint8Array, contentType: string, name: string, view = false): Response {
  const inline = view && VIEWABLE_TYPES.has(contentType);
  const disposition = inline ? 'inline' : 'attachment';
  // The browser's PDF viewer names the tab after the PDF's own title, which may be "about:blank": the name instead.
  const body = inline && contentType === 'application/pdf' ? withPdfTitle(bytes, name) : bytes;
  return new Response(body as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(name)}`,
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}
