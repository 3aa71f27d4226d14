import { type PublicTestimonial, publicTestimonialSchema } from '../../src/lib/schemas/testimonial-rows';
import type { Db } from '../client';
import { columnList, rowReader } from '../schema-rows';

/** Read by the home page and the agent profiles (db/queries/agent-testimonials.ts). */
export const PUBLIC_TESTIMONIAL_COLUMNS = columnList(publicTestimonialSchema);

export const toPublicTestimonial: (row: Record<string, unknown>) => PublicTestimonial = rowReader(publicTestimonialSchema);

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
