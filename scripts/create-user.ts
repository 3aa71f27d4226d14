import { parseArgs } from 'node:util';
import { createDb } from '../db/client';
import { migrate } from '../db/migrate';
import { createUser } from '../functions/auth/create-user';
import { readEnv } from '../functions/env';
import { loadDotEnv } from '../functions/load-dotenv';

/**
 * Operator command: npm run user:create -- --email E --password P --role super_admin|admin|agent --name "Full Name"
 * An agent also gets its agents row and a unique profile slug.
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
} catch (error) {
  const issues = (error as { issues?: { path: unknown[]; message: string }[] }).issues;
  console.error(
    issues ? issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n') : (error as Error).message,
  );
  console.error('Usage: npm run user:create -- --email E --password P --role super_admin|admin|agent --name "Full Name"');
  process.exitCode = 1;
} finally {
  db.close();
}
