import { messages } from '../../../../lib/messages-staff';
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

/** docs/product/back-office-editorial.md#blog-form: title, slug, excerpt and content required (the content field is the Markdown editor). */
export const adminPostFields: readonly FieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true, maxLength: 200 },
  { name: 'slug', label: 'Slug', kind: 'text', required: true, maxLength: 200, hint: 'The address: /blog/{slug}. Filled from the title; made unique on save.' },
  { name: 'excerpt', label: 'Excerpt', kind: 'textarea', rows: 2, required: true },
  format,
  image,
];

/** The agent dashboard requires at least title and content; slug and excerpt are filled in when left empty. */
export const agentPostFields: readonly FieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true, maxLength: 200 },
  { name: 'slug', label: 'Slug', kind: 'text', maxLength: 200, hint: 'Optional: made from the title when empty.' },
  { name: 'excerpt', label: 'Excerpt', kind: 'textarea', rows: 2, hint: 'Optional: the first 150 characters of the content when empty.' },
  format,
  image,
];

/** Shown at creation only (docs/product/back-office-editorial.md#agent-blog-posts: the author may choose Publish immediately). */
export const publishField: FieldSpec = { name: 'publish', label: m.publishImmediately, kind: 'switch' };
