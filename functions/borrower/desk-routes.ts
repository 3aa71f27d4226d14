import { type Context, Hono } from 'hono';
import { findBorrowerFileOfLead, fileIsClosed, listFileStages, openBorrowerFile, recordFileStage, setFileType } from '../../db/queries/borrower-files';
import { addMessage, listMessages } from '../../db/queries/borrower-messages';
import {
  addNeed,
  countWaitingOnBorrower,
  decideNeed,
  editRequestedNeed,
  findUploadOfFile,
  listNeeds,
  removeRequestedNeed,
} from '../../db/queries/borrower-needs';
import { findDeskLead, type LeadScope } from '../../db/queries/lead-desk';
import { CHECKLIST_BY_TYPE, CHECKLIST_ITEMS, FILE_TYPE_LABELS } from '../../src/lib/borrower-checklist';
import { addNeedsSchema, decisionSchema, messageSchema, needEditSchema, openFileSchema, outcomeSchema } from '../../src/lib/schemas/borrower';
import { borrowerMessages } from '../../src/lib/messages-borrower';
import type { AppDeps, AppEnv } from '../deps';
import { badRequest, HttpError, notFound } from '../http/errors';
import { jsonInput, queryInput } from '../http/typed-input';
import { readJson } from '../http/validate';
import { NOTIFY_WAIT_MS, neverRejects, settleWithin } from '../leads/settle';
import { type BorrowerNotice, tellBorrower, toldOfNeedsRecently } from './notices';
import { privateDownload } from './routes';
import { sendSignInLink } from './sign-in-link';

/**
 * The agent's side of a borrower file, under a lead of the desk (/api/admin/leads/:id/borrower-file for the super
 * admin, /api/agent/leads/:id/borrower-file for the lead's agent): the lead is found through the desk's scope
 * first, so an agent of another file gets 404 like an unknown id. Staff writes here are audited by the middleware,
 * each naming what it did without the note, reason or message text (`auditSubject`): the append-only log keeps no
 * copy of a borrower's file (ADR 26, ADR 27).
 */
