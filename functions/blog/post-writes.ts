import {
  clearPostDeletionRequest,
  deletePost,
  deleteRevision,
  findPost,
  insertPost,
  requestPostDeletion,
  saveRevision,
  withdrawRevision,
  setPostPublished,
  updatePost,
  type PostChanges,
  type PostRow,
  type RevisionValues,
} from '../../db/queries/blog-posts-admin';
import { messages } from '../../src/lib/messages-staff';
import { isUniqueViolation, type VersionedEdit } from '../../db/rows';
import { postPlainText } from '../../src/lib/content/markdown';
import type { PostFormat } from '../../src/lib/content/post-format';
import { POST_CONTENT_KEYS } from '../../src/lib/schemas/blog-posts';
import { contentChanged } from '../content/on-content-change';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { uniquePostSlug } from './unique-slug';

/** docs/product/back-office-editorial.md#excerpt-fallback: the excerpt falls back to the first 150 characters of the content. */
export const EXCERPT_FALLBACK_LENGTH = 150;

export function excerptOrFallback(excerpt: string | null | undefined, content: string, format: PostFormat): string {
  if (excerpt?.trim()) return excerpt.trim();
  return Array.from(postPlainText(content, format)).slice(0, EXCERPT_FALLBACK_LENGTH).join('').trim();
}

// Two saves racing for one slug: the loser is told plainly rather than getting a 500.
async function slugSafe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'conflict', 'Another post took this slug a moment ago. Save again.');
    throw error;
  }
}

export interface PostDraft {
  title: string;
  slug?: string | null;
  excerpt?: string | null;
  content: string;
  /** Left out: Markdown (the editor's format; 'plain' is a post from before it). */
  content_format?: PostFormat;
  featured_image_url?: string | null;
}

/** A new post; a published one changes the public blog (its page, the list, the feed and the sitemap). */
export async function createPost(deps: AppDeps, draft: PostDraft, owner: { agentId: string; adminCreated: boolean; publish: boolean }): Promise<PostRow> {
  const slug = await uniquePostSlug(deps.db, draft.slug?.trim() ? draft.slug : draft.title, { now: deps.now });
  const format = draft.content_format ?? 'markdown';
  const post = await slugSafe(() =>
    insertPost(deps.db, {
      title: draft.title,
      slug,
      excerpt: excerptOrFallback(draft.excerpt, draft.content, format),
      content: draft.content,
      content_format: format,
      featured_image_url: draft.featured_image_url ?? null,
      agent_id: owner.agentId,
      admin_created: owner.adminCreated,
      published_at: owner.publish ? deps.now().toISOString() : null,
    }),
  );
  if (post.is_published) await contentChanged(deps, 'posts', `published ${post.slug}`);
  return post;
}

/** An edit keeps the address unless the slug itself is changed; a draft's edit rebuilds nothing. */
export async function editPost(
  deps: AppDeps,
  post: PostRow,
  changes: Omit<PostChanges, 'slug'> & { slug?: string | null },
  edit?: VersionedEdit,
): Promise<PostRow> {
  const { slug: _slug, ...rest } = changes;
  const values: PostChanges = { ...rest };
  if (changes.slug !== undefined)
    values.slug = await uniquePostSlug(deps.db, changes.slug?.trim() ? changes.slug : (changes.title ?? post.title), { exceptId: post.id, now: deps.now });
  if (changes.excerpt !== undefined || changes.content !== undefined) {
    const excerpt = changes.excerpt !== undefined ? changes.excerpt : post.excerpt;
    values.excerpt = excerptOrFallback(excerpt, changes.content ?? post.content, changes.content_format ?? post.content_format);
  }
  const saved = (await slugSafe(() => updatePost(deps.db, post.id, values, edit)))!;
  if (post.is_published) await contentChanged(deps, 'posts', `updated ${saved.slug}`);
  return saved;
}

/** docs/product/back-office-editorial.md#publish-toggle: published_at is now on publish and cleared on unpublish. */
export async function publishPost(deps: AppDeps, post: PostRow, published: boolean): Promise<PostRow> {
  if (post.is_published === published) return post;
  const saved = (await setPostPublished(deps.db, post.id, published ? deps.now().toISOString() : null))!;
  await contentChanged(deps, 'posts', `${published ? 'published' : 'unpublished'} ${saved.slug}`);
  return saved;
}

