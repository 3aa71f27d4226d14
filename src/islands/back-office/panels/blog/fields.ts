import { messages } from '../../../../lib/messages-staff';
import { toPostSlug } from '../../../../lib/slug';
import type { FieldSpec } from '../../kit/field-spec';

const m = messages.backOffice.blog;
const format: FieldSpec = {
  name: 'content_format',
  label: 'Format',
  kind: 'select',
  options: [
    { value: 'markdown', label: m.formatMarkdown },
    { value: 'plain', label: m.formatPlain },
  ],
};
const image: FieldSpec = {
  name: 'featured_image_url',
  label: 'Featured image',
  kind: 'image',
  bucket: 'blog-images',
  uploadNoun: 'featured image',
  hint: 'Upload an image, or paste its address.',
};
const content: FieldSpec = { name: 'content', label: 'Content', kind: 'markdown', required: true, formatField: 'content_format', bucket: 'blog-images' };
// While adding, the slug follows the title until the person types a slug of their own (kit/use-follow-fields.ts).
const fromTitle = { field: 'title', make: toPostSlug };

/** docs/product/back-office-editorial.md#blog-form: title, slug, excerpt and content required (the content field is the Markdown editor). */
export const adminPostFields: readonly FieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true, maxLength: 200 },
  {
    name: 'slug',
    label: 'Slug',
    kind: 'text',
    required: true,
    maxLength: 200,
    hint: 'The address: /blog/{slug}. Filled from the title; made unique on save.',
    follows: fromTitle,
  },
  { name: 'excerpt', label: 'Excerpt', kind: 'textarea', rows: 2, required: true },
  content,
  format,
  image,
];

/** The agent dashboard requires at least title and content; slug and excerpt are filled in when left empty. */
export const agentPostFields: readonly FieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true, maxLength: 200 },
  { name: 'slug', label: 'Slug', kind: 'text', maxLength: 200, hint: 'Optional: made from the title when empty.', follows: fromTitle },
  { name: 'excerpt', label: 'Excerpt', kind: 'textarea', rows: 2, hint: 'Optional: the first 150 characters of the content when empty.' },
  content,
  format,
  image,
];

/** Shown at creation only (docs/product/back-office-editorial.md#agent-blog-posts: the author may choose Publish immediately). */
export const publishField: FieldSpec = { name: 'publish', label: m.publishImmediately, kind: 'switch' };
