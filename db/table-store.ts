import type { InValue } from '@libsql/client';
import { LIST_PAGE_SIZE, type ListPageQuery, pageOffset } from '../src/lib/schemas/list-page';
import { newId, type Db } from './client';
import { toColumnValue } from './rows';

/**
 * The storage half of a back-office resource: list, find, insert, update and delete on one table, writing only the
 * columns the resource allows. Column and table names come from code, never from a request; values are bound.
 */
export interface TableStore<Row> {
  /** `query` is the resource's parsed listQuery (filters, limit) when it declares one; plain stores ignore it. */
  list(query?: Record<string, unknown>): Promise<Row[]>;
  /**
   * One page (50 rows) under the resource's filters, the text search and the sort, with the total that match; `scope`
   * is the owner condition of a scoped resource (functions/http/crud-routes.ts), added to whatever the request asks.
   */
  page(query: Record<string, unknown> | undefined, window: ListPageQuery, scope?: Condition): Promise<{ items: Row[]; total: number }>;
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
  /** Columns the list's text search (`q`) looks in. */
  searchColumns?: readonly string[];
  /** The SQL conditions for the resource's parsed list filters (values bound, names from code). */
  filter?: (query: Record<string, unknown>) => Condition;
}

/** SQL conditions joined with AND, and their bound values. */
export interface Condition {
  where: string[];
  args: InValue[];
}

/** `%`, `_` and `\` in a search mean themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export function tableStore<Row>(db: Db, definition: TableDefinition<Row>): TableStore<Row> {
  const { table, columns, writable, orderBy, toRow } = definition;
  const selected = columns.join(', ');
  const pick = (values: Record<string, unknown>) => writable.filter((column) => values[column] !== undefined);

  return {
    async list() {
      const result = await db.execute(`SELECT ${selected} FROM ${table} ORDER BY ${orderBy}`);
      return result.rows.map((row) => toRow(row));
    },
    async page(query, window, scope) {
      const condition: Condition = query && definition.filter ? definition.filter(query) : { where: [], args: [] };
      const where = [...condition.where, ...(scope?.where ?? [])];
      const args = [...condition.args, ...(scope?.args ?? [])];
      if (window.q && definition.searchColumns?.length) {
        where.push(`(${definition.searchColumns.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
        args.push(...definition.searchColumns.map(() => likePattern(window.q!)));
      }
      const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
      // A sort names a column this store reads (never raw text from the request); the default order breaks ties.
      const sortable = window.sort && columns.includes(window.sort) ? `${window.sort} ${window.dir === 'desc' ? 'DESC' : 'ASC'}, ` : '';
      const [rows, count] = await db.batch(
        [
          {
            sql: `SELECT ${selected} FROM ${table} ${clause} ORDER BY ${sortable}${orderBy} LIMIT ? OFFSET ?`,
            args: [...args, LIST_PAGE_SIZE, pageOffset(window.page)],
          },
          { sql: `SELECT COUNT(*) AS total FROM ${table} ${clause}`, args },
        ],
        'read',
      );
      return { items: rows!.rows.map((row) => toRow(row)), total: Number(count!.rows[0]?.total ?? 0) };
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
