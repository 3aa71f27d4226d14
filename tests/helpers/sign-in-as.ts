import { createUser } from '../../functions/auth/create-user';
import { signInOverHttp } from './two-factor';
import { startTestApi, type TestApi } from './test-api';

export type StaffRoleName = 'super_admin' | 'admin' | 'agent';

/**
 * Creates one account per role on the test API and signs each in through POST /api/auth/sign-in.
 * Returns the Cookie header per role, and each agent's agents row id.
 */
export async function signInEveryRole(api: TestApi, roles: StaffRoleName[] = ['super_admin', 'admin', 'agent']) {
  const cookies = {} as Record<StaffRoleName, string>;
  const agentIds = {} as Partial<Record<StaffRoleName, string>>;
  for (const role of roles) {
    const email = `${role.replace('_', '-')}-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const created = await createUser(api.db, { email, password: 'password-123', role, name: `Test ${role}` });
    if (created.agentId) agentIds[role] = created.agentId;
    cookies[role] = await signInOverHttp(api, email, 'password-123');
  }
  return { cookies, agentIds };
}

/** A fresh API with the super admin signed in: `admin` is its Cookie header. */
export async function startWithSuperAdmin(options: Parameters<typeof startTestApi>[0] = {}) {
  const api = await startTestApi(options);
  const { cookies } = await signInEveryRole(api, ['super_admin']);
  return { api, admin: cookies.super_admin };
}

/** The open sessions of the account behind an agents row (none once the row is deactivated). */
export async function sessionsOfAgent(api: TestApi, agentId: string): Promise<number> {
  const sql = 'SELECT COUNT(*) AS n FROM sessions s JOIN agents a ON a.user_id = s.user_id WHERE a.id = ?';
  return Number((await api.db.execute({ sql, args: [agentId] })).rows[0]!.n);
}
