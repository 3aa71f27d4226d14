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

/** Spec section 5: client name and content required; rating 1 to 5, default 5. */
const testimonialFields = {
  client_name: requiredText('Client name', 200),
  content: requiredText('Content', 5000),
  rating,
};
export const testimonialSchema = z.object(testimonialFields);
// Without the default: an edit that leaves the rating out keeps it.
export const testimonialUpdateSchema = z.object({ ...testimonialFields, rating: rating.optional() }).partial();

export type TestimonialInput = z.input<typeof testimonialSchema>;
export type TestimonialValues = z.output<typeof testimonialSchema>;

/** A testimonial as the super admin's list shows it (spec section 3: joined agent name and profile full_name). */
export interface TestimonialRow extends TestimonialValues {
  id: string;
  is_approved: boolean;
  admin_id: string | null;
  agent_id: string | null;
  agent_name: string | null;
  admin_name: string | null;
  created_at: string;
  /** Super admin list only: whether the viewer may edit it (only its author edits an admin-written one). */
  can_edit?: boolean;
}
