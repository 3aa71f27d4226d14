import type { InValue, ResultSet, Row } from '@libsql/client';
import type { LeadFilters, LeadStatus, ManualLead } from '../../src/lib/schemas/lead-desk';
import { type Db, newId } from '../client';
import { readText } from '../rows';
import { leadWhere, type LeadScope } from './lead-desk-filters';

export type { LeadScope } from './lead-desk-filters';

/** A lead as the back office shows it (docs/product/back-office-leads.md#lead-entity), with its agent's name (docs/product/back-office-leads.md#lead-entity: "select with agent name"). */
export interface DeskLead {
  id: string;
  client_name: string;
  client_email: string;
  client_phone: string | null;
  message: string | null;
  notes: string | null;
  status: LeadStatus;
  source: string;
  type: string;
  agent_id: string | null;
  agent_name: string | null;
  metadata: Record<string, unknown>;
  created_at: string;
  updated_at: string;
  /** A client mortgage names this lead (ADR 29). */
  funded: boolean;
  /** Documents the lead's borrower file still waits for (ADR 52): requested, or asked for again. */
  waiting_on_borrower: number;
  /** The agent who had the lead before theirs was deleted (ADR 44), and when it was handed over. */
  previous_agent_name: string | null;
  reassigned_at: string | null;
}

const SELECT = `SELECT l.id, l.client_name, l.client_email, l.client_phone, l.message, l.notes, l.status, l.source, l.type,
  l.agent_id, a.name AS agent_name, l.metadata, l.created_at, l.updated_at, l.previous_agent_name, l.reassigned_at,
  EXISTS (SELECT 1 FROM client_mortgages c WHERE c.lead_id = l.id) AS funded,
  (SELECT count(*) FROM borrower_files bf JOIN borrower_needs bn ON bn.file_id = bf.id
    WHERE bf.lead_id = l.id AND bn.status IN ('requested', 'needs_another')) AS waiting_on_borrower
  FROM leads l LEFT JOIN agents a ON a.id = l.agent_id`;
// rowid breaks ties between leads of the same instant; every created_at index carries it, so no sort step is needed.
const NEWEST_FIRST = 'ORDER BY l.created_at DESC, l.rowid DESC';

/** A search matching more leads than this walks the newest-first index instead of sorting every match. */
const BROAD_SEARCH = 2000;

/** One page, newest first, and the number of leads the filters match (offset paging; see ADR 0015). */
export async function listDeskLeads(db: Db, scope: LeadScope, filters: LeadFilters, page: { limit: number; offset: number }) {
  const where = leadWhere(scope, filters);
  // A search alone is counted in the search index itself, without touching a lead row.
  const searchCount = where.searchOnly
    ? Number((await db.execute({ sql: 'SELECT count(*) AS n FROM leads_search WHERE leads_search MATCH ?', args: [where.match] })).rows[0]?.n ?? 0)
    : null;
  const walkIndex = searchCount !== null && searchCount > BROAD_SEARCH ? 'INDEXED BY leads_created' : '';
  const [rows, count] = await db.batch(
    [
      {
        // Deferred: the OFFSET walks index entries only; rows and agent names are read for the page alone. (An IN
        // list, not a JOIN: libSQL's planner turned the join into a probe per lead, 300+ ms on the last page.)
        sql: `${where.with} ${SELECT} WHERE l.rowid IN (SELECT l.rowid FROM leads l ${walkIndex} ${where.sql} ${NEWEST_FIRST} LIMIT ? OFFSET ?) ${NEWEST_FIRST}`,
        args: [...where.withArgs, ...where.args, page.limit, page.offset],
      },
      searchCount !== null
        ? { sql: 'SELECT ? AS n', args: [searchCount] }
        : { sql: `${where.with} SELECT count(*) AS n FROM leads l ${where.sql}`, args: [...where.withArgs, ...where.args] },
    ],
    'read',
  );
  return { items: rows!.rows.map(toDeskLead), total: Number(count!.rows[0]?.n ?? 0) };
}

