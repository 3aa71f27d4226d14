import { CLIENT_CSV_COLUMNS, type ClientMortgageRow } from '../../src/lib/schemas/client-mortgages';
import type { Db } from '../client';
import { readNumber, readText } from '../rows';
import { type Condition, tableStore } from '../table-store';

/** The columns a person may write: the client CSV's, the lead and agent it belongs to, and a recorded withdrawal. */
export const CLIENT_MORTGAGE_WRITABLE = ['lead_id', 'agent_id', ...CLIENT_CSV_COLUMNS, 'casl_withdrawn_at'] as const;

/** Clients and their mortgages (ADR 29); the agent's name comes along for the super admin's list. */
export const CLIENT_MORTGAGE_COLUMNS = [
  'id',
  '(SELECT name FROM agents WHERE agents.id = client_mortgages.agent_id) AS agent_name',
  ...CLIENT_MORTGAGE_WRITABLE,
  'created_at',
] as const;

export function toClientMortgage(row: Record<string, unknown>): ClientMortgageRow {
  return {
    id: String(row.id),
    lead_id: readText(row.lead_id),
    agent_id: readText(row.agent_id),
    agent_name: readText(row.agent_name),
    client_name: String(row.client_name),
    client_email: String(row.client_email),
    client_phone: readText(row.client_phone),
    province: String(row.province),
    lender: String(row.lender),
    balance: Number(row.balance),
    rate: Number(row.rate),
    rate_type: row.rate_type === 'variable' ? 'variable' : 'fixed',
    term_years: Number(row.term_years),
    amortization_years: readNumber(row.amortization_years) ?? 25,
    maturity_date: String(row.maturity_date),
    payment_frequency: String(row.payment_frequency),
    casl_basis: row.casl_basis === 'express' ? 'express' : 'implied',
    casl_date: String(row.casl_date),
    casl_withdrawn_at: readText(row.casl_withdrawn_at),
    created_at: String(row.created_at),
  };
}

/** The Clients tab: soonest maturity first; the super admin may narrow to one agent's clients. */
export const clientMortgagesStore = (db: Db) =>
  tableStore(db, {
    versioned: true,
    table: 'client_mortgages',
    columns: CLIENT_MORTGAGE_COLUMNS,
    writable: CLIENT_MORTGAGE_WRITABLE,
    orderBy: 'maturity_date ASC, client_name ASC',
    searchColumns: ['client_name', 'client_email', 'lender'],
    touchesUpdatedAt: true,
    toRow: toClientMortgage,
    filter: (query): Condition => (typeof query.agent === 'string' ? { where: ['agent_id = ?'], args: [query.agent] } : { where: [], args: [] }),
  });

/** Mortgages maturing from `today` through `lastDay` (YYYY-MM-DD), of one agent when `agentId` is given. */
export async function listMaturingMortgages(db: Db, options: { today: string; lastDay: string; agentId?: string }): Promise<ClientMortgageRow[]> {
  const byAgent = options.agentId !== undefined;
  const result = await db.execute({
    sql: `SELECT ${CLIENT_MORTGAGE_COLUMNS.join(', ')} FROM client_mortgages
          WHERE maturity_date >= ? AND maturity_date <= ? ${byAgent ? 'AND agent_id = ?' : ''}
          ORDER BY maturity_date ASC, client_name ASC`,
    args: byAgent ? [options.today, options.lastDay, options.agentId!] : [options.today, options.lastDay],
  });
  return result.rows.map((row) => toClientMortgage(row));
}
