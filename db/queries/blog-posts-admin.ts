import type { PostFormat } from '../../src/lib/content/post-format';
import type { PendingEdit, PostRow } from '../../src/lib/schemas/blog-posts';
import { newId, type Db } from '../client';
import { readBool, readText, StaleVersionError, type VersionedEdit, versionedEditClauses } from '../rows';
import { readJsonColumn } from './json-column';
import { z } from 'zod';

export type { PostRow };

const seoSchema = z.object({ admin_created: z.boolean().optional().catch(undefined) }).passthrough();

// docs/product/back-office-editorial.md#blog-management: blog_posts select with agent name.
const SELECT = `SELECT b.id, b.title, b.slug, b.excerpt, b.content, b.content_format, b.featured_image_url, b.is_published,
    b.published_at, b.agent_id, b.seo_settings, b.created_at, b.updated_at, b.version, b.deletion_requested_at, a.name AS agent_name,
    r.post_id AS r_post_id, r.title AS r_title, r.slug AS r_slug, r.excerpt AS r_excerpt, r.content AS r_content,
    r.content_format AS r_content_format, r.featured_image_url AS r_featured_image_url, r.submitted_at AS r_submitted_at
  FROM blog_posts b LEFT JOIN agents a ON a.id = b.agent_id LEFT JOIN blog_post_revisions r ON r.post_id = b.id`;

const EDITABLE = ['title', 'slug', 'excerpt', 'content', 'content_format', 'featured_image_url'] as const;

// An agent's edit of a live post waiting for approval (ADR 45), with the fields that differ from the live post.
function toPendingEdit(row: Record<string, unknown>, live: Omit<PostRow, 'pending_edit'>): PendingEdit | null {
  if (row.r_post_id === null || row.r_post_id === undefined) return null;
  const values = {
    title: String(row.r_title),
    slug: String(row.r_slug),
    excerpt: readText(row.r_excerpt),
    content: String(row.r_content),
    content_format: row.r_content_format === 'markdown' ? ('markdown' as const) : ('plain' as const),
    featured_image_url: readText(row.r_featured_image_url),
  };
  return { ...values, submitted_at: String(row.r_submitted_at), changed: EDITABLE.filter((key) => values[key] !== live[key]) };
}

function toRow(row: Record<string, unknown>): PostRow {
  const live: Omit<PostRow, 'pending_edit'> = {
    pending_deletion: row.deletion_requested_at == null ? null : { requested_at: String(row.deletion_requested_at) },
    id: String(row.id),
    title: String(row.title),
    slug: String(row.slug),
    excerpt: readText(row.excerpt),
    content: String(row.content),
    content_format: row.content_format === 'markdown' ? 'markdown' : 'plain',
    featured_image_url: readText(row.featured_image_url),
    is_published: readBool(row.is_published),
    published_at: readText(row.published_at),
    agent_id: readText(row.agent_id),
    agent_name: readText(row.agent_name),
    admin_created: readJsonColumn(row.seo_settings, seoSchema, {}).admin_created === true,
    created_at: String(row.created_at),
    updated_at: String(row.updated_at),
    version: Number(row.version ?? 1),
  };
  return { ...live, pending_edit: toPendingEdit(row, live) };
}

export async function listPosts(db: Db): Promise<PostRow[]> {
  const result = await db.execute(`${SELECT} ORDER BY b.created_at DESC, b.id`);
  return result.rows.map((row) => toRow(row));
}

/** docs/product/back-office-editorial.md#agent-blog-posts: select by agent ordered created_at descending. */
export async function listPostsOfAgent(db: Db, agentId: string): Promise<PostRow[]> {
  const result = await db.execute({ sql: `${SELECT} WHERE b.agent_id = ? ORDER BY b.created_at DESC, b.id`, args: [agentId] });
  return result.rows.map((row) => toRow(row));
}

export async function findPost(db: Db, id: string): Promise<PostRow | null> {
  const result = await db.execute({ sql: `${SELECT} WHERE b.id = ?`, args: [id] });
  return result.rows[0] ? toRow(result.rows[0]) : null;
}

/** docs/product/back-office-editorial.md#unique-slug: "select slugs by prefix for uniqueness": the base itself and every `{base}-…`. */
export async function listSlugsLike(db: Db, base: string, exceptId?: string): Promise<Set<string>> {
  const pattern = `${base.replace(/[\\%_]/g, (char) => `\\${char}`)}-%`;
  const result = await db.execute({
    sql: "SELECT slug FROM blog_posts WHERE (slug = ? OR slug LIKE ? ESCAPE '\\') AND id IS NOT ?",
    args: [base, pattern, exceptId ?? null],
  });
  return new Set(result.rows.map((row) => String(row.slug)));
}

/** The agent an admin's post is filed under (docs/product/back-office-editorial.md#no-agent: with no agent at all, the post cannot be saved). */
export async function findFirstAgentId(db: Db): Promise<string | null> {
  const result = await db.execute('SELECT id FROM agents ORDER BY created_at ASC, id ASC LIMIT 1');
  return result.rows[0] ? String(result.rows[0].id) : null;
}

export interface NewPost {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  content_format: PostFormat;
  featured_image_url: string | null;
  agent_id: string;
  admin_created: boolean;
  published_at: string | null;
}

