import { parseArgs } from 'node:util';
import { createDb } from '../db/client';
import { migrate } from '../db/migrate';
import { createUser } from '../functions/auth/create-user';
import { readEnv } from '../config/env';
import { createLogger } from '../functions/http/logger';
import { loadDotEnv } from '../config/load-dotenv';
import { requestRebuildFromCommandLine } from '../functions/rebuild/request-from-cli';

/**
 * Operator command: npm run user:create -- --email E --password P --role super_admin|admin|agent --name "Full Name"
 * An agent also gets its agents row and a unique profile slug, and appears on the public site: the rebuild is
 * requested like any other public change (the build hook, or the running Node host picks it up).
 */
const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
});
loadDotEnv();
const env = readEnv();
const db = await createDb({ url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN });
try {
  await migrate(db);
  const created = await createUser(db, {
    email: values.email ?? '',
    password: values.password ?? '',
    role: (values.role ?? '') as 'agent',
    name: values.name ?? '',
  });
  console.log(`Created ${values.role} ${values.email}${created.slug ? ` (agent page /agents/${created.slug})` : ''}.`);
  if (created.agentId) {
    const how = await requestRebuildFromCommandLine({ db, env, log: createLogger(env.LOG_LEVEL) }, `agents: created ${created.agentId} (user:create)`);
    console.log(
      how === 'build-hook'
        ? 'Site rebuild requested through the build hook.'
        : 'Site rebuild requested: a running server rebuilds within seconds; otherwise the next start builds the site.',
    );
  }
} catch (error) {
  const issues = (error as { issues?: { path: unknown[]; message: string }[] }).issues;
  console.error(issues ? issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n') : (error as Error).message);
  console.error('Usage: npm run user:create -- --email E --password P --role super_admin|admin|agent --name "Full Name"');
  process.exitCode = 1;
} finally {
  db.close();
}
