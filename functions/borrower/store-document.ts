import type { Context } from 'hono';
import { recordUpload } from '../../db/queries/borrower-needs';
import { borrowerMessages as m } from '../../src/lib/messages-borrower';
import { HOUR_SECONDS, reserveLimited } from '../auth/account-limits';
import type { AppDeps } from '../deps';
import { checkBorrowerUpload } from '../storage/sniff';
import { uploadStamp } from '../storage/upload-keys';
import { auditBorrowerAction } from './audit';

/** Uploads to one file in an hour: a whole checklist twice over, far below what would fill the storage. */
export const UPLOADS_PER_FILE_HOUR = 40;

/**
 * Counts one upload to the file (before any bytes are read): true when the hour's limit is reached. A file sent in
 * parts counts once, when it is opened.
 */
export async function uploadLimitReached(deps: AppDeps, fileId: string): Promise<boolean> {
  return reserveLimited(
    deps.db,
    [{ key: `borrower-upload:file:${fileId}`, max: UPLOADS_PER_FILE_HOUR }],
    HOUR_SECONDS,
    Math.floor(deps.now().getTime() / 1000),
    m.needs.tooMany,
  )
    .then(() => false)
    .catch(() => true);
}

/**
 * A borrower's document against one of their needs, whether it came in one request or joined from parts (ADR 60):
 * sniffed whole, stored privately under a key that names the file and the moment (never the document's own name:
 * names are personal, ADR 27), recorded, and audited once. The refusal's reason otherwise.
 */
export async function storeBorrowerDocument(
  deps: AppDeps,
  c: Context,
  input: { fileId: string; needId: string; bytes: Uint8Array; name: string; maxBytes?: number },
): Promise<{ ok: true } | { ok: false; reason: string }> {
  const { fileId, needId, bytes } = input;
  const check = checkBorrowerUpload({ bytes, name: input.name || 'document', maxBytes: input.maxBytes });
  if (!check.ok) return { ok: false, reason: check.reason };
  const now = deps.now();
  const key = `${fileId}/${uploadStamp(now)}.${check.type.ext}`;
  await deps.storage.put('borrower-documents', key, bytes, { contentType: check.type.mime, originalName: input.name });
  await recordUpload(deps.db, {
    needId,
    fileId,
    storageKey: key,
    contentType: check.type.mime,
    originalName: input.name || 'document',
    size: bytes.byteLength,
    uploadedAt: now.toISOString(),
  });
  await auditBorrowerAction(deps, c, {
    fileId,
    recordType: 'my-file/uploads',
    recordId: needId,
    after: { need_id: needId, content_type: check.type.mime, size: bytes.byteLength },
  });
  deps.log.info('borrower document stored', { fileId, needId, size: bytes.byteLength });
  return { ok: true };
}
