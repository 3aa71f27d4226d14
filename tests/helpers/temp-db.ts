import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type Db } from '../../db/client';
import { migrate } from '../../db/migrate';

/**
 * A fresh migrated database in its own temporary folder, for tests below the HTTP layer (an API test gets one from
 * startTestApi). `remove` closes it and deletes the folder.
 */
export async function migratedTempDb(prefix: string): Promise<{ db: Db; dir: string; remove(): void }> {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const db = await createDb({ url: `file:${join(dir, 'site.db')}` });
  await migrate(db);
  return {
    db,
    dir,
    remove() {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
