import { type PublicTestimonial, publicTestimonialSchema } from '../../src/lib/schemas/testimonial-rows';
import type { Db } from '../client';

/** Read by the home page and the agent profiles (db/queries/agent-testimonials.ts). */
export const PUBLIC_TESTIMONIAL_COLUMNS = publicTestimonialSchema.keyof().options.join(', ');

export function toPublicTestimonial(row: Record<string, unknown>): PublicTestimonial {
  return {
    id: String(row.id),
    client_name: String(row.client_name),
    content: String(row.content),
    rating: Number(row.rating),
    created_at: String(row.created_at),
  };
}

export const HOME_TESTIMONIALS_LIMIT = 6;

/** docs/product/public-site.md#home-testimonials: approved testimonials with an admin author, newest first, at most 6 (the home page). */
export async function listHomeTestimonials(db: Db, limit = HOME_TESTIMONIALS_LIMIT): Promise<PublicTestimonial[]> {
  const result = await db.execute({
    sql: `SELECT ${PUBLIC_TESTIMONIAL_COLUMNS} FROM testimonials
          WHERE is_approved = 1 AND admin_id IS NOT NULL
          ORDER BY created_at DESC LIMIT ?`,
    args: [limit],
  });
  return result.rows.map((row) => toPublicTestimonial(row));
}
