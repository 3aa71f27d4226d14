import type { InStatement, ResultSet } from '@libsql/client';
import type { Db } from '../client';
import { newId } from '../client';
import { CLIENT_MORTGAGE_WRITABLE } from './client-mortgages';

interface Executor {
  execute(statement: InStatement): Promise<ResultSet>;
}

/** What makes two client rows the same mortgage (ADR 45): the email in any letter case and the maturity date. */
export const clientKey = (email: string, maturityDate: string) => `${email.trim().toLowerCase()}|${maturityDate}`;

export interface ExistingClient {
  ids: string[];
  client_name: string;
}

// SQLite's default limit on parameters is far above this; chunks keep each statement small.
const CHUNK = 400;

/** Clients already on file with these emails, by key; only `agentId`'s own when given (an agent sees no other). */
export async function findExistingClients(db: Executor, emails: readonly string[], agentId: string | null): Promise<Map<string, ExistingClient>> {
  const found = new Map<string, ExistingClient>();
  const unique = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
  for (let start = 0; start < unique.length; start += CHUNK) {
    const chunk = unique.slice(start, start + CHUNK);
    const result = await db.execute({
      sql: `SELECT id, client_name, client_email, maturity_date FROM client_mortgages
            WHERE lower(client_email) IN (${chunk.map(() => '?').join(', ')}) ${agentId ? 'AND agent_id = ?' : ''}
            ORDER BY created_at, id`,
      args: agentId ? [...chunk, agentId] : chunk,
    });
    for (const row of result.rows) {
      const key = clientKey(String(row.client_email), String(row.maturity_date));
      const entry = found.get(key);
      if (entry) entry.ids.push(String(row.id));
      else found.set(key, { ids: [String(row.id)], client_name: String(row.client_name) });
    }
  }
  return found;
}

type ClientValues = Record<string, unknown>;
const columnsOf = (values: ClientValues) => CLIENT_MORTGAGE_WRITABLE.filter((column) => values[column] !== undefined);
const columnValue = (values: ClientValues, column: string) => (values[column] as string | number | null) ?? null;

/**
 * Saves an import in one write transaction: the duplicate check is made again inside it, so two imports of one
 * file at the same moment still cannot double a client. `plan` receives what is on file and answers the rows to
 * insert and the existing rows to update (an update never changes the owner, the lead or a recorded withdrawal).
 */
export async function saveClientImport(
  db: Db,
  emails: readonly string[],
  agentId: string | null,
  plan: (existing: Map<string, ExistingClient>) => { inserts: ClientValues[]; updates: { ids: string[]; values: ClientValues }[] },
): Promise<{ inserted: number; updated: number }> {
  const tx = await db.transaction('write');
  try {
    const { inserts, updates } = plan(await findExistingClients(tx, emails, agentId));
    for (const values of inserts) {
      const set = columnsOf(values);
      await tx.execute({
        sql: `INSERT INTO client_mortgages (id, ${set.join(', ')}) VALUES (?, ${set.map(() => '?').join(', ')})`,
        args: [newId(), ...set.map((column) => columnValue(values, column))],
      });
    }
    let updated = 0;
    for (const { ids, values } of updates) {
      const set = columnsOf(values).filter((column) => column !== 'agent_id' && column !== 'lead_id' && column !== 'casl_withdrawn_at');
      const result = await tx.execute({
        sql: `UPDATE client_mortgages SET ${set.map((column) => `${column} = ?`).join(', ')}, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
              WHERE id IN (${ids.map(() => '?').join(', ')})`,
        args: [...set.map((column) => columnValue(values, column)), ...ids],
      });
      updated += result.rowsAffected;
    }
    await tx.commit();
    return { inserted: inserts.length, updated };
  } finally {
    tx.close();
  }
}
