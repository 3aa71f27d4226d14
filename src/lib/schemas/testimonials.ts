import { messages } from '../messages-staff';
import { requiredText } from './fields';
import { testimonialContentSchema } from './testimonial-rows';
import { z } from './zod';

// The back office's shapes of a testimonial, derived from its one schema (testimonial-rows.ts); apart from it because
// these carry the back office's strings, which the public pages must not reach.

const m = messages.backOffice.testimonials;

/** docs/product/back-office-editorial.md#testimonial-form: a whole number from 1 to 5, typed in a form as text; new testimonials default to 5. */
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
 * docs/product/back-office-editorial.md#testimonial-form: client name and content required; rating 1 to 5, default 5.
 * The stored columns a form writes, each given the rule a person's input must pass.
 */
export const testimonialSchema = testimonialContentSchema.extend({
  client_name: requiredText('Client name', 200),
  content: requiredText('Content', 5000),
  rating,
});
// Without the default: an edit that leaves the rating out keeps it.
export const testimonialUpdateSchema = testimonialSchema.extend({ rating: rating.optional() }).partial();

/** Back office: approve or unapprove an agent's testimonial (the body names `approved`; the column is is_approved). */
export const testimonialApprovalSchema = z.object({
  approved: z.boolean({ error: 'approved must be true or false.' }),
});

export type TestimonialInput = z.input<typeof testimonialSchema>;
export type TestimonialValues = z.output<typeof testimonialSchema>;
export type TestimonialApprovalInput = z.infer<typeof testimonialApprovalSchema>;
