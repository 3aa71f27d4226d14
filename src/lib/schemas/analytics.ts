import { z } from './zod';

/** The agent page's beacon: one page view per visit (spec section 7, Analytics). */
export const pageViewSchema = z.object({
  agentId: z.string().trim().min(1, 'agentId is required.').max(100),
});

export type PageViewInput = z.infer<typeof pageViewSchema>;
