import type { Db } from '../../db/client';
import { ensureFirstSuperAdmin } from '../auth/bootstrap-admin';
import type { Env } from '../../config/env';
import { migrate } from '../../db/migrate';
import { sealPlaintextTotpKeys } from '../auth/stored-totp-keys';
import { isContentEmpty, seedDemoContent } from '../../db/seed/seed';

/** What every start does before serving: migrate, seal TOTP keys stored in plaintext, make the first super admin, seed an empty site. */
export async function prepareDatabase(db: Db, env: Env, print: (line: string) => void = console.log): Promise<void> {
  const applied = await migrate(db);
  if (applied.length) print(`Applied migrations: ${applied.join(', ')}`);
  // Keys stored before keys were sealed (ADR 41) are sealed once, before anyone signs in.
  const sealed = await sealPlaintextTotpKeys(db, env.TOTP_ENCRYPTION_KEY);
  if (sealed) print(`Sealed ${sealed} stored TOTP key${sealed === 1 ? '' : 's'} under TOTP_ENCRYPTION_KEY.`);
  await ensureFirstSuperAdmin(db, env, print);
  if (env.SEED_DEMO && (await isContentEmpty(db))) {
    const admin = await db.execute("SELECT id FROM profiles WHERE role = 'super_admin' ORDER BY created_at LIMIT 1");
    await seedDemoContent(db, { adminProfileId: admin.rows[0] ? String(admin.rows[0].id) : null });
    print('Seeded demo content (set SEED_DEMO=false to start empty).');
  }
}
