import type { TestimonialRecord, TestimonialRow } from '../../src/lib/schemas/testimonial-rows';
import { newId, type Db } from '../client';
import { readBool, readText, StaleVersionError, type VersionedEdit, versionedEditClauses } from '../rows';

export type { TestimonialRow };

// docs/product/back-office-editorial.md#testimonial-management: the admin list joins agents(name) and profiles(full_name) (the admin who wrote it).
const SELECT = `SELECT t.id, t.client_name, t.content, t.rating, t.is_approved, t.admin_id, t.agent_id, t.created_at,
    t.version, t.updated_by, t.updated_at,
    a.name AS agent_name, p.full_name AS admin_name
  FROM testimonials t LEFT JOIN agents a ON a.id = t.agent_id LEFT JOIN profiles p ON p.id = t.admin_id`;

function toRow(row: Record<string, unknown>): TestimonialRow {
  return {
    id: String(row.id),
    client_name: String(row.client_name),
    content: String(row.content),
    rating: Number(row.rating),
    is_approved: readBool(row.is_approved),
    admin_id: readText(row.admin_id),
    agent_id: readText(row.agent_id),
    agent_name: readText(row.agent_name),
    admin_name: readText(row.admin_name),
    created_at: String(row.created_at),
    version: Number(row.version ?? 1),
    updated_by: readText(row.updated_by),
    updated_at: readText(row.updated_at),
  };
}

export async function listTestimonials(db: Db): Promise<TestimonialRow[]> {
  const result = await db.execute(`${SELECT} ORDER BY t.created_at DESC, t.id`);
  return result.rows.map((row) => toRow(row));
}

/** docs/product/back-office-editorial.md#agent-testimonials-tab: the agent dashboard lists the agent's own testimonials by agent_id. */
export async function listTestimonialsOfAgent(db: Db, agentId: string): Promise<TestimonialRow[]> {
  const result = await db.execute({ sql: `${SELECT} WHERE t.agent_id = ? ORDER BY t.created_at DESC, t.id`, args: [agentId] });
  return result.rows.map((row) => toRow(row));
}

export async function findTestimonialById(db: Db, id: string): Promise<TestimonialRow | null> {
  const result = await db.execute({ sql: `${SELECT} WHERE t.id = ?`, args: [id] });
  return result.rows[0] ? toRow(result.rows[0]) : null;
}

export type NewTestimonial = Pick<TestimonialRecord, 'client_name' | 'content' | 'rating'> & {
  /** docs/product/back-office-editorial.md#testimonial-approval: admin-written testimonials are created approved; an agent's start unapproved. */
  author: { adminId: string } | { agentId: string };
};

export async function insertTestimonial(db: Db, values: NewTestimonial): Promise<TestimonialRow> {
  const id = newId();
  const byAdmin = 'adminId' in values.author;
  await db.execute({
    sql: 'INSERT INTO testimonials (id, client_name, content, rating, is_approved, admin_id, agent_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
    args: [
      id,
      values.client_name,
      values.content,
      values.rating,
      byAdmin ? 1 : 0,
      byAdmin ? (values.author as { adminId: string }).adminId : null,
      byAdmin ? null : (values.author as { agentId: string }).agentId,
    ],
  });
  return (await findTestimonialById(db, id))!;
}

/** Updates a testimonial; with `edit`, one versioned edit (StaleVersionError when the row moved past `edit.version`). */
export async function updateTestimonial(
  db: Db,
  id: string,
  values: Partial<Pick<TestimonialRow, 'client_name' | 'content' | 'rating'>>,
  edit?: VersionedEdit,
): Promise<TestimonialRow | null> {
  const columns = (['client_name', 'content', 'rating'] as const).filter((column) => values[column] !== undefined);
  const versioned = versionedEditClauses(edit);
  if (columns.length > 0 || edit) {
    const set = [...columns.map((column) => `${column} = ?`), ...versioned.set];
    if (edit) set.push("updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')");
    const result = await db.execute({
      sql: `UPDATE testimonials SET ${set.join(', ')} WHERE ${['id = ?', ...versioned.where].join(' AND ')}`,
      args: [...columns.map((column) => values[column]!), ...versioned.setArgs, id, ...versioned.whereArgs],
    });
    if (edit && result.rowsAffected === 0) throw new StaleVersionError();
  }
  return findTestimonialById(db, id);
}

export async function deleteTestimonial(db: Db, id: string): Promise<boolean> {
  const result = await db.execute({ sql: 'DELETE FROM testimonials WHERE id = ?', args: [id] });
  return result.rowsAffected > 0;
}

/** Only agent-submitted testimonials (no admin author) are moderated; the guard sits in the WHERE clause too. */
export async function setTestimonialApproval(db: Db, id: string, approved: boolean): Promise<boolean> {
  const result = await db.execute({
    sql: 'UPDATE testimonials SET is_approved = ? WHERE id = ? AND admin_id IS NULL',
    args: [approved ? 1 : 0, id],
  });
  return result.rowsAffected === 1;
}
