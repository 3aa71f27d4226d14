import type { MiddlewareHandler } from 'hono';
import { requireRole, type StaffRole } from './guard';
import type { AppEnv } from '../deps';

/**
 * Every back-office route: the role check (anonymous 401, wrong role 403) and `Cache-Control: no-store`, so no
 * shared cache or browser history keeps staff data.
 */
export function staffOnly(...roles: StaffRole[]): MiddlewareHandler<AppEnv> {
  const guard = requireRole(...roles);
  return async (c, next) => {
    await guard(c, async () => {
      await next();
      c.header('Cache-Control', 'no-store');
    });
  };
}