export async function insertPost(db: Db, values: NewPost): Promise<PostRow> {
  const id = newId();
  await db.execute({
    sql: `INSERT INTO blog_posts (id, title, slug, excerpt, content, content_format, featured_image_url, is_published, published_at, agent_id, seo_settings)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    args: [
      id,
      values.title,
      values.slug,
      values.excerpt,
      values.content,
      values.content_format,
      values.featured_image_url,
      values.published_at ? 1 : 0,
      values.published_at,
      values.agent_id,
      JSON.stringify(values.admin_created ? { admin_created: true } : {}),
    ],
  });
  return (await findPost(db, id))!;
}

export type PostChanges = Partial<Pick<PostRow, 'title' | 'slug' | 'excerpt' | 'content' | 'content_format' | 'featured_image_url'>>;

/** Updates a post; with `edit`, one versioned edit (StaleVersionError when the row moved past `edit.version`). */
export async function updatePost(db: Db, id: string, values: PostChanges, edit?: VersionedEdit): Promise<PostRow | null> {
  const columns = (['title', 'slug', 'excerpt', 'content', 'content_format', 'featured_image_url'] as const).filter((column) => values[column] !== undefined);
  const versioned = versionedEditClauses(edit);
  const result = await db.execute({
    sql: `UPDATE blog_posts SET ${[...columns.map((column) => `${column} = ?`), ...versioned.set, "updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"].join(', ')}
          WHERE ${['id = ?', ...versioned.where].join(' AND ')}`,
    args: [...columns.map((column) => values[column] ?? null), ...versioned.setArgs, id, ...versioned.whereArgs],
  });
  if (edit && result.rowsAffected === 0) throw new StaleVersionError();
  return findPost(db, id);
}

/** docs/product/back-office-editorial.md#publish-toggle: publishing sets published_at to now, unpublishing clears it. */
export async function setPostPublished(db: Db, id: string, publishedAt: string | null): Promise<PostRow | null> {
  await db.execute({
    sql: "UPDATE blog_posts SET is_published = ?, published_at = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?",
    args: [publishedAt ? 1 : 0, publishedAt, id],
  });
  return findPost(db, id);
}

/**
 * An agent asks to delete a live post (ADR 45, migration 0037): marked, the post stays live until the super admin
 * decides. Only a published post is marked (false otherwise); asking again keeps the first request's time.
 */
export async function requestPostDeletion(db: Db, id: string, by: string): Promise<boolean> {
  const result = await db.execute({
    sql: `UPDATE blog_posts SET deletion_requested_at = COALESCE(deletion_requested_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
            deletion_requested_by = COALESCE(deletion_requested_by, ?) WHERE id = ? AND is_published = 1`,
    args: [by, id],
  });
  return result.rowsAffected > 0;
}

/** The super admin keeps a post whose deletion was asked; false when none was asked. */
export async function clearPostDeletionRequest(db: Db, id: string): Promise<boolean> {
  const result = await db.execute({
    sql: 'UPDATE blog_posts SET deletion_requested_at = NULL, deletion_requested_by = NULL WHERE id = ? AND deletion_requested_at IS NOT NULL',
    args: [id],
  });
  return result.rowsAffected > 0;
}

export async function deletePost(db: Db, id: string): Promise<boolean> {
  const result = await db.execute({ sql: 'DELETE FROM blog_posts WHERE id = ?', args: [id] });
  return result.rowsAffected > 0;
}

export type RevisionValues = Pick<PostRow, 'title' | 'slug' | 'excerpt' | 'content' | 'content_format' | 'featured_image_url'>;

/**
 * Keeps an agent's edit of a live post for approval (ADR 45); a second edit replaces the first. With `edit`, the post
 * counts a new version named after the agent (its live columns and updated_at untouched), in the same transaction and
 * only while it is at `edit.version`: two tabs submitting over one version cannot both land (StaleVersionError).
 */
export async function saveRevision(db: Db, postId: string, values: RevisionValues, submittedBy: string | null, edit?: VersionedEdit): Promise<void> {
  await inVersionedEdit(db, postId, edit, async (tx) => {
    await tx.execute({
      sql: `INSERT INTO blog_post_revisions (post_id, title, slug, excerpt, content, content_format, featured_image_url, submitted_by)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (post_id) DO UPDATE SET title = excluded.title, slug = excluded.slug, excerpt = excluded.excerpt,
              content = excluded.content, content_format = excluded.content_format, featured_image_url = excluded.featured_image_url,
              submitted_by = excluded.submitted_by, submitted_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
      args: [postId, values.title, values.slug, values.excerpt, values.content, values.content_format, values.featured_image_url, submittedBy],
    });
  });
}

/** Withdraws a pending revision as part of a versioned edit (an agent's edit brought every field back to live). */
export async function withdrawRevision(db: Db, postId: string, edit: VersionedEdit): Promise<void> {
  await inVersionedEdit(db, postId, edit, async (tx) => {
    await tx.execute({ sql: 'DELETE FROM blog_post_revisions WHERE post_id = ?', args: [postId] });
  });
}

/** Runs `work` after taking the post's next version for `edit` (when given), in one write transaction. */
async function inVersionedEdit(db: Db, postId: string, edit: VersionedEdit | undefined, work: (tx: Pick<Db, 'execute'>) => Promise<void>): Promise<void> {
  if (!edit) return work(db);
  const versioned = versionedEditClauses(edit);
  const tx = await db.transaction('write');
  try {
    const claimed = await tx.execute({
      sql: `UPDATE blog_posts SET ${versioned.set.join(', ')} WHERE ${['id = ?', ...versioned.where].join(' AND ')}`,
      args: [...versioned.setArgs, postId, ...versioned.whereArgs],
    });
    if (claimed.rowsAffected === 0) throw new StaleVersionError();
    await work(tx);
    await tx.commit();
  } finally {
    tx.close();
  }
}

export async function deleteRevision(db: Db, postId: string): Promise<boolean> {
  const result = await db.execute({ sql: 'DELETE FROM blog_post_revisions WHERE post_id = ?', args: [postId] });
  return result.rowsAffected > 0;
}
