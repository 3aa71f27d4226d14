import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../../../db/client';
import { createGroupCommit } from '../../../../functions/leads/group-commit';

describe('group commit', () => {
  let dir: string;
  let db: Db;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'group-commit-'));
    db = await createDb({ url: `file:${join(dir, 'g.db')}` });
    await db.execute('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL UNIQUE) STRICT');
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes concurrent callers in one transaction and gives each its own results', async () => {
    let commits = 0;
    const counting = {
      ...db,
      batch: (...args: Parameters<Db['batch']>) => {
        commits++;
        return db.batch(...args);
      },
    } as Db;
    const grouped = createGroupCommit(counting);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => grouped.execute({ sql: 'INSERT INTO t (v) VALUES (?) RETURNING v', args: [`v${i}`] })),
    );
    expect(results.map((r) => r.rows[0]!.v)).toEqual(Array.from({ length: 50 }, (_, i) => `v${i}`));
    expect(commits).toBe(1);
    expect(Number((await db.execute('SELECT COUNT(*) AS n FROM t')).rows[0]!.n)).toBe(50);
  });

  it('fails only the faulty caller: the others are retried alone and stored', async () => {
    const grouped = createGroupCommit(db);
    await db.execute("INSERT INTO t (v) VALUES ('taken')");
    const outcomes = await Promise.allSettled([
      grouped.batch([
        { sql: "INSERT INTO t (v) VALUES ('a')", args: [] },
        { sql: "INSERT INTO t (v) VALUES ('b')", args: [] },
      ]),
      grouped.execute({ sql: "INSERT INTO t (v) VALUES ('taken')", args: [] }),
      grouped.execute({ sql: "INSERT INTO t (v) VALUES ('c')", args: [] }),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const values = (await db.execute('SELECT v FROM t ORDER BY v')).rows.map((r) => r.v);
    expect(values).toEqual(['a', 'b', 'c', 'taken']);
  });

  it("keeps a caller's statements atomic when one of them fails", async () => {
    const grouped = createGroupCommit(db);
    await expect(
      grouped.batch([
        { sql: "INSERT INTO t (v) VALUES ('x')", args: [] },
        { sql: 'INSERT INTO t (v) VALUES (NULL)', args: [] },
      ]),
    ).rejects.toThrow();
    expect(Number((await db.execute("SELECT COUNT(*) AS n FROM t WHERE v = 'x'")).rows[0]!.n)).toBe(0);
  });
});
