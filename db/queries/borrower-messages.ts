import { newId, type Db } from '../client';

/** Messages between a borrower and the file's agent (ADR 52). */
export interface BorrowerMessage {
  id: string;
  sender: 'borrower' | 'agent';
  body: string;
  createdAt: string;
}

export async function addMessage(
  db: Db,
  input: { fileId: string; sender: 'borrower' | 'agent'; authorUserId: string | null; body: string; at: string },
): Promise<BorrowerMessage> {
  const id = newId();
  await db.execute({
    sql: 'INSERT INTO borrower_messages (id, file_id, sender, author_user_id, body, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    args: [id, input.fileId, input.sender, input.authorUserId, input.body, input.at],
  });
  return { id, sender: input.sender, body: input.body, createdAt: input.at };
}

export async function listMessages(db: Db, fileId: string): Promise<BorrowerMessage[]> {
  const result = await db.execute({
    sql: 'SELECT id, sender, body, created_at FROM borrower_messages WHERE file_id = ? ORDER BY created_at, rowid',
    args: [fileId],
  });
  return result.rows.map((row) => ({
    id: String(row.id),
    sender: String(row.sender) as 'borrower' | 'agent',
    body: String(row.body),
    createdAt: String(row.created_at),
  }));
}
