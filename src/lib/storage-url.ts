/**
 * Public files of the storage service (ADR 10). The database keeps either an absolute address
 * (a scheme such as https:, or a site path starting with "/") or a path inside a public bucket; the latter is
 * served at `/uploads/{bucket}/{path}` by the storage service (local files under data/uploads on the Node host,
 * Netlify Blobs on Netlify). This function is the one place that mapping is written down.
 */
/** The public buckets of the product description (docs/product/back-office-shell.md#storage-buckets: Storage). */
export type PublicBucket = 'service-images' | 'product-images' | 'blog-images' | 'agent-headshots' | 'agent-banners';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export function isAbsoluteImagePath(path: string): boolean {
  return path.startsWith('/') || SCHEME.test(path);
}

export function resolveImageUrl(path: string | null | undefined, bucket: PublicBucket): string | null {
  const trimmed = path?.trim();
  if (!trimmed) return null;
  if (isAbsoluteImagePath(trimmed)) return trimmed;
  const safePath = trimmed
    .split('/')
    .filter((part) => part && part !== '.' && part !== '..')
    .map((part) => encodeURIComponent(part))
    .join('/');
  return safePath ? `/uploads/${bucket}/${safePath}` : null;
}
