import { forgetUpload, reserveUpload } from '../../db/queries/upload-usage';
import { messages } from '../../src/lib/messages-staff';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';

/**
 * The per-account storage quota (UPLOAD_QUOTA_MB, README): an upload that would take the account past it is refused
 * with 413 and a message saying so, before anything is stored. The bytes are reserved (recorded) in the same
 * statement that checks the quota, before the file is written, so parallel uploads cannot overrun it together;
 * a file that then fails to be stored gives its reservation back (releaseUpload).
 */
export async function reserveWithinQuota(
  deps: Pick<AppDeps, 'db' | 'env'>,
  upload: { bucket: string; key: string; userId: string; size: number },
  message?: (text: string) => string,
): Promise<void> {
  const limitMb = deps.env.UPLOAD_QUOTA_MB;
  if (await reserveUpload(deps.db, upload, Math.floor(limitMb * 1024 * 1024))) return;
  const text = messages.backOffice.uploads.quotaReached(limitMb);
  throw new HttpError(413, 'storage_quota_reached', message ? message(text) : text, { file: text });
}

/** Gives back a reservation whose file was not stored (or whose row could not be saved). */
export async function releaseUpload(deps: Pick<AppDeps, 'db'>, bucket: string, key: string): Promise<void> {
  await forgetUpload(deps.db, bucket, key);
}
