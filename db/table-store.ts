import { newId, type Db } from './client';
import { toColumnValue } from './rows';

/**
 * The storage half of a back-office resource: list, find, insert, update and delete on one table, writing only the
 * columns the resource allows. Column and table names come from code, never from a request; values are bound.
 */
export interface TableStore<Row> {
  /** `query` is the resource's parsed listQuery (filters, limit) when it declares one; plain stores ignore it. */
  list(query?: Record<string, unknown>): Promise<Row[]>;
  find(id: string): Promise<Row | null>;
  insert(values: Record<string, unknown>): Promise<Row>;
  /** Null when no row has that id. */
  update(id: string, values: Record<string, unknown>): Promise<Row | null>;
  remove(id: string): Promise<boolean>;
}

export interface TableDefinition<Row> {
  table: string;
  /** Columns read back (id and created_at included). */
  columns: readonly string[];
  /** Columns a create or update may set. */
  writable: readonly string[];
  orderBy: string;
  toRow: (row: Record<string, unknown>) => Row;
  /** Set on every update when the table has the column. */
  touchesUpdatedAt?: boolean;
}

export function tableStore<Row>(db: Db, definition: TableDefinition<Row>): TableStore<Row> {
  const { table, columns, writable, orderBy, toRow } = definition;
  const selected = columns.join(', ');
  const pick = (values: Record<string, unknown>) => writable.filter((column) => values[column] !== undefined);

  return {
    async list() {
      const result = await db.execute(`SELECT ${selected} FROM ${table} ORDER BY ${orderBy}`);
      return result.rows.map((row) => toRow(row));
    },
    async find(id) {
      const result = await db.execute({ sql: `SELECT ${selected} FROM ${table} WHERE id = ?`, args: [id] });
      return result.rows[0] ? toRow(result.rows[0]) : null;
    },
    async insert(values) {
      const set = pick(values);
      const names = ['id', ...set];
      const result = await db.execute({
        sql: `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')}) RETURNING ${selected}`,
        args: [newId(), ...set.map((column) => toColumnValue(values[column]))],
      });
      return toRow(result.rows[0]!);
    },
    async update(id, values) {
      const set = pick(values);
      const assignments = set.map((column) => `${column} = ?`);
      if (definition.touchesUpdatedAt) assignments.push(`updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`);
      if (assignments.length === 0) return this.find(id);
      const result = await db.execute({
        sql: `UPDATE ${table} SET ${assignments.join(', ')} WHERE id = ? RETURNING ${selected}`,
        args: [...set.map((column) => toColumnValue(values[column])), id],
      });
      return result.rows[0] ? toRow(result.rows[0]) : null;
    },
    async remove(id) {
      const result = await db.execute({ sql: `DELETE FROM ${table} WHERE id = ?`, args: [id] });
      return result.rowsAffected > 0;
    },
  };
}
