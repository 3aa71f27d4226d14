import { type PostContent, type PostRow, type PostSeoSettings, postRecordSchema } from '../../src/lib/schemas/blog-posts';
import type { Db } from '../client';
import { readJsonColumn, textOrNull } from './json-column';

export type { PostSeoSettings };

export interface PostAuthorAgent {
  id: string;
  name: string;
  profile_slug: string | null;
  /** Inactive agents have no public page, so the badge names them without a link. */
  is_active: boolean;
}

/** A published post as the public pages show it ('plain' content_format: a post from before the Markdown editor). */
export interface PublicPost extends PostContent, Pick<PostRow, 'id' | 'published_at' | 'created_at' | 'updated_at'> {
  seo_settings: PostSeoSettings;
  agent: PostAuthorAgent | null;
}

const SELECT = `SELECT p.id, p.title, p.slug, p.excerpt, p.content, p.content_format, p.featured_image_url, p.published_at, p.created_at,
    p.updated_at, p.seo_settings, a.id AS agent_id, a.name AS agent_name, a.profile_slug AS agent_slug, a.is_active AS agent_active
  FROM blog_posts p LEFT JOIN agents a ON a.id = p.agent_id`;

function toPost(row: Record<string, unknown>): PublicPost {
  return {
    id: String(row.id),
    title: String(row.title),
    slug: String(row.slug),
    excerpt: textOrNull(row.excerpt),
    content: String(row.content ?? ''),
    content_format: row.content_format === 'markdown' ? 'markdown' : 'plain',
    featured_image_url: textOrNull(row.featured_image_url),
    published_at: textOrNull(row.published_at),
    created_at: String(row.created_at),
    updated_at: String(row.updated_at),
    seo_settings: readJsonColumn(row.seo_settings, postRecordSchema.shape.seo_settings, {}),
    agent: row.agent_id
      ? { id: String(row.agent_id), name: String(row.agent_name), profile_slug: textOrNull(row.agent_slug), is_active: Number(row.agent_active) === 1 }
      : null,
  };
}

/** docs/product/content.md#blog-list: published posts with their author, newest published first. Drafts never leave the database. */
export async function listPublishedPosts(db: Db): Promise<PublicPost[]> {
  const result = await db.execute(`${SELECT} WHERE p.is_published = 1 ORDER BY COALESCE(p.published_at, p.created_at) DESC, p.title ASC`);
  return result.rows.map((row) => toPost(row));
}

/** One published post by slug; a draft answers null exactly like a missing slug. */
export async function findPublishedPostBySlug(db: Db, slug: string): Promise<PublicPost | null> {
  const result = await db.execute({ sql: `${SELECT} WHERE p.slug = ? AND p.is_published = 1`, args: [slug] });
  const row = result.rows[0];
  return row ? toPost(row) : null;
}

/**
 * `+p.is_published` keeps SQLite off the published index, with which it read and sorted every published post for
 * each agent page (a build's cost growing with posts × agents, ADR 31): the agent's own index finds theirs.
 */
export const AGENT_POSTS_SQL = `${SELECT} WHERE +p.is_published = 1 AND p.agent_id = ? ORDER BY COALESCE(p.published_at, p.created_at) DESC, p.title ASC`;

/**
 * docs/product/agents-directory.md#agent-posts: the profile page also loads the agent's posts. Their latest published ones, newest first;
 * a post flagged admin_created reads 'Admin' everywhere, so it is not shown as the agent's.
 */
export async function listAgentPublishedPosts(db: Db, agentId: string, limit = 3): Promise<PublicPost[]> {
  const result = await db.execute({
    sql: AGENT_POSTS_SQL,
    args: [agentId],
  });
  return result.rows
    .map((row) => toPost(row))
    .filter((post) => post.seo_settings.admin_created !== true)
    .slice(0, limit);
}
