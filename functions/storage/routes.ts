import { Hono } from 'hono';
import { messages } from '../../src/lib/messages-staff';
import { resolveImageUrl } from '../../src/lib/storage-url';
import { z } from '../../src/lib/schemas/zod';
import type { AppDeps, AppEnv } from '../deps';
import { badRequest, HttpError } from '../http/errors';
import { staffOnly } from '../auth/staff';
import { formInput } from '../http/typed-input';
import { checkUpload, MAX_UPLOAD_BYTES, type UploadCheck } from './sniff';
import { BucketNotFoundError, isBucket, isPrivateBucket, type Bucket } from './storage';
import { moveUpload } from '../../db/queries/upload-usage';
import { resolveUploadAgent } from './upload-access';
import { releaseUpload, reserveWithinQuota } from './upload-quota';
import { blogFallbackKey, uploadKey } from './upload-keys';

const text = messages.backOffice.uploads;
const agentIdField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/)
  .optional();

/**
 * POST /api/uploads/:bucket — multipart/form-data with `file` (and `agentId` for agent folders). The bytes decide
 * the type; the server generates the key; the answer is the public URL to save on the row (null for the private
 * agent-documents bucket, whose key is kept instead). docs/product/back-office-shell.md#storage-buckets.
 */
export function uploadRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/:bucket', staffOnly('super_admin', 'admin', 'agent'), formInput<{ file: Blob; agentId?: string }>(), async (c) => {
    const bucket = c.req.param('bucket');
    if (!isBucket(bucket)) throw bucketNotFound(bucket);
    // A document stored here would have no row: never listed, never deletable. Documents have their own route.
    if (isPrivateBucket(bucket)) throw new HttpError(400, 'use_documents_route', text.documentsElsewhere);
    const user = c.get('user')!;

    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const file = body.file;
    if (!(file instanceof File)) throw badRequest(text.missing, { file: text.missing });
    const requestedAgent = agentIdField.safeParse(typeof body.agentId === 'string' && body.agentId ? body.agentId : undefined);
    if (!requestedAgent.success) throw badRequest(text.agentNotFound, { agentId: text.agentNotFound });
    const agentId = await resolveUploadAgent(deps.db, user, bucket, requestedAgent.data);

    // Refuse by the declared size before copying the bytes (the body limit already capped what was read).
    if (file.size > MAX_UPLOAD_BYTES) throw refused(deps, user.id, bucket, { ok: false, reason: 'too_large' });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const check = checkUpload({ bytes, name: file.name, accept: 'image' });
    if (!check.ok) throw refused(deps, user.id, bucket, check);

    const meta = { contentType: check.type.mime, originalName: file.name };
    const now = deps.now();
    let stored: { bucket: Bucket; key: string } = { bucket, key: uploadKey({ bucket, agentId, originalName: file.name, ext: check.type.ext, now }) };
    // The quota is checked and the bytes reserved in one statement, before the file is written (upload-quota.ts).
    await reserveWithinQuota(deps, { ...stored, userId: user.id, size: bytes.byteLength });
    try {
      try {
        await deps.storage.put(stored.bucket, stored.key, bytes, meta);
      } catch (error) {
        if (!(error instanceof BucketNotFoundError)) throw error;
        if (bucket !== 'blog-images') throw bucketNotFound(bucket);
        // The product's fallback: blog images go to agent-banners when the blog-images bucket is missing (docs/product/back-office-shell.md#storage-buckets).
        const fallback: { bucket: Bucket; key: string } = {
          bucket: 'agent-banners',
          key: blogFallbackKey({ agentId, originalName: file.name, ext: check.type.ext, now }),
        };
        await moveUpload(deps.db, stored, fallback);
        stored = fallback;
        await deps.storage.put(stored.bucket, stored.key, bytes, meta).catch((again: unknown) => {
          throw again instanceof BucketNotFoundError ? bucketNotFound(bucket) : again;
        });
      }
    } catch (error) {
      await releaseUpload(deps, stored.bucket, stored.key);
      throw error;
    }

    deps.log.info('upload stored', { bucket: stored.bucket, key: stored.key, size: bytes.byteLength, userId: user.id });
    return c.json(
      {
        url: isPrivateBucket(stored.bucket) ? null : resolveImageUrl(stored.key, stored.bucket),
        bucket: stored.bucket,
        key: stored.key,
        size: bytes.byteLength,
        contentType: check.type.mime,
        name: file.name,
      },
      201,
    );
  });
}

function bucketNotFound(bucket: string): HttpError {
  const message = bucket === 'blog-images' ? text.bucketNotFound : text.bucketNotFoundNamed(bucket.slice(0, 64));
  return new HttpError(404, 'bucket_not_found', message);
}

type Refusal = Exclude<UploadCheck, { ok: true }>;

/** Refused uploads are logged (a crafted file is worth seeing) and answered with the reason's status. */
function refused(deps: AppDeps, userId: string, bucket: Bucket, check: Refusal): HttpError {
  deps.log.warn('upload refused', { bucket, reason: check.reason, detail: check.detail, userId });
  switch (check.reason) {
    case 'empty':
      return new HttpError(400, 'empty_file', text.empty, { file: text.empty });
    case 'bad_name':
      return new HttpError(400, 'bad_file_name', text.badName, { file: text.badName });
    case 'too_large':
      return new HttpError(413, 'file_too_large', text.tooLarge, { file: text.tooLarge });
    case 'unsafe_content':
      return new HttpError(415, 'unsafe_file', text.unsafeContent, { file: text.unsafeContent });
    case 'not_allowed': {
      const message = bucket === 'agent-documents' ? text.notAllowedDocument : text.notAllowedImage;
      return new HttpError(415, 'unsupported_file_type', message, { file: message });
    }
  }
}
