import { listSlugsLike } from '../../db/queries/blog-posts-admin';
import type { Db } from '../../db/client';
import { toPostSlug } from '../../src/lib/slug';

/** docs/product/back-office-editorial.md#unique-slug: -2, -3 … are tried first; after this many tries a timestamp is appended instead. */
export const SLUG_TRIES = 10_000;
// Addresses the blog already uses: /blog/not-found (the 404 page) and /blog/page/{n} (the list's pages).
const RESERVED = new Set(['not-found', 'page']);
const FALLBACK = 'post';

/**
 * The slug a post is saved under: the typed slug (or the title) in the product's (docs/product/back-office-editorial.md#slug-rule) form (lowercase, runs of
 * non-alphanumerics to one hyphen, hyphens trimmed), then made unique among the other posts.
 */
export async function uniquePostSlug(db: Db, text: string, options: { exceptId?: string; now?: () => Date } = {}): Promise<string> {
  const base = toPostSlug(text).slice(0, 180).replace(/-+$/, '') || FALLBACK;
  const taken = await listSlugsLike(db, base, options.exceptId);
  const free = (slug: string) => !taken.has(slug) && !RESERVED.has(slug);
  if (free(base)) return base;
  for (let n = 2; n <= SLUG_TRIES; n += 1) {
    if (free(`${base}-${n}`)) return `${base}-${n}`;
  }
  return `${base}-${(options.now?.() ?? new Date()).getTime()}`;
}
