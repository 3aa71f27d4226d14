import { randomBytes } from 'node:crypto';
import type { Bucket } from './storage';

/**
 * Storage keys are generated here, never taken from a request (docs/product/back-office-shell.md#storage-buckets; paths use
 * timestamps). A short random suffix after the millisecond timestamp keeps two uploads in one millisecond apart.
 */
export function uploadStamp(now: Date): string {
  return `${now.getTime()}-${randomBytes(4).toString('hex')}`;
}

/** The original name reduced to [a-z0-9-] (accents folded), without its extension: the sniffed one is added. */
export function safeStem(originalName: string): string {
  const stem = originalName
    .replace(/(.)\.[A-Za-z0-9]{1,8}$/, '$1')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return stem || 'file';
}

/**
 * agent-headshots, agent-banners, agent-documents: `{agentId}/{stamp}-{safeName}.{ext}`;
 * blog-images: `blog/{stamp}.{ext}`; product-images, service-images: `{stamp}.{ext}` (the stamp ends in random).
 */
export function uploadKey(input: { bucket: Bucket; agentId?: string | null; originalName: string; ext: string; now: Date }): string {
  const stamp = uploadStamp(input.now);
  switch (input.bucket) {
    case 'blog-images':
      return `blog/${stamp}.${input.ext}`;
    case 'product-images':
    case 'service-images':
      return `${stamp}.${input.ext}`;
    default:
      if (!input.agentId) throw new Error(`An agent id is needed for ${input.bucket}`);
      return `${input.agentId}/${stamp}-${safeStem(input.originalName)}.${input.ext}`;
  }
}

/** blog-images falls back to agent-banners (docs/product/back-office-shell.md#storage-buckets): there the key takes the agent-banners form. */
export function blogFallbackKey(input: { agentId?: string | null; originalName: string; ext: string; now: Date }): string {
  return uploadKey({ ...input, bucket: 'agent-banners', agentId: input.agentId || 'blog' });
}
