import type { PublicTestimonial } from '../../src/lib/schemas/testimonial-rows';
import type { Db } from '../client';
import { PUBLIC_TESTIMONIAL_COLUMNS, toPublicTestimonial } from './public-testimonials';

export const AGENT_TESTIMONIAL_LIMIT = 6;

/** docs/product/agents-directory.md#agent-testimonials: an agent profile shows that agent's approved testimonials, newest first, 6 at most. */
export async function listAgentTestimonials(db: Db, agentId: string): Promise<PublicTestimonial[]> {
  const result = await db.execute({
    sql: `SELECT ${PUBLIC_TESTIMONIAL_COLUMNS} FROM testimonials
          WHERE agent_id = ? AND is_approved = 1 ORDER BY created_at DESC, id ASC LIMIT ?`,
    args: [agentId, AGENT_TESTIMONIAL_LIMIT],
  });
  return result.rows.map((row) => toPublicTestimonial(row));
}
