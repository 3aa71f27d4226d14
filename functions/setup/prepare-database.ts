import type { Db } from '../../db/client';
import { ensureFirstSuperAdmin } from '../auth/bootstrap-admin';
import type { Env } from '../../config/env';
import { migrate } from '../../db/migrate';
import { isContentEmpty, seedDemoContent } from '../../db/seed/seed';

/** What every start does before serving: migrate, make the first super admin, seed an empty site. */
export async function prepareDatabase(db: Db, env: Env, print: (line: string) => void = console.log): Promise<void> {
  const applied = await migrate(db);
  if (applied.length) print(`Applied migrations: ${applied.join(', ')}`);
  await ensureFirstSuperAdmin(db, env, print);
  if (env.SEED_DEMO && (await isContentEmpty(db))) {
    const admin = await db.execute("SELECT id FROM profiles WHERE role = 'super_admin' ORDER BY created_at LIMIT 1");
    await seedDemoContent(db, { adminProfileId: admin.rows[0] ? String(admin.rows[0].id) : null });
    print('Seeded demo content (set SEED_DEMO=false to start empty).');
  }
}
