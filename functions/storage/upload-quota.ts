import { storedBytesOf } from '../../db/queries/upload-usage';
import { messages } from '../../src/lib/messages-staff';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';

/**
 * The per-account storage quota (UPLOAD_QUOTA_MB, README): an upload that would take the account past it is refused
 * with 413 and a message saying so, before anything is stored.
 */
export async function assertWithinQuota(deps: Pick<AppDeps, 'db' | 'env'>, userId: string, size: number, message?: (text: string) => string): Promise<void> {
  const limitMb = deps.env.UPLOAD_QUOTA_MB;
  if ((await storedBytesOf(deps.db, userId)) + size <= limitMb * 1024 * 1024) return;
  const text = messages.backOffice.uploads.quotaReached(limitMb);
  throw new HttpError(413, 'storage_quota_reached', message ? message(text) : text, { file: text });
}
