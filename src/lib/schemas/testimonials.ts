import { messages } from '../messages-staff';
import { requiredText } from './fields';
import type { TestimonialRecord } from './testimonial-rows';
import { z } from './zod';

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

/** docs/product/back-office-editorial.md#testimonial-form: client name and content required; rating 1 to 5, default 5. */
const testimonialFields = {
  client_name: requiredText('Client name', 200),
  content: requiredText('Content', 5000),
  rating,
  // Every field the form sends is a column of the stored testimonial (testimonial-rows.ts).
} satisfies Partial<Record<keyof TestimonialRecord, unknown>>;
export const testimonialSchema = z.object(testimonialFields);
// Without the default: an edit that leaves the rating out keeps it.
export const testimonialUpdateSchema = z.object({ ...testimonialFields, rating: rating.optional() }).partial();

export type TestimonialInput = z.input<typeof testimonialSchema>;
export type TestimonialValues = z.output<typeof testimonialSchema>;
