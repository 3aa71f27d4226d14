import { Hono } from 'hono';
import { suppressEmail } from '../../db/queries/email-suppressions';
import { collectPersonalData, erasedEmail, erasePersonalData, normaliseEmail } from '../../db/queries/personal-data';
import { findBorrowerFilesOf } from '../../db/queries/personal-data-borrower';
import { findPerson } from '../../db/queries/personal-data-match';
import { forgetBorrowerFiles } from '../borrower/forget-files';
import { listConfirmedPrivacyRequests, markPrivacyRequestAnswered } from '../../db/queries/privacy-requests';
import { privacyEraseSchema, privacyExportQuerySchema, privacyRequestIdSchema } from '../../src/lib/schemas/privacy';
import { notFound } from '../http/errors';
import type { AppDeps, AppEnv } from '../deps';
import { staffOnly } from '../auth/staff';
import { readJson, readQuery } from '../http/validate';
import { jsonInput, queryInput } from '../http/typed-input';

/**
 * Privacy requests (PIPEDA, ADR 27), by the super admin: everything held about an email address as one JSON file,
 * and its erasure down to a tombstone. Both are recorded in the audit log under the address's fingerprint; the
 * export's entry names the address too, until an erasure of that person redacts it.
 */
export function privacyRoutes(deps: AppDeps) {
  const superAdmin = staffOnly('super_admin');

  return (
    new Hono<AppEnv>()
      .get('/export.json', superAdmin, queryInput<{ email: string }>(), async (c) => {
        const { email } = readQuery(c, privacyExportQuerySchema);
        const data = await collectPersonalData(deps.db, email, deps.now());
        // Whose data left: the fingerprint as the record (it outlives an erasure, and matches the erasure's entry) and the
        // address in the details, which a later erasure of this person redacts (ADR 27).
        c.set('auditSubject', { id: erasedEmail(data.email), details: { subject: data.email, counts: data.counts } });
        const day = deps.now().toISOString().slice(0, 10);
        c.header('Content-Disposition', `attachment; filename="personal-data-${day}.json"`);
        return c.json(data);
      })
      .post('/erase', superAdmin, jsonInput(privacyEraseSchema), async (c) => {
        const { email } = await readJson(c, privacyEraseSchema);
        // Their borrower files, found before the erasure changes the leads' addresses, go whole with their documents (ADR 52).
        const person = await findPerson(deps.db, normaliseEmail(email));
        // Deleted first, so the erasure's checkpoint also empties the log of their pages.
        const borrower = await forgetBorrowerFiles(deps, await findBorrowerFilesOf(deps.db, person.email, person.leadIds));
        const counts = await erasePersonalData(deps.db, email, deps.now());
        // The erased person asked for no more of our email: the suppression list keeps only the address's SHA-256 (ADR 39).
        await suppressEmail(deps.db, email, 'erasure', deps.now().toISOString());
        const item = {
          email: erasedEmail(email),
          ...counts,
          borrower_files: borrower.files,
          borrower_documents: borrower.documents,
          borrower_messages: borrower.messages,
        };
        c.set('auditSubject', { id: item.email, details: item });
        return c.json({ item });
      })
      // Requests visitors made themselves on /privacy and confirmed from their inbox (ADR 48), with the date each is due.
      .get('/requests', superAdmin, async (c) => c.json({ items: await listConfirmedPrivacyRequests(deps.db) }))
      .post('/requests/:id/answered', superAdmin, async (c) => {
        const parsed = privacyRequestIdSchema.safeParse({ id: c.req.param('id') });
        const item = parsed.success ? await markPrivacyRequestAnswered(deps.db, parsed.data.id, deps.now().toISOString()) : null;
        if (!item) throw notFound();
        // The audit entry names the request, not the person (an erasure may follow).
        c.set('auditSubject', { id: item.id, details: { kind: item.kind, answered_at: item.answered_at } });
        return c.json({ item });
      })
  );
}
