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
   * is the owner condition of a scoped resource (functions/resources/crud-routes.ts), added to whatever the request asks.
   */
  page(query: Record<string, unknown> | undefined, window: ListPageQuery, scope?: Condition): Promise<{ items: Row[]; total: number }>;
  find(id: string): Promise<Row | null>;
  insert(values: Record<string, unknown>): Promise<Row>;
  /**
   * Null when no row has that id, or (a versioned table) when `edit.version` is no longer the row's version: the
   * check and the write are one statement, so two saves of one version never both land.
   */
  update(id: string, values: Record<string, unknown>, edit?: EditStamp): Promise<Row | null>;
  remove(id: string): Promise<boolean>;
  /** The table's name when its rows are versioned (the 409 of a stale save reads who made the version). */
  readonly versionedTable?: string;
}

/** Who saves, and the version their form was opened with (undefined: not checked). */
export interface EditStamp {
  version?: number;
  by?: string;
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
  /**
   * The table carries `version` and `updated_by` (migration 0026, docs/decisions/0043-nothing-lost-in-the-back-office.md):
   * every row read gets its `version`, and an update counts a new version named after its editor.
   */
  versioned?: boolean;
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
  const { table, columns, writable, orderBy } = definition;
  const selected = (definition.versioned && !columns.includes('version') ? [...columns, 'version'] : columns).join(', ');
  // A versioned row carries its version to the form that edits it, whatever the row type's own mapper keeps.
  const toRow = definition.versioned ? (row: Record<string, unknown>) => ({ ...definition.toRow(row), version: Number(row.version) }) as Row : definition.toRow;
  const pick = (values: Record<string, unknown>) => writable.filter((column) => values[column] !== undefined);

  return {
    versionedTable: definition.versioned ? table : undefined,
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
    async update(id, values, edit) {
      const set = pick(values);
      const assignments = set.map((column) => `${column} = ?`);
      const args: InValue[] = set.map((column) => toColumnValue(values[column]));
      if (assignments.length === 0) return this.find(id);
      if (definition.touchesUpdatedAt || definition.versioned) assignments.push(`updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`);
      const where = ['id = ?'];
      if (definition.versioned) {
        assignments.push('version = version + 1', 'updated_by = ?');
        args.push(edit?.by ?? null);
      }
      args.push(id);
      if (definition.versioned && edit?.version !== undefined) {
        where.push('version = ?');
        args.push(edit.version);
      }
      const result = await db.execute({
        sql: `UPDATE ${table} SET ${assignments.join(', ')} WHERE ${where.join(' AND ')} RETURNING ${selected}`,
        args,
      });
      return result.rows[0] ? toRow(result.rows[0]) : null;
    },
    async remove(id) {
      const result = await db.execute({ sql: `DELETE FROM ${table} WHERE id = ?`, args: [id] });
      return result.rowsAffected > 0;
    },
  };
}
