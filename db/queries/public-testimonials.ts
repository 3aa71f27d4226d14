import type { Db } from '../client';

export interface PublicTestimonial {
  id: string;
  client_name: string;
  content: string;
  rating: number;
  created_at: string;
}

export const HOME_TESTIMONIALS_LIMIT = 6;

/** Spec: approved testimonials with an admin author, newest first, at most 6 (the home page). */
export async function listHomeTestimonials(db: Db, limit = HOME_TESTIMONIALS_LIMIT): Promise<PublicTestimonial[]> {
  const result = await db.execute({
    sql: `SELECT id, client_name, content, rating, created_at FROM testimonials
          WHERE is_approved = 1 AND admin_id IS NOT NULL
          ORDER BY created_at DESC LIMIT ?`,
    args: [limit],
  });
  return result.rows.map((row) => ({
    id: String(row.id),
    client_name: String(row.client_name),
    content: String(row.content),
    rating: Number(row.rating),
    created_at: String(row.created_at),
  }));
}
