import { POST_FORMATS, type PostFormat } from '../content/post-format';
import { flag, optionalText, optionalUrl, requiredText } from './fields';
import { z } from './zod';

const format = z.enum(POST_FORMATS, { error: 'Choose Markdown or Plain text.' });

/**
 * docs/product/back-office-editorial.md#blog-form: the super admin's form requires title, slug, excerpt and content. The slug field is filled from
 * the title as the person types; the server turns whatever arrives into a clean, unique slug.
 */
const adminFields = {
  title: requiredText('Title', 200),
  slug: requiredText('Slug', 200),
  excerpt: requiredText('Excerpt', 500),
  content: requiredText('Content', 100_000),
  featured_image_url: optionalUrl('Featured image'),
  content_format: format,
};
export const adminPostSchema = z.object({ ...adminFields, content_format: format.default('markdown') });
export const adminPostUpdateSchema = z.object(adminFields).partial();

/**
 * The agent dashboard requires at least title and content (docs/product/back-office-editorial.md#blog-form); an empty slug comes from the title, an
 * empty excerpt from the first 150 characters of the content. 'Publish immediately' is offered at creation only.
 */
const agentFields = {
  title: requiredText('Title', 200),
  slug: optionalText('Slug', 200),
  excerpt: optionalText('Excerpt', 500),
  content: requiredText('Content', 100_000),
  featured_image_url: optionalUrl('Featured image'),
  content_format: format,
};
export const agentPostSchema = z.object({ ...agentFields, content_format: format.default('markdown'), publish: flag.default(false) });
export const agentPostUpdateSchema = z.object(agentFields).partial();

/** docs/product/back-office-editorial.md#publish-toggle: the publish toggle. */
export const publishSchema = z.object({ published: z.boolean({ error: 'published must be true or false.' }) });

export type AdminPostValues = z.output<typeof adminPostSchema>;
export type AgentPostValues = z.output<typeof agentPostSchema>;

/** A post as the back-office lists show it. */
export interface PostRow {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  content_format: PostFormat;
  featured_image_url: string | null;
  is_published: boolean;
  published_at: string | null;
  agent_id: string | null;
  agent_name: string | null;
  admin_created: boolean;
  created_at: string;
  updated_at: string;
  /** Counts changes; the editor's save names the one it edits (docs/decisions/0043-nothing-lost-in-the-back-office.md). */
  version: number;
  /** An agent's edit of this live post waiting for the super admin (ADR 45); null when there is none. */
  pending_edit: PendingEdit | null;
  /** An agent asked to delete this live post (ADR 45): it stays live until the super admin decides; null otherwise. */
  pending_deletion: { requested_at: string } | null;
}

/** The values an agent's edit would publish, when it was sent, and which fields differ from the live post. */
export interface PendingEdit extends PostContent {
  submitted_at: string;
  changed: (keyof PostContent)[];
}

/** What a post says, as opposed to who wrote it and when: what an agent's edit may change. */
export type PostContent = Pick<PostRow, 'title' | 'slug' | 'excerpt' | 'content' | 'content_format' | 'featured_image_url'>;