export function borrowerDeskRoutes(deps: AppDeps, scopeOf: (c: Context<AppEnv>) => Promise<LeadScope>) {
  const missing = () => notFound('Borrower file not found.');

  const leadOf = async (c: Context<AppEnv>) => {
    const lead = await findDeskLead(deps.db, await scopeOf(c), c.req.param('id')!);
    if (!lead) throw notFound('Lead not found.');
    return lead;
  };
  const fileOf = async (c: Context<AppEnv>) => {
    const file = await findBorrowerFileOfLead(deps.db, (await leadOf(c)).id);
    if (!file) throw missing();
    return file;
  };
  /** A file whose checklist may still change: a closed one's stands as it was when the lead closed (ADR 53), 409. */
  const openFileOf = async (c: Context<AppEnv>) => {
    const file = await fileOf(c);
    if (await fileIsClosed(deps.db, file.id)) throw new HttpError(409, 'file_closed', borrowerMessages.desk.fileClosed);
    return file;
  };
  const view = async (fileId: string, fileType: string) => {
    const [stages, needs, messages, waiting] = await Promise.all([
      listFileStages(deps.db, fileId),
      listNeeds(deps.db, fileId),
      listMessages(deps.db, fileId),
      countWaitingOnBorrower(deps.db, fileId),
    ]);
    return {
      id: fileId,
      file_type: fileType,
      waiting_on_borrower: waiting,
      stages: stages.map((s) => ({ stage: s.stage, changed_at: s.changedAt })),
      needs: needs.map((n) => ({
        id: n.id,
        checklist_key: n.checklistKey,
        label: n.label,
        note: n.note,
        status: n.status,
        reason: n.reason,
        uploads: n.uploads.map((u) => ({ id: u.id, original_name: u.originalName, content_type: u.contentType, size: u.size, uploaded_at: u.uploadedAt })),
      })),
      messages: messages.map((msg) => ({ id: msg.id, sender: msg.sender, body: msg.body, created_at: msg.createdAt })),
    };
  };
  const checklist = Object.fromEntries(
    Object.entries(CHECKLIST_BY_TYPE).map(([type, keys]) => [
      type,
      { label: FILE_TYPE_LABELS[type as keyof typeof FILE_TYPE_LABELS], items: keys.map((key) => ({ key, label: CHECKLIST_ITEMS[key] })) },
    ]),
  );

  /** The borrower hears of what asks something of them, by a mail with only a link; a failing mail never fails the write. */
  const notify = (file: { email: string; leadId: string }, kind: BorrowerNotice) =>
    settleWithin(
      neverRejects(tellBorrower(deps, file, kind), (e) => deps.log.error('borrower notice not sent', { kind, error: String(e) }), undefined),
      NOTIFY_WAIT_MS,
    );

  /** Refused once the borrower uploaded against the item: what they sent stays named as it was asked for. */
  const settled = (outcome: 'changed' | 'missing' | 'uploaded') => {
    if (outcome === 'missing') throw notFound('Document request not found.');
    if (outcome === 'uploaded') throw new HttpError(409, 'already_uploaded', borrowerMessages.desk.alreadyUploaded);
  };

  return (
    new Hono<AppEnv>()
      .get('/', async (c) => {
        const lead = await leadOf(c);
        const file = await findBorrowerFileOfLead(deps.db, lead.id);
        return c.json({ item: file ? await view(file.id, file.fileType) : null, checklist });
      })
      /** Opens a file for a lead an agent created (or changes its type) and mails the borrower their first link. */
      .post('/', jsonInput(openFileSchema), async (c) => {
        const lead = await leadOf(c);
        const { file_type } = await readJson(c, openFileSchema);
        const opened = await openBorrowerFile(deps.db, { leadId: lead.id, email: lead.client_email, at: deps.now().toISOString() });
        await setFileType(deps.db, opened.id, file_type);
        c.set('auditSubject', { id: opened.id, details: { file_type, opened: opened.created } });
        if (opened.created) {
          await settleWithin(
            neverRejects(
              sendSignInLink(deps, { id: opened.id, email: lead.client_email.trim().toLowerCase(), leadId: lead.id }),
              (e) => deps.log.error('borrower file link not sent', { error: String(e) }),
              undefined,
            ),
            NOTIFY_WAIT_MS,
          );
        }
        return c.json({ item: await view(opened.id, file_type) }, opened.created ? 201 : 200);
      })
      /** How a closed lead reads to the borrower when the agent knows better than the default (closed; completed once funded). */
      .post('/outcome', jsonInput(outcomeSchema), async (c) => {
        const file = await fileOf(c);
        const { outcome } = await readJson(c, outcomeSchema);
        if (file.leadStatus !== 'closed') throw badRequest(borrowerMessages.desk.outcomeNeedsClosed, { outcome: borrowerMessages.desk.outcomeNeedsClosed });
        await recordFileStage(deps.db, file.leadId, outcome, deps.now().toISOString());
        c.set('auditSubject', { id: file.id, details: { outcome } });
        return c.json({ item: await view(file.id, file.fileType) });
      })
      .post('/needs', jsonInput(addNeedsSchema), async (c) => {
        const file = await openFileOf(c);
        const input = await readJson(c, addNeedsSchema);
        const at = deps.now().toISOString();
        // An item already on the file is not asked for twice (a second tick, a second press): the first one stands.
        const existing = await listNeeds(deps.db, file.id);
        const askedKeys = new Set(existing.map((n) => n.checklistKey).filter(Boolean));
        const askedLabels = new Set(existing.map((n) => n.label.trim().toLowerCase()));
        const keys = [...new Set(input.checklist_keys)].filter((key) => !askedKeys.has(key));
        const label = input.label && !askedLabels.has(input.label.trim().toLowerCase()) ? input.label : undefined;
        // Each ticked item carries its own note; the one `note` belongs to the agent's own item (ADR 53).
        for (const key of keys) {
          await addNeed(deps.db, {
            fileId: file.id,
            checklistKey: key,
            label: CHECKLIST_ITEMS[key as keyof typeof CHECKLIST_ITEMS],
            note: input.notes[key] || null,
            at,
          });
        }
        if (label) await addNeed(deps.db, { fileId: file.id, label, note: input.note || null, at });
        const added = keys.length + (label ? 1 : 0);
        c.set('auditSubject', { id: file.id, details: { needs_added: added, checklist_keys: keys } });
        // One mail for a list built in several adds: the page it links to shows every item asked for.
        if (added > 0 && !(await toldOfNeedsRecently(deps.db, file.leadId))) await notify(file, 'needs_requested');
        return c.json({ item: await view(file.id, file.fileType) }, added > 0 ? 201 : 200);
      })
      .patch('/needs/:needId', jsonInput(needEditSchema), async (c) => {
        const file = await openFileOf(c);
        const change = await readJson(c, needEditSchema);
        settled(await editRequestedNeed(deps.db, file.id, c.req.param('needId'), change, deps.now().toISOString()));
        c.set('auditSubject', { id: c.req.param('needId'), details: { edited: Object.keys(change) } });
        return c.json({ item: await view(file.id, file.fileType) });
      })
      .delete('/needs/:needId', async (c) => {
        const file = await openFileOf(c);
        settled(await removeRequestedNeed(deps.db, file.id, c.req.param('needId')));
        c.set('auditSubject', { id: c.req.param('needId'), details: { removed: true } });
        return c.json({ item: await view(file.id, file.fileType) });
      })
      .post('/needs/:needId/decision', jsonInput(decisionSchema), async (c) => {
        const file = await openFileOf(c);
        const input = await readJson(c, decisionSchema);
        const decided = await decideNeed(
          deps.db,
          file.id,
          c.req.param('needId'),
          input.decision === 'accept' ? 'accepted' : 'needs_another',
          input.reason ?? null,
          deps.now().toISOString(),
        );
        if (!decided) throw notFound('Document request not found.');
        c.set('auditSubject', { id: c.req.param('needId'), details: { decision: input.decision } });
        if (input.decision === 'needs_another') await notify(file, 'needs_another');
        return c.json({ item: await view(file.id, file.fileType) });
      })
      .get('/uploads/:uploadId/download', queryInput<{ view?: string }>(), async (c) => {
        const file = await fileOf(c);
        const upload = await findUploadOfFile(deps.db, file.id, c.req.param('uploadId'));
        const stored = upload ? await deps.storage.get('borrower-documents', upload.storageKey) : null;
        if (!upload || !stored) throw notFound('Document not found.');
        return privateDownload(stored.bytes, upload.contentType, upload.originalName, c.req.query('view') === '1');
      })
      .post('/messages', jsonInput(messageSchema), async (c) => {
        const file = await fileOf(c);
        const { body } = await readJson(c, messageSchema);
        const message = await addMessage(deps.db, { fileId: file.id, sender: 'agent', authorUserId: c.get('user')!.id, body, at: deps.now().toISOString() });
        c.set('auditSubject', { id: message.id, details: { sender: 'agent', length: body.length } });
        await notify(file, 'message');
        return c.json({ item: { id: message.id, sender: message.sender, body: message.body, created_at: message.createdAt } }, 201);
      })
  );
}
