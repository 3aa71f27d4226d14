import { z } from './zod';

/** The agent page's beacon: one page view per visit (docs/product/agents-directory.md#page-view: Analytics). */
export const pageViewSchema = z.object({
  agent_id: z.string().trim().min(1, 'agent_id is required.').max(100),
});

export type PageViewInput = z.infer<typeof pageViewSchema>;