/** Every matching lead for the CSV export, in keyset batches so a large export never holds an OFFSET scan. */
export async function* exportDeskLeads(db: Db, scope: LeadScope, filters: LeadFilters, batch = 2000): AsyncGenerator<DeskLead[]> {
  const where = leadWhere(scope, filters);
  let after: { created_at: string; rowid: number } | null = null;
  for (;;) {
    const keyset: string = after ? `${where.sql ? `${where.sql} AND` : 'WHERE'} (l.created_at, l.rowid) < (?, ?)` : where.sql;
    const args: InValue[] = after ? [...where.withArgs, ...where.args, after.created_at, after.rowid] : [...where.withArgs, ...where.args];
    const result: ResultSet = await db.execute({
      sql: `${where.with} ${SELECT.replace('SELECT l.id', 'SELECT l.rowid AS row_number, l.id')} ${keyset} ${NEWEST_FIRST} LIMIT ?`,
      args: [...args, batch],
    });
    if (result.rows.length === 0) return;
    yield result.rows.map(toDeskLead);
    const last: Row = result.rows[result.rows.length - 1]!;
    after = { created_at: String(last.created_at), rowid: Number(last.row_number) };
    if (result.rows.length < batch) return;
  }
}

export async function findDeskLead(db: Db, scope: LeadScope, id: string): Promise<DeskLead | null> {
  const scoped = 'agentId' in scope;
  const result = await db.execute({
    sql: `${SELECT} WHERE l.id = ? ${scoped ? 'AND l.agent_id = ?' : ''}`,
    args: scoped ? [id, scope.agentId] : [id],
  });
  return result.rows[0] ? toDeskLead(result.rows[0]) : null;
}

/** Sets the status and/or agent of a lead in scope; null when there is no such lead there. */
export async function updateDeskLead(
  db: Db,
  scope: LeadScope,
  id: string,
  change: { status?: LeadStatus; agent_id?: string | null },
  at: string,
): Promise<DeskLead | null> {
  const sets: string[] = ['updated_at = ?'];
  const args: (string | null)[] = [at];
  if (change.status !== undefined) {
    sets.push('status = ?');
    args.push(change.status);
  }
  if (change.agent_id !== undefined) {
    sets.push('agent_id = ?');
    args.push(change.agent_id);
  }
  const scoped = 'agentId' in scope;
  const result = await db.execute({
    sql: `UPDATE leads SET ${sets.join(', ')} WHERE id = ? ${scoped ? 'AND agent_id = ?' : ''}`,
    args: scoped ? [...args, id, scope.agentId] : [...args, id],
  });
  return result.rowsAffected === 1 ? findDeskLead(db, scope, id) : null;
}

export async function deleteDeskLead(db: Db, id: string): Promise<boolean> {
  const result = await db.execute({ sql: 'DELETE FROM leads WHERE id = ?', args: [id] });
  return result.rowsAffected === 1;
}

export async function insertManualLead(db: Db, lead: ManualLead, at: string): Promise<DeskLead> {
  const id = newId();
  await db.execute({
    sql: `INSERT INTO leads (id, client_name, client_email, client_phone, message, type, source, status, agent_id, metadata, created_at, updated_at)
          VALUES (?, ?, ?, ?, ?, ?, 'Manual', 'new', ?, '{}', ?, ?)`,
    args: [id, lead.client_name, lead.client_email, lead.client_phone, lead.message, lead.type, lead.agent_id ?? null, at, at],
  });
  return (await findDeskLead(db, { all: true }, id))!;
}

/** Whether an agent id names an agents row (an assignment must point at a real agent). */
export async function agentExists(db: Db, id: string): Promise<boolean> {
  const result = await db.execute({ sql: 'SELECT 1 FROM agents WHERE id = ?', args: [id] });
  return result.rows.length > 0;
}

/** The agents a lead can be assigned to, for the assign and filter dropdowns. */
export async function listAssignableAgents(db: Db): Promise<{ id: string; name: string; is_active: boolean }[]> {
  const result = await db.execute('SELECT id, name, is_active FROM agents ORDER BY name COLLATE NOCASE');
  return result.rows.map((row) => ({ id: String(row.id), name: String(row.name), is_active: Number(row.is_active) === 1 }));
}

function toDeskLead(row: Row): DeskLead {
  return {
    id: String(row.id),
    client_name: String(row.client_name),
    client_email: String(row.client_email),
    client_phone: readText(row.client_phone),
    message: row.message == null ? null : String(row.message),
    notes: row.notes == null ? null : String(row.notes),
    status: String(row.status) as LeadStatus,
    source: String(row.source),
    type: String(row.type),
    agent_id: readText(row.agent_id),
    agent_name: readText(row.agent_name),
    metadata: readObject(row.metadata),
    created_at: String(row.created_at),
    updated_at: String(row.updated_at),
    funded: Number(row.funded) === 1,
    waiting_on_borrower: Number(row.waiting_on_borrower ?? 0),
    previous_agent_name: readText(row.previous_agent_name),
    reassigned_at: readText(row.reassigned_at),
  };
}

function readObject(value: unknown): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(String(value));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // Not JSON: shown as empty.
  }
  return {};
}
