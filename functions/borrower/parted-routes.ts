import { Hono, type MiddlewareHandler } from 'hono';
import { fileIsClosed } from '../../db/queries/borrower-files';
import { findNeedOfFile } from '../../db/queries/borrower-needs';
import { borrowerMessages as m } from '../../src/lib/messages-borrower';
import { z } from '../../src/lib/schemas/zod';
import { MAX_PARTED_UPLOAD_BYTES, PART_BYTES } from '../../src/lib/upload-limits';
import type { AppDeps } from '../deps';
import { errorBody } from '../http/errors';
import { type BeginRefusal, beginPartedUpload, finishPartedUpload, storePart } from '../storage/parted-uploads';
import type { BorrowerEnv } from './borrower-only';
import { flashFor } from './flash';
import { storeBorrowerDocument, uploadLimitReached } from './store-document';

/**
 * A borrower's document larger than one request, sent in parts by the file page's script (ADR 60). JSON for that
 * script only: each refusal's code is the page's own status key (`?error={code}`), so the script returns the
 * borrower to the page at the document with the same message a plain form gets. The plain form is untouched.
 */
const beginSchema = z.object({ name: z.string().max(255), size: z.number().int() });

const BEGIN_REFUSALS: Record<BeginRefusal, { code: string; status: 400 | 413 | 429; message: string }> = {
  empty: { code: 'missing', status: 400, message: m.needs.missing },
  bad_name: { code: 'bad_name', status: 400, message: m.needs.notAllowed },
  too_large: { code: 'too_large_parted', status: 413, message: m.needs.tooLargeParted },
  too_many_open: { code: 'too_many', status: 429, message: m.needs.tooMany },
};

export function partedUploadRoutes(deps: AppDeps, borrowerOnly: MiddlewareHandler<BorrowerEnv>) {
  const app = new Hono<BorrowerEnv>();
  const ownerOf = (fileId: string) => `borrower:${fileId}`;
  // A closed file takes no document (ADR 52): refused at every step, so parts begun before it closed are never
  // joined (the hourly job removes them); 409, the file's state and not the borrower's rights.
  const openFileOnly: MiddlewareHandler<BorrowerEnv> = async (c, next) => {
    if (await fileIsClosed(deps.db, c.get('borrowerFileId'))) return c.json(errorBody('file_closed', m.needs.fileClosed), 409);
    await next();
  };

  app.post('/needs/:needId/parted-uploads', borrowerOnly, openFileOnly, async (c) => {
    const fileId = c.get('borrowerFileId');
    const need = await findNeedOfFile(deps.db, fileId, c.req.param('needId'));
    if (!need) return c.json(errorBody('not_found', m.needs.notFound), 404);
    const input = beginSchema.safeParse(await c.req.json().catch(() => null));
    if (!input.success) return c.json(errorBody('missing', m.needs.missing), 400);
    if (await uploadLimitReached(deps, fileId)) return c.json(errorBody('too_many', m.needs.tooMany), 429);
    const begun = await beginPartedUpload(deps, { owner: ownerOf(fileId), target: need.id, name: input.data.name, size: input.data.size });
    if (!begun.ok) {
      const refusal = BEGIN_REFUSALS[begun.reason];
      return c.json(errorBody(refusal.code, refusal.message), refusal.status);
    }
    return c.json({ id: begun.upload.id, parts: begun.upload.parts, part_bytes: PART_BYTES }, 201);
  });

  app.put('/parted-uploads/:id/parts/:index', borrowerOnly, openFileOnly, async (c) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const index = /^\d{1,3}$/.test(c.req.param('index')) ? Number(c.req.param('index')) : -1;
    const outcome = await storePart(deps, { owner: ownerOf(c.get('borrowerFileId')), id: c.req.param('id'), index, bytes });
    if (outcome === 'not_found') return c.json(errorBody('not_found', m.needs.notFound), 404);
    if (outcome === 'bad_part') return c.json(errorBody('upload_failed', m.needs.uploadFailed), 400);
    return c.body(null, 204);
  });

  /** Joins the parts and stores the whole file as a one-request upload would be: sniffed, recorded, audited once. */
  app.post('/parted-uploads/:id/finish', borrowerOnly, openFileOnly, async (c) => {
    const fileId = c.get('borrowerFileId');
    const finished = await finishPartedUpload(deps, { owner: ownerOf(fileId), id: c.req.param('id') });
    if (!finished.ok) {
      return finished.reason === 'not_found'
        ? c.json(errorBody('not_found', m.needs.notFound), 404)
        : c.json(errorBody('upload_failed', m.needs.uploadFailed), 400);
    }
    const need = await findNeedOfFile(deps.db, fileId, finished.upload.target);
    if (!need) return c.json(errorBody('not_found', m.needs.notFound), 404);
    const stored = await storeBorrowerDocument(deps, c, {
      fileId,
      needId: need.id,
      bytes: finished.bytes,
      name: finished.upload.name,
      maxBytes: MAX_PARTED_UPLOAD_BYTES,
    });
    if (!stored.ok) return c.json(errorBody(stored.reason, flashFor(stored.reason)?.text ?? m.needs.notAllowed), 400);
    return c.json({ need_id: need.id, size: finished.bytes.byteLength }, 201);
  });

  return app;
}
