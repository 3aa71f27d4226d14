import {
  POST_CONTENT_KEYS,
  type PendingEdit,
  type PostContent,
  type PostRecord,
  type PostRow,
  postContentSchema,
  postRecordSchema,
  postRowSchema,
} from '../../src/lib/schemas/blog-posts';
import { newId, type Db } from '../client';
import { StaleVersionError, toColumnValue, type VersionedEdit, versionedEditClauses } from '../rows';
import { columnList, rowReader } from '../schema-rows';
import { readJsonColumn } from './json-column';

export type { PostRow };

const EDITABLE = Object.keys(POST_CONTENT_KEYS) as (keyof PostContent)[];

// docs/product/back-office-editorial.md#blog-management: blog_posts select with agent name, and the pending revision's
// content columns as r_<column> (ADR 45).
const SELECT = `SELECT ${columnList(postRecordSchema, 'b')}, a.name AS agent_name,
    r.post_id AS r_post_id, ${EDITABLE.map((column) => `r.${column} AS r_${column}`).join(', ')}, r.submitted_at AS r_submitted_at
  FROM blog_posts b LEFT JOIN agents a ON a.id = b.agent_id LEFT JOIN blog_post_revisions r ON r.post_id = b.id`;

// The columns the row reads as they are stored; admin_created, pending_edit and pending_deletion are read below.
const readLive = rowReader(postRowSchema.omit({ admin_created: true, pending_edit: true, pending_deletion: true }));
const readContent = rowReader(postContentSchema);
const revisionColumns = (row: Record<string, unknown>) => Object.fromEntries(EDITABLE.map((column) => [column, row[`r_${column}`]]));

// An agent's edit of a live post waiting for approval (ADR 45), with the fields that differ from the live post.
function toPendingEdit(row: Record<string, unknown>, live: PostContent): PendingEdit | null {
  if (row.r_post_id === null || row.r_post_id === undefined) return null;
  const values = readContent(revisionColumns(row));
  return { ...values, submitted_at: String(row.r_submitted_at), changed: EDITABLE.filter((key) => values[key] !== live[key]) };
}

function toRow(row: Record<string, unknown>): PostRow {
  const live = readLive(row);
  return {
    ...live,
    admin_created: readJsonColumn(row.seo_settings, postRecordSchema.shape.seo_settings, {}).admin_created === true,
    pending_edit: toPendingEdit(row, live),
    pending_deletion: row.deletion_requested_at == null ? null : { requested_at: String(row.deletion_requested_at) },
  };
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

/** What an INSERT writes besides the id (the database fills the dates, version and the rest). */
const INSERT_KEYS = { ...POST_CONTENT_KEYS, is_published: true, published_at: true, agent_id: true, seo_settings: true } as const;
const INSERT_COLUMNS = Object.keys(INSERT_KEYS) as (keyof typeof INSERT_KEYS)[];

export type NewPost = PostContent & Pick<PostRecord, 'published_at'> & { agent_id: string; admin_created: boolean };

export async function insertPost(db: Db, values: NewPost): Promise<PostRow> {
  const id = newId();
  const row: Pick<PostRecord, keyof typeof INSERT_KEYS> = {
    ...(Object.fromEntries(EDITABLE.map((column) => [column, values[column]])) as PostContent),
    is_published: values.published_at !== null,
    published_at: values.published_at,
    agent_id: values.agent_id,
    seo_settings: values.admin_created ? { admin_created: true } : {},
  };
  await db.execute({
    sql: `INSERT INTO blog_posts (id, ${INSERT_COLUMNS.join(', ')}) VALUES (?, ${INSERT_COLUMNS.map(() => '?').join(', ')})`,
    args: [id, ...INSERT_COLUMNS.map((column) => toColumnValue(row[column]))],
  });
  return (await findPost(db, id))!;
}

export type PostChanges = Partial<PostContent>;

/** Updates a post; with `edit`, one versioned edit (StaleVersionError when the row moved past `edit.version`). */
export async function updatePost(db: Db, id: string, values: PostChanges, edit?: VersionedEdit): Promise<PostRow | null> {
  const columns = EDITABLE.filter((column) => values[column] !== undefined);
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

export type RevisionValues = PostContent;

/**
 * Keeps an agent's edit of a live post for approval (ADR 45); a second edit replaces the first. With `edit`, the post
 * counts a new version named after the agent (its live columns and updated_at untouched), in the same transaction and
 * only while it is at `edit.version`: two tabs submitting over one version cannot both land (StaleVersionError).
 */
export async function saveRevision(db: Db, postId: string, values: RevisionValues, submittedBy: string | null, edit?: VersionedEdit): Promise<void> {
  await inVersionedEdit(db, postId, edit, async (tx) => {
    await tx.execute({
      sql: `INSERT INTO blog_post_revisions (post_id, ${EDITABLE.join(', ')}, submitted_by)
            VALUES (?, ${EDITABLE.map(() => '?').join(', ')}, ?)
            ON CONFLICT (post_id) DO UPDATE SET ${EDITABLE.map((column) => `${column} = excluded.${column}`).join(', ')},
              submitted_by = excluded.submitted_by, submitted_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
      args: [postId, ...EDITABLE.map((column) => values[column]), submittedBy],
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
