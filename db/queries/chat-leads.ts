import type { InStatement, ResultSet, Row } from '@libsql/client';
import type { LeadSource } from '../../src/lib/lead-sources';

/** A client or an open transaction: the chat lead upsert runs its reads and writes in one write transaction. */
export interface SqlExecutor {
  execute(statement: InStatement): Promise<ResultSet>;
}

export const CHAT_LEAD_SOURCE = 'AI Chatbot' satisfies LeadSource;

/** leads.metadata of a chatbot lead, in the product's key order; unknown values are null (docs/product/chat.md#lead-record). */
export interface ChatLeadMetadata {
  property_value: number | null;
  property_type: string | null;
  down_payment: string | number | null;
  mortgage_type: string | null;
  source_details: string | null;
  chat_session_id: string;
  /** Staff or later features may add keys; an update keeps them. */
  [key: string]: unknown;
}

export interface ChatLeadRow {
  id: string;
  client_name: string;
  client_email: string;
  client_phone: string | null;
  /** JSON text: {"conversation":[{role,content}...],"last_interaction":"<ISO>"}. */
  message: string | null;
  type: string;
  source: string;
  status: string;
  metadata: ChatLeadMetadata;
  created_at: string;
  updated_at: string;
}

/** The columns a chat message writes (type 'contact' and status 'new' are set on insert only). */
export interface ChatLeadFields {
  client_name: string;
  client_email: string;
  client_phone: string | null;
  message: string;
  metadata: ChatLeadMetadata;
}

const COLUMNS = 'id, client_name, client_email, client_phone, message, type, source, status, metadata, created_at, updated_at';

/** Same expression and predicate as the unique index leads_chat_session (migration 0003), so it is used. */
export async function findChatLeadBySession(db: SqlExecutor, sessionId: string): Promise<ChatLeadRow | null> {
  const result = await db.execute({
    sql: `SELECT ${COLUMNS} FROM leads
          WHERE source = 'AI Chatbot' AND json_extract(metadata, '$.chat_session_id') = ?`,
    args: [sessionId],
  });
  return result.rows[0] ? toChatLead(result.rows[0]) : null;
}

/**
 * Inserts the session's lead; null when the session already has one (another request won the race), so the
 * caller updates that one instead of failing or making a second lead.
 */
export async function insertChatLead(db: SqlExecutor, lead: ChatLeadFields & { id: string; createdAt: string }): Promise<ChatLeadRow | null> {
  const result = await db.execute({
    sql: `INSERT INTO leads (id, client_name, client_email, client_phone, message, type, source, status, metadata,
            created_at, updated_at)
          VALUES (?, ?, ?, ?, ?, 'contact', 'AI Chatbot', 'new', ?, ?, ?)
          ON CONFLICT DO NOTHING
          RETURNING ${COLUMNS}`,
    args: [lead.id, lead.client_name, lead.client_email, lead.client_phone, lead.message, JSON.stringify(lead.metadata), lead.createdAt, lead.createdAt],
  });
  return result.rows[0] ? toChatLead(result.rows[0]) : null;
}

/** Replaces the conversation and details the caller merged; status, agent and notes stay as staff left them. */
export async function updateChatLead(db: SqlExecutor, id: string, fields: ChatLeadFields & { updatedAt: string }): Promise<ChatLeadRow> {
  const result = await db.execute({
    sql: `UPDATE leads SET client_name = ?, client_email = ?, client_phone = ?, message = ?, metadata = ?, updated_at = ?
          WHERE id = ? RETURNING ${COLUMNS}`,
    args: [fields.client_name, fields.client_email, fields.client_phone, fields.message, JSON.stringify(fields.metadata), fields.updatedAt, id],
  });
  if (!result.rows[0]) throw new Error(`chat lead ${id} vanished during update`);
  return toChatLead(result.rows[0]);
}

function toChatLead(row: Row): ChatLeadRow {
  return {
    id: String(row.id),
    client_name: String(row.client_name),
    client_email: String(row.client_email),
    client_phone: row.client_phone === null ? null : String(row.client_phone),
    message: row.message === null ? null : String(row.message),
    type: String(row.type),
    source: String(row.source),
    status: String(row.status),
    metadata: readMetadata(row.metadata),
    created_at: String(row.created_at),
    updated_at: String(row.updated_at),
  };
}

/** SQLite checks the column is valid JSON, not that it is an object; anything else reads as empty. */
function readMetadata(value: unknown): ChatLeadMetadata {
  try {
    const parsed: unknown = JSON.parse(String(value));
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as ChatLeadMetadata;
  } catch {
    // Falls through to the empty default.
  }
  return {} as ChatLeadMetadata;
}
