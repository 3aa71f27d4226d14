import { z } from './zod';

/** Back office: approve or unapprove an agent's testimonial. */
export const testimonialApprovalSchema = z.object({
  approved: z.boolean({ error: 'approved must be true or false.' }),
});

export type TestimonialApprovalInput = z.infer<typeof testimonialApprovalSchema>;
