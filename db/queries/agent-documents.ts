import type { AgentDocumentRow, DocumentType } from '../../src/lib/schemas/agents';
import { newId, type Db } from '../client';
import { readNumber, readText } from '../rows';

/** A document row with its storage key (file_url), which only the server reads: the API answers download URLs. */
export interface StoredDocument {
  row: Omit<AgentDocumentRow, 'download_url'>;
  key: string;
}

const COLUMNS = 'id, agent_id, name, file_url, file_size, mime_type, type, uploaded_at';

const toDocument = (row: Record<string, unknown>): StoredDocument => ({
  row: {
    id: String(row.id),
    agent_id: String(row.agent_id),
    name: String(row.name),
    file_size: readNumber(row.file_size),
    mime_type: readText(row.mime_type),
    type: row.type === 'certificate' ? 'certificate' : 'other',
    uploaded_at: String(row.uploaded_at),
  },
  key: String(row.file_url),
});

/** docs/product/back-office-agents.md#documents: an agent's documents, newest first. */
export async function listAgentDocuments(db: Db, agentId: string): Promise<StoredDocument[]> {
  const result = await db.execute({
    sql: `SELECT ${COLUMNS} FROM agent_documents WHERE agent_id = ? ORDER BY uploaded_at DESC, rowid DESC`,
    args: [agentId],
  });
  return result.rows.map((row) => toDocument(row));
}

/** Always scoped by the owner: a document id of another agent finds nothing (the API answers 404, never 403). */
export async function findAgentDocument(db: Db, agentId: string, documentId: string): Promise<StoredDocument | null> {
  const result = await db.execute({ sql: `SELECT ${COLUMNS} FROM agent_documents WHERE id = ? AND agent_id = ?`, args: [documentId, agentId] });
  return result.rows[0] ? toDocument(result.rows[0]) : null;
}

export async function insertAgentDocument(
  db: Db,
  document: { agentId: string; name: string; key: string; size: number; mimeType: string; type: DocumentType },
): Promise<StoredDocument> {
  const result = await db.execute({
    sql: `INSERT INTO agent_documents (id, agent_id, name, file_url, file_size, mime_type, type) VALUES (?, ?, ?, ?, ?, ?, ?)
          RETURNING ${COLUMNS}`,
    args: [newId(), document.agentId, document.name, document.key, document.size, document.mimeType, document.type],
  });
  return toDocument(result.rows[0]!);
}

export async function deleteAgentDocument(db: Db, agentId: string, documentId: string): Promise<boolean> {
  const result = await db.execute({ sql: 'DELETE FROM agent_documents WHERE id = ? AND agent_id = ?', args: [documentId, agentId] });
  return result.rowsAffected > 0;
}
