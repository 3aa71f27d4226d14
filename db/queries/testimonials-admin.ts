import type { Db } from '../client';

export interface TestimonialRow {
  id: string;
  client_name: string;
  is_approved: boolean;
  admin_id: string | null;
  agent_id: string | null;
}

export async function findTestimonialById(db: Db, id: string): Promise<TestimonialRow | null> {
  const result = await db.execute({ sql: 'SELECT id, client_name, is_approved, admin_id, agent_id FROM testimonials WHERE id = ?', args: [id] });
  const row = result.rows[0];
  if (!row) return null;
  return {
    id: String(row.id),
    client_name: String(row.client_name),
    is_approved: Number(row.is_approved) === 1,
    admin_id: row.admin_id === null ? null : String(row.admin_id),
    agent_id: row.agent_id === null ? null : String(row.agent_id),
  };
}

/** Only agent-submitted testimonials (no admin author) are moderated; the guard sits in the WHERE clause too. */
export async function setTestimonialApproval(db: Db, id: string, approved: boolean): Promise<boolean> {
  const result = await db.execute({
    sql: 'UPDATE testimonials SET is_approved = ? WHERE id = ? AND admin_id IS NULL',
    args: [approved ? 1 : 0, id],
  });
  return result.rowsAffected === 1;
}
