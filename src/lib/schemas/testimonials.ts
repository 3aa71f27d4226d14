import { messages } from '../messages-staff';
import { requiredText } from './fields';
import { z } from './zod';

const m = messages.backOffice.testimonials;

/** Spec section 5: a whole number from 1 to 5, typed in a form as text; new testimonials default to 5. */
const rating = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value, ctx) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return 5;
    const parsed = typeof value === 'number' ? value : Number(value.trim());
    if (!Number.isInteger(parsed) || parsed < 1 || parsed > 5) {
      ctx.addIssue({ code: 'custom', message: m.ratingInvalid });
      return z.NEVER;
    }
    return parsed;
  });

/**
 * A testimonial, once: the stored row of testimonials, and the shapes derived from it (the back-office row, what
 * the public pages show), so a new column is one edit here. The keys are tied to the table's columns by
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
});
export type TestimonialRecord = z.infer<typeof testimonialRecordSchema>;

/** A testimonial as the back office lists it (spec section 3: joined agent name and profile full_name). */
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

/** Spec section 5: client name and content required; rating 1 to 5, default 5. */
const testimonialFields = {
  client_name: requiredText('Client name', 200),
  content: requiredText('Content', 5000),
  rating,
  // Every field the form sends is a column of the stored testimonial.
} satisfies Partial<Record<keyof TestimonialRecord, unknown>>;
export const testimonialSchema = z.object(testimonialFields);
// Without the default: an edit that leaves the rating out keeps it.
export const testimonialUpdateSchema = z.object({ ...testimonialFields, rating: rating.optional() }).partial();

export type TestimonialInput = z.input<typeof testimonialSchema>;
export type TestimonialValues = z.output<typeof testimonialSchema>;