export async function removePost(deps: AppDeps, post: PostRow): Promise<void> {
  await deletePost(deps.db, post.id);
  if (post.is_published) await contentChanged(deps, 'posts', `deleted ${post.slug}`);
}

const m = messages.backOffice.blog;
const EDITABLE = Object.keys(POST_CONTENT_KEYS) as (keyof RevisionValues)[];
const liveValues = (post: PostRow): RevisionValues => Object.fromEntries(EDITABLE.map((key) => [key, post[key]])) as RevisionValues;

/**
 * An agent's edit of a published post (ADR 45): kept as the post's pending revision, the live post untouched and
 * nothing rebuilt. The edit applies over the pending revision when there is one (the editor opens on it), and an
 * edit that brings every field back to the live values withdraws the revision.
 */
export async function submitEdit(
  deps: AppDeps,
  post: PostRow,
  changes: Omit<PostChanges, 'slug'> & { slug?: string | null },
  edit: VersionedEdit & { by: string },
): Promise<PostRow> {
  const base: RevisionValues = post.pending_edit ?? liveValues(post);
  const values: RevisionValues = {
    title: changes.title ?? base.title,
    slug:
      changes.slug !== undefined
        ? await uniquePostSlug(deps.db, changes.slug?.trim() ? changes.slug : (changes.title ?? base.title), { exceptId: post.id, now: deps.now })
        : base.slug,
    excerpt: base.excerpt,
    content: changes.content ?? base.content,
    content_format: changes.content_format ?? base.content_format,
    featured_image_url: changes.featured_image_url !== undefined ? changes.featured_image_url : base.featured_image_url,
  };
  if (changes.excerpt !== undefined || changes.content !== undefined) {
    values.excerpt = excerptOrFallback(changes.excerpt !== undefined ? changes.excerpt : base.excerpt, values.content, values.content_format);
  }
  const live = liveValues(post);
  if (EDITABLE.every((key) => values[key] === live[key])) await withdrawRevision(deps.db, post.id, edit);
  else await saveRevision(deps.db, post.id, values, edit.by, edit);
  return (await findPost(deps.db, post.id))!;
}

/**
 * An agent's delete of a published post (ADR 45): the post is marked for the super admin and stays live, nothing
 * rebuilt; a draft is deleted at once, as before.
 */
export async function requestRemoval(deps: AppDeps, post: PostRow, userId: string): Promise<'deleted' | 'requested'> {
  if (post.is_published && (await requestPostDeletion(deps.db, post.id, userId))) return 'requested';
  await removePost(deps, post);
  return 'deleted';
}

/** The super admin keeps the post: the request is dropped, the post stays as it is. */
export async function rejectDeletion(deps: AppDeps, post: PostRow): Promise<PostRow> {
  if (!(await clearPostDeletionRequest(deps.db, post.id))) throw new HttpError(409, 'no_pending_deletion', m.noPendingDeletion);
  return (await findPost(deps.db, post.id))!;
}

/** The super admin approves an agent's edit: its values become the post (slug made unique again) and the site rebuilds. */
export async function approveEdit(deps: AppDeps, post: PostRow): Promise<PostRow> {
  const edit = post.pending_edit;
  if (!edit) throw new HttpError(409, 'no_pending_edit', m.noPendingEdit);
  const slug = edit.slug === post.slug ? edit.slug : await uniquePostSlug(deps.db, edit.slug, { exceptId: post.id, now: deps.now });
  const { submitted_at: _at, changed: _changed, ...values } = edit;
  await slugSafe(() => updatePost(deps.db, post.id, { ...values, slug }));
  await deleteRevision(deps.db, post.id);
  const saved = (await findPost(deps.db, post.id))!;
  if (saved.is_published) await contentChanged(deps, 'posts', `approved edit ${saved.slug}`);
  return saved;
}

/** The super admin rejects an agent's edit: the revision is dropped and the live post stays as it is. */
export async function rejectEdit(deps: AppDeps, post: PostRow): Promise<PostRow> {
  if (!(await deleteRevision(deps.db, post.id))) throw new HttpError(409, 'no_pending_edit', m.noPendingEdit);
  return (await findPost(deps.db, post.id))!;
}
