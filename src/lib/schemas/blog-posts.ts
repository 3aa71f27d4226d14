import { POST_FORMATS } from '../content/post-format';
import { flag, optionalText, optionalUrl, requiredText } from './fields';
import { z } from './zod';

/**
 * A blog post, once (docs/decisions/0059-one-schema-per-entity.md): the stored row of blog_posts, and every shape
 * derived from it (what a post says, the back-office row, the forms, the SQL column lists in db/queries/), so a new
 * column is one edit here. The keys are tied to the table's columns by tests/integration/db/entity-schemas.test.ts.
 */
export const postRecordSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable(),
  content: z.string(),
  /** 'plain': a post from before the Markdown editor. */
  content_format: z.enum(POST_FORMATS),
  featured_image_url: z.string().nullable(),
  is_published: z.boolean(),
  published_at: z.string().nullable(),
  agent_id: z.string().nullable(),
  /** JSON: the post's SEO fields and `admin_created`, read leniently (a field of the wrong type reads as absent). */
  seo_settings: z.object({
    admin_created: z.boolean().optional().catch(undefined),
    meta_title: z.string().optional().catch(undefined),
    meta_description: z.string().optional().catch(undefined),
    description: z.string().optional().catch(undefined),
    meta_keywords: z.string().optional().catch(undefined),
    og_image: z.string().optional().catch(undefined),
  }),
  created_at: z.string(),
  updated_at: z.string(),
  /** Counts changes; the editor's save names the one it edits (docs/decisions/0043-nothing-lost-in-the-back-office.md). */
  version: z.number().int(),
  updated_by: z.string().nullable(),
  /** An agent asked to delete this live post (ADR 45). */
  deletion_requested_at: z.string().nullable(),
  deletion_requested_by: z.string().nullable(),
});
export type PostRecord = z.infer<typeof postRecordSchema>;

/** What a post says, as opposed to who wrote it and when: what a form writes and what an agent's edit may change. */
export const POST_CONTENT_KEYS = { title: true, slug: true, excerpt: true, content: true, content_format: true, featured_image_url: true } as const;
export const postContentSchema = postRecordSchema.pick(POST_CONTENT_KEYS);
export type PostContent = z.infer<typeof postContentSchema>;

export type PostSeoSettings = PostRecord['seo_settings'];

/** A post as the back-office lists show it. */
export const postRowSchema = postRecordSchema.omit({ seo_settings: true, updated_by: true, deletion_requested_at: true, deletion_requested_by: true }).extend({
  agent_name: z.string().nullable(),
  /** Written by the super admin: it reads 'Admin' everywhere (kept in seo_settings). */
  admin_created: z.boolean(),
  /** An agent's edit of this live post waiting for the super admin (ADR 45); null when there is none. */
  /** Its values, when it was sent, and which fields differ from the live post. */
  pending_edit: postContentSchema.extend({ submitted_at: z.string(), changed: z.array(postContentSchema.keyof()) }).nullable(),
  /** An agent asked to delete this live post (ADR 45): it stays live until the super admin decides; null otherwise. */
  pending_deletion: z.object({ requested_at: z.string() }).nullable(),
});
export type PostRow = z.infer<typeof postRowSchema>;
export type PendingEdit = NonNullable<PostRow['pending_edit']>;

const format = z.enum(POST_FORMATS, { error: 'Choose Markdown or Plain text.' });

/**
 * docs/product/back-office-editorial.md#blog-form: the super admin's form requires title, slug, excerpt and content. The slug field is filled from
 * the title as the person types; the server turns whatever arrives into a clean, unique slug. One schema for the
 * form, the create body and (`.partial()`, ADR 8: a PATCH that leaves a field out keeps it) the update body; a
 * create without a format is Markdown (functions/blog/post-writes.ts), so no default here would fill a PATCH.
 */
export const postFormSchema = postContentSchema.extend({
  title: requiredText('Title', 200),
  slug: requiredText('Slug', 200),
  excerpt: requiredText('Excerpt', 500),
  content: requiredText('Content', 100_000),
  featured_image_url: optionalUrl('Featured image'),
  content_format: format.optional(),
});

/**
 * The agent dashboard requires at least title and content (docs/product/back-office-editorial.md#blog-form); an empty slug comes from the title, an
 * empty excerpt from the first 150 characters of the content. 'Publish immediately' is offered at creation only
 * (the agent's create route extends this with `publish`).
 */
export const agentPostFormSchema = postFormSchema.extend({
  slug: optionalText('Slug', 200),
  excerpt: optionalText('Excerpt', 500),
});

/** 'Publish immediately' on an agent's new post: the create body's one key beyond the form. */
export const PUBLISH_AT_CREATION = { publish: flag.default(false) };

/** docs/product/back-office-editorial.md#publish-toggle: the publish toggle. */
export const publishSchema = z.object({ published: z.boolean({ error: 'published must be true or false.' }) });
