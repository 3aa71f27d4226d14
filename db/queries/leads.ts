import type { InStatement, Row } from '@libsql/client';
import type { LeadSource } from '../../src/lib/lead-sources';
import type { Db } from '../client';

/** A lead as the product's insert payloads describe it. Status is always 'new' on insert (docs/product/lead-forms.md#lead-sources). */
export interface NewLead {
  id: string;
  client_name: string;
  client_email: string;
  client_phone: string | null;
  message: string | null;
  type: 'contact' | 'application';
  /** One of the stored values (src/lib/lead-sources.ts) the public forms write. */
  source: Extract<LeadSource, 'contact_form' | 'website' | 'newsletter'>;
  agent_id: string | null;
  metadata: Record<string, unknown>;
  /** Stored prefixed by the form, so one key can never reach another form's lead. */
  idempotency_key: string;
}

export interface LeadRow extends Omit<NewLead, 'metadata' | 'idempotency_key'> {
  status: string;
  metadata: Record<string, unknown>;
  idempotency_key: string | null;
  created_at: string;
}

/**
 * Inserts the lead and, in the same write transaction, the statements that belong with it (consent evidence,
 * the alliance row). A retried key, or a newsletter address already subscribed, inserts nothing and reports
 * `created: false`; the extra statements must guard themselves on the new lead existing (see `whenLeadExists`).
 */
export async function insertLead(db: Db, lead: NewLead, extra: InStatement[] = []): Promise<{ created: boolean }> {
  const [insert] = await db.batch(
    [
      {
        sql: `INSERT INTO leads (id, client_name, client_email, client_phone, message, type, source, status, agent_id, metadata, idempotency_key)
              VALUES (?, ?, ?, ?, ?, ?, ?, 'new', ?, ?, ?) ON CONFLICT DO NOTHING`,
        args: [
          lead.id,
          lead.client_name,
          lead.client_email,
          lead.client_phone,
          lead.message,
          lead.type,
          lead.source,
          lead.agent_id,
          JSON.stringify(lead.metadata),
          lead.idempotency_key,
        ],
      },
      ...extra,
    ],
    'write',
  );
  return { created: insert!.rowsAffected === 1 };
}

/** SQL suffix for an INSERT … SELECT that runs only if the lead was really inserted in this transaction. */
export const whenLeadExists = 'WHERE EXISTS (SELECT 1 FROM leads WHERE id = ?)';

const COLUMNS = 'id, client_name, client_email, client_phone, message, type, source, status, agent_id, metadata, idempotency_key, created_at';

export async function findLeadById(db: Db, id: string): Promise<LeadRow | null> {
  const result = await db.execute({ sql: `SELECT ${COLUMNS} FROM leads WHERE id = ?`, args: [id] });
  return result.rows[0] ? toLead(result.rows[0]) : null;
}

export async function findLeadByIdempotencyKey(db: Db, key: string): Promise<LeadRow | null> {
  const result = await db.execute({ sql: `SELECT ${COLUMNS} FROM leads WHERE idempotency_key = ?`, args: [key] });
  return result.rows[0] ? toLead(result.rows[0]) : null;
}

/** Same expression and predicate as the unique index leads_newsletter_email, so the index answers it. */
export async function findNewsletterLead(db: Db, email: string): Promise<LeadRow | null> {
  const result = await db.execute({
    sql: `SELECT ${COLUMNS} FROM leads WHERE source = 'newsletter' AND lower(client_email) = lower(?)`,
    args: [email],
  });
  return result.rows[0] ? toLead(result.rows[0]) : null;
}

export interface ApplicationRow {
  id: string;
  client_name: string;
  client_email: string;
  client_phone: string | null;
  message: string | null;
  status: string;
  agent_id: string | null;
  agent_name: string | null;
  mortgage_amount: number | null;
  property_address: string | null;
  created_at: string;
}

/** Recent application leads with the agent's name; `agentUserId` narrows to the leads of that user's agent row. */
export async function listRecentApplications(db: Db, options: { agentUserId?: string; limit?: number } = {}): Promise<ApplicationRow[]> {
  const scoped = options.agentUserId !== undefined;
  const result = await db.execute({
    sql: `SELECT l.id, l.client_name, l.client_email, l.client_phone, l.message, l.status, l.agent_id, a.name AS agent_name,
                 json_extract(l.metadata, '$.mortgage_amount') AS mortgage_amount,
                 json_extract(l.metadata, '$.property_address') AS property_address, l.created_at
          FROM leads l LEFT JOIN agents a ON a.id = l.agent_id
          WHERE l.type = 'application' ${scoped ? 'AND l.agent_id IN (SELECT id FROM agents WHERE user_id = ?)' : ''}
          ORDER BY l.created_at DESC, l.rowid DESC LIMIT ?`,
    args: scoped ? [options.agentUserId!, options.limit ?? 20] : [options.limit ?? 20],
  });
  return result.rows.map((row) => ({
    id: String(row.id),
    client_name: String(row.client_name),
    client_email: String(row.client_email),
    client_phone: row.client_phone == null ? null : String(row.client_phone),
    message: row.message == null ? null : String(row.message),
    status: String(row.status),
    agent_id: row.agent_id == null ? null : String(row.agent_id),
    agent_name: row.agent_name == null ? null : String(row.agent_name),
    mortgage_amount: row.mortgage_amount == null ? null : Number(row.mortgage_amount),
    property_address: row.property_address == null ? null : String(row.property_address),
    created_at: String(row.created_at),
  }));
}

function toLead(row: Row): LeadRow {
  return {
    id: String(row.id),
    client_name: String(row.client_name),
    client_email: String(row.client_email),
    client_phone: row.client_phone == null ? null : String(row.client_phone),
    message: row.message == null ? null : String(row.message),
    type: String(row.type) as LeadRow['type'],
    source: String(row.source) as LeadRow['source'],
    status: String(row.status),
    agent_id: row.agent_id == null ? null : String(row.agent_id),
    metadata: JSON.parse(String(row.metadata)) as Record<string, unknown>,
    idempotency_key: row.idempotency_key == null ? null : String(row.idempotency_key),
    created_at: String(row.created_at),
  };
}
