import {
  claimExpiredPartedUploads,
  claimPartedUpload,
  claimPartedUploadsOf,
  findPartedUpload,
  listPartedUploadIds,
  openPartedUpload,
  type PartedUpload,
} from '../../db/queries/parted-uploads';
import { MAX_PARTED_UPLOAD_BYTES, PART_BYTES } from '../../src/lib/upload-limits';
import type { AppDeps } from '../deps';
import { isSafeFileName } from './sniff';

/**
 * A file larger than one request may carry, sent in parts (ADR 60). The browser opens an upload (name and size),
 * sends each part under the request limit, then asks to finish: the parts are joined and handed back whole, so the
 * caller sniffs and stores the joined file exactly as a one-request upload. Every step names the upload's owner (the
 * session's own file), so another owner's id is simply not found. Parts wait in the private `upload-parts` bucket.
 */
const BUCKET = 'upload-parts';
/** An upload not finished within the hour is removed with its parts by the clean-up job. */
export const PARTED_UPLOAD_TTL_SECONDS = 60 * 60;
/** Unfinished uploads one owner may hold at once: parts cannot pile up in storage. */
export const OPEN_PARTED_UPLOADS = 2;

type Deps = Pick<AppDeps, 'db' | 'storage' | 'log' | 'now'>;
const seconds = (deps: Deps) => Math.floor(deps.now().getTime() / 1000);
const partKey = (id: string, index: number) => `${id}/${index}`;
const partLength = (upload: PartedUpload, index: number) => (index < upload.parts - 1 ? PART_BYTES : upload.size - PART_BYTES * (upload.parts - 1));

export type BeginRefusal = 'empty' | 'too_large' | 'bad_name' | 'too_many_open';

export async function beginPartedUpload(
  deps: Deps,
  input: { owner: string; target: string; name: string; size: number },
): Promise<{ ok: true; upload: PartedUpload } | { ok: false; reason: BeginRefusal }> {
  if (!Number.isSafeInteger(input.size) || input.size <= 0) return { ok: false, reason: 'empty' };
  if (input.size > MAX_PARTED_UPLOAD_BYTES) return { ok: false, reason: 'too_large' };
  if (!isSafeFileName(input.name)) return { ok: false, reason: 'bad_name' };
  const now = seconds(deps);
  const upload = await openPartedUpload(deps.db, {
    ...input,
    parts: Math.ceil(input.size / PART_BYTES),
    nowSeconds: now,
    expiresAt: now + PARTED_UPLOAD_TTL_SECONDS,
    maxOpen: OPEN_PARTED_UPLOADS,
  });
  return upload ? { ok: true, upload } : { ok: false, reason: 'too_many_open' };
}

/** One part, at its place: exactly the length that place must have (sending a part again replaces it). */
export async function storePart(
  deps: Deps,
  input: { owner: string; id: string; index: number; bytes: Uint8Array },
): Promise<'stored' | 'not_found' | 'bad_part'> {
  const upload = await findPartedUpload(deps.db, input.owner, input.id, seconds(deps));
  if (!upload) return 'not_found';
  if (!Number.isInteger(input.index) || input.index < 0 || input.index >= upload.parts) return 'bad_part';
  if (input.bytes.byteLength !== partLength(upload, input.index)) return 'bad_part';
  await deps.storage.put(BUCKET, partKey(upload.id, input.index), input.bytes, { contentType: 'application/octet-stream' });
  return 'stored';
}

/**
 * Takes the upload away (one finish wins), joins its parts and removes them. `incomplete` when a part is missing:
 * the upload is gone either way, and the browser starts again.
 */
export async function finishPartedUpload(
  deps: Deps,
  input: { owner: string; id: string },
): Promise<{ ok: true; upload: PartedUpload; bytes: Uint8Array } | { ok: false; reason: 'not_found' | 'incomplete'; upload?: PartedUpload }> {
  const upload = await claimPartedUpload(deps.db, input.owner, input.id, seconds(deps));
  if (!upload) return { ok: false, reason: 'not_found' };
  try {
    const joined = new Uint8Array(upload.size);
    for (let index = 0; index < upload.parts; index++) {
      const part = await deps.storage.get(BUCKET, partKey(upload.id, index));
      if (!part || part.size !== partLength(upload, index)) return { ok: false, reason: 'incomplete', upload };
      joined.set(part.bytes, index * PART_BYTES);
    }
    return { ok: true, upload, bytes: joined };
  } finally {
    await removeParts(deps, [upload]);
  }
}

async function removeParts(deps: Pick<Deps, 'storage' | 'log'>, uploads: PartedUpload[]): Promise<void> {
  for (const upload of uploads) {
    for (let index = 0; index < upload.parts; index++) {
      await deps.storage.delete(BUCKET, partKey(upload.id, index)).catch((error: unknown) => {
        deps.log.error('upload part not removed', { id: upload.id, index, error: String(error) });
      });
    }
  }
}

/** An erased file's unfinished uploads go with it (ADR 27). */
export async function forgetPartedUploadsOf(deps: Pick<Deps, 'db' | 'storage' | 'log'>, owners: string[]): Promise<void> {
  await removeParts(deps, await claimPartedUploadsOf(deps.db, owners));
}

/**
 * The clean-up job: expired uploads and their parts, then any part no open upload owns (one written after its
 * upload was finished or expired). Keys are listed before the open uploads are read, so a part of an upload opened
 * meanwhile is never taken.
 */
export async function removeUnfinishedUploads(deps: Deps): Promise<{ uploads: number; strayParts: number }> {
  const expired = await claimExpiredPartedUploads(deps.db, seconds(deps));
  await removeParts(deps, expired);
  const keys = await deps.storage.listKeys(BUCKET);
  const open = await listPartedUploadIds(deps.db);
  let strayParts = 0;
  for (const key of keys) {
    if (open.has(key.split('/')[0]!)) continue;
    await deps.storage.delete(BUCKET, key);
    strayParts++;
  }
  if (expired.length + strayParts > 0) deps.log.info('unfinished uploads removed', { uploads: expired.length, strayParts });
  return { uploads: expired.length, strayParts };
}
