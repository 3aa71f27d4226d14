import { Hono } from 'hono';
import { suppressEmail } from '../../db/queries/email-suppressions';
import { collectPersonalData, erasedEmail, erasePersonalData } from '../../db/queries/personal-data';
import { privacyEraseSchema, privacyExportQuerySchema } from '../../src/lib/schemas/privacy';
import type { AppDeps, AppEnv } from '../deps';
import { staffOnly } from '../http/staff';
import { readJson, readQuery } from '../http/validate';

/**
 * Privacy requests (PIPEDA, ADR 27), by the super admin: everything held about an email address as one JSON file,
 * and its erasure down to a tombstone. Both are recorded in the audit log (the erasure under the address's
 * fingerprint, never the address itself).
 */
export function privacyRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const superAdmin = staffOnly('super_admin');

  app.get('/export.json', superAdmin, async (c) => {
    const { email } = readQuery(c, privacyExportQuerySchema);
    const data = await collectPersonalData(deps.db, email, deps.now());
    const day = deps.now().toISOString().slice(0, 10);
    c.header('Content-Disposition', `attachment; filename="personal-data-${day}.json"`);
    return c.json(data);
  });

  app.post('/erase', superAdmin, async (c) => {
    const { email } = await readJson(c, privacyEraseSchema);
    const counts = await erasePersonalData(deps.db, email, deps.now());
    // The erased person asked for no more of our email: the suppression list keeps only the address's SHA-256 (ADR 39).
    await suppressEmail(deps.db, email, 'erasure', deps.now().toISOString());
    return c.json({ item: { email: erasedEmail(email), ...counts } });
  });

  return app;
}
