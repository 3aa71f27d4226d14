import type { InArgs, InStatement, ResultSet, TransactionMode } from '@libsql/client';
import type { Db } from '../../db/client';

interface Pending {
  statements: InStatement[];
  resolve: (results: ResultSet[]) => void;
  reject: (error: unknown) => void;
}

/** Upper bound of statements in one transaction, so one flush never holds the write lock for long. */
const MAX_STATEMENTS = 400;

/**
 * Group commit for the lead forms. Every write (a lead with its consent, a rate-limit hit, an outbox row) is
 * queued; once per event-loop turn the queue is written in ONE transaction, so a burst of submissions shares
 * one fsync instead of paying one each. Each caller's promise settles only after that COMMIT returns, so an
 * answer never reports a lead that is not durably stored.
 *
 * Isolation is kept: a caller's statements are atomic, and if the shared transaction fails (one bad
 * statement), it is rolled back whole and each caller's statements are retried in their own transaction, so
 * one failure never fails its neighbours.
 */
export function createGroupCommit(db: Db) {
  const queue: Pending[] = [];
  let scheduled = false;
  let chain: Promise<void> = Promise.resolve();

  async function flush(): Promise<void> {
    scheduled = false;
    while (queue.length) {
      const items: Pending[] = [];
      let count = 0;
      while (queue.length && (items.length === 0 || count + queue[0]!.statements.length <= MAX_STATEMENTS)) {
        const item = queue.shift()!;
        items.push(item);
        count += item.statements.length;
      }
      await writeGroup(items);
    }
  }

  async function writeGroup(items: Pending[]): Promise<void> {
    if (items.length > 1) {
      try {
        const results = await db.batch(
          items.flatMap((item) => item.statements),
          'write',
        );
        let at = 0;
        for (const item of items) {
          item.resolve(results.slice(at, at + item.statements.length));
          at += item.statements.length;
        }
        return;
      } catch {
        // fall through: retry each caller alone so only the faulty one fails
      }
    }
    for (const item of items) await db.batch(item.statements, 'write').then(item.resolve, item.reject);
  }

  function enqueue(statements: InStatement[]): Promise<ResultSet[]> {
    return new Promise((resolve, reject) => {
      queue.push({ statements, resolve, reject });
      if (scheduled) return;
      scheduled = true;
      // setImmediate runs after the I/O callbacks of this turn: every request parsed in this turn joins the group.
      setImmediate(() => {
        chain = chain.then(flush, flush);
      });
    });
  }

  const normalize = (stmt: InStatement | [string, InArgs?]): InStatement => {
    if (!Array.isArray(stmt)) return stmt;
    const [sql, args] = stmt as [string, InArgs?];
    return { sql, args: args ?? [] };
  };

  /** A Db whose execute/batch go through the group; everything else is the underlying client. */
  const grouped: Db = {
    execute: ((stmt: InStatement | string, args?: InArgs) =>
      enqueue([typeof stmt === 'string' ? { sql: stmt, args: args ?? [] } : stmt]).then((results) => results[0]!)) as Db['execute'],
    batch: (stmts) => enqueue(stmts.map(normalize)),
    migrate: (stmts) => db.migrate(stmts),
    transaction: ((mode?: TransactionMode) => db.transaction(mode)) as Db['transaction'],
    executeMultiple: (sql) => db.executeMultiple(sql),
    sync: () => db.sync(),
    close: () => db.close(),
    reconnect: () => db.reconnect(),
    get closed() {
      return db.closed;
    },
    get protocol() {
      return db.protocol;
    },
  };
  return grouped;
}
