import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { countUsersWithRole } from '../../db/queries/users';
import type { Env } from '../../config/env';
import { createUser } from './create-user';

/**
 * At first start (no super admin yet) the first super admin comes from ADMIN_EMAIL / ADMIN_PASSWORD, or gets a
 * generated password printed once to the console. Never runs again once a super admin exists.
 */
export async function ensureFirstSuperAdmin(db: Db, env: Env, print: (line: string) => void = console.log): Promise<void> {
  if ((await countUsersWithRole(db, 'super_admin')) > 0) return;
  const email = env.ADMIN_EMAIL ?? 'admin@example.com';
  const generated = !env.ADMIN_PASSWORD;
  const password = env.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  await createUser(db, { email, password, role: 'super_admin', name: env.ADMIN_NAME });
  if (generated) {
    print('');
    print('  First super admin created. This password is shown once; store it now:');
    print(`    email:    ${email}`);
    print(`    password: ${password}`);
    print('  Sign in at /auth. Set ADMIN_EMAIL and ADMIN_PASSWORD to choose them instead.');
    print('');
  } else {
    print(`First super admin created for ${email} (password from ADMIN_PASSWORD).`);
  }
}
