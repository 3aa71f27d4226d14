import type { Db } from '../client';

export interface AgentTestimonial {
  id: string;
  client_name: string;
  content: string;
  rating: number;
  created_at: string;
}

export const AGENT_TESTIMONIAL_LIMIT = 6;

/** Spec section 7: an agent profile shows that agent's approved testimonials, newest first, 6 at most. */
export async function listAgentTestimonials(db: Db, agentId: string): Promise<AgentTestimonial[]> {
  const result = await db.execute({
    sql: `SELECT id, client_name, content, rating, created_at FROM testimonials
          WHERE agent_id = ? AND is_approved = 1 ORDER BY created_at DESC, id ASC LIMIT ?`,
    args: [agentId, AGENT_TESTIMONIAL_LIMIT],
  });
  return result.rows.map((row) => ({
    id: String(row.id),
    client_name: String(row.client_name),
    content: String(row.content),
    rating: Number(row.rating),
    created_at: String(row.created_at),
  }));
}
