import {
  TESTIMONIAL_WRITABLE,
  type TestimonialContent,
  type TestimonialInsert,
  type TestimonialRow,
  testimonialInsertSchema,
  testimonialRecordSchema,
  testimonialRowSchema,
} from '../../src/lib/schemas/testimonial-rows';
import { newId, type Db } from '../client';
import { StaleVersionError, toColumnValue, type VersionedEdit, versionedEditClauses } from '../rows';
import { columnList, rowReader } from '../schema-rows';

export type { TestimonialRow };

// docs/product/back-office-editorial.md#testimonial-management: the admin list joins agents(name) and profiles(full_name) (the admin who wrote it).
const SELECT = `SELECT ${columnList(testimonialRecordSchema, 't')}, a.name AS agent_name, p.full_name AS admin_name
  FROM testimonials t LEFT JOIN agents a ON a.id = t.agent_id LEFT JOIN profiles p ON p.id = t.admin_id`;

const toRow = rowReader(testimonialRowSchema);
const INSERT_COLUMNS = Object.keys(testimonialInsertSchema.shape) as (keyof TestimonialInsert)[];
const WRITABLE = Object.keys(TESTIMONIAL_WRITABLE) as (keyof TestimonialContent)[];

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

export type NewTestimonial = TestimonialContent & {
  /** docs/product/back-office-editorial.md#testimonial-approval: admin-written testimonials are created approved; an agent's start unapproved. */
  author: { adminId: string } | { agentId: string };
};

export async function insertTestimonial(db: Db, values: NewTestimonial): Promise<TestimonialRow> {
  const id = newId();
  const byAdmin = 'adminId' in values.author;
  const row: TestimonialInsert = {
    client_name: values.client_name,
    content: values.content,
    rating: values.rating,
    is_approved: byAdmin,
    admin_id: 'adminId' in values.author ? values.author.adminId : null,
    agent_id: 'agentId' in values.author ? values.author.agentId : null,
  };
  await db.execute({
    sql: `INSERT INTO testimonials (id, ${INSERT_COLUMNS.join(', ')}) VALUES (?, ${INSERT_COLUMNS.map(() => '?').join(', ')})`,
    args: [id, ...INSERT_COLUMNS.map((column) => toColumnValue(row[column]))],
  });
  return (await findTestimonialById(db, id))!;
}

/** Updates a testimonial; with `edit`, one versioned edit (StaleVersionError when the row moved past `edit.version`). */
export async function updateTestimonial(db: Db, id: string, values: Partial<TestimonialContent>, edit?: VersionedEdit): Promise<TestimonialRow | null> {
  const columns = WRITABLE.filter((column) => values[column] !== undefined);
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
