import type { Context } from 'hono';
import { listRecentApplications } from '../../db/queries/leads';
import type { AppDeps, AppEnv } from '../deps';

/** Applications are personal financial data: staff only (the route guard), agents see their own, admins all. */
export async function listApplications(deps: AppDeps, c: Context<AppEnv>) {
  const user = c.get('user')!;
  const applications = await listRecentApplications(deps.db, user.role === 'agent' ? { agentUserId: user.id } : {});
  c.header('Cache-Control', 'no-store');
  return c.json({ applications });
}
