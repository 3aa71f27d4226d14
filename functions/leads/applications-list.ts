import type { Context } from 'hono';
import { listRecentApplications } from '../../db/queries/leads';
import type { AppDeps, AppEnv } from '../deps';

/**
 * Applications are personal financial data: staff only (the route guard). Agents and admins see those assigned to
 * their own agents row; every application (unassigned ones too) is the lead desk's, so the super admin's alone.
 */
export async function listApplications(deps: AppDeps, c: Context<AppEnv>) {
  const user = c.get('user')!;
  const applications = await listRecentApplications(deps.db, user.role === 'super_admin' ? {} : { agentUserId: user.id });
  c.header('Cache-Control', 'no-store');
  return c.json({ applications });
}
