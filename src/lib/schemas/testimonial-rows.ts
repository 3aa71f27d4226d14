import { z } from './zod';

// Apart from the form schema (testimonials.ts): public pages import these types, and must not reach the back
// office's strings.

/**
 * A testimonial, once (docs/decisions/0059-one-schema-per-entity.md): the stored row of testimonials, and every shape
 * derived from it (the back-office row, what the public pages show, what a form writes, the SQL column lists in
 * db/queries/), so a new column is one edit here. The keys are tied to the table's columns by
 * tests/integration/db/entity-schemas.test.ts.
 */
export const testimonialRecordSchema = z.object({
  id: z.string(),
  client_name: z.string(),
  content: z.string(),
  /** 1 to 5. */
  rating: z.number().int(),
  is_approved: z.boolean(),
  /** The admin who wrote it; null for an agent's testimonial. */
  admin_id: z.string().nullable(),
  agent_id: z.string().nullable(),
  created_at: z.string(),
  /** Counts changes; a back-office save names the one it edits (docs/decisions/0043-nothing-lost-in-the-back-office.md). */
  version: z.number().int(),
  /** The staff user whose save made this version; null when a job or an unversioned write made it. */
  updated_by: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type TestimonialRecord = z.infer<typeof testimonialRecordSchema>;

/** A testimonial as the back office lists it (docs/product/back-office-editorial.md#testimonial-management: joined agent name and profile full_name). */
export const testimonialRowSchema = testimonialRecordSchema.extend({
  agent_name: z.string().nullable(),
  admin_name: z.string().nullable(),
  /** Super admin list only: whether the viewer may edit it (only its author edits an admin-written one). */
  can_edit: z.boolean().optional(),
});
export type TestimonialRow = z.infer<typeof testimonialRowSchema>;

/** A testimonial as the home page and an agent's profile show it. */
export const publicTestimonialSchema = testimonialRecordSchema.pick({ id: true, client_name: true, content: true, rating: true, created_at: true });
export type PublicTestimonial = z.infer<typeof publicTestimonialSchema>;

/** The columns a back-office form writes; the form's schema (testimonials.ts) and the UPDATE pick these keys. */
export const TESTIMONIAL_WRITABLE = { client_name: true, content: true, rating: true } as const;
export const testimonialContentSchema = testimonialRecordSchema.pick(TESTIMONIAL_WRITABLE);
export type TestimonialContent = z.infer<typeof testimonialContentSchema>;

/** What an INSERT writes besides the id (the database fills created_at, version and the rest). */
export const testimonialInsertSchema = testimonialRecordSchema.pick({ ...TESTIMONIAL_WRITABLE, is_approved: true, admin_id: true, agent_id: true });
export type TestimonialInsert = z.infer<typeof testimonialInsertSchema>;
