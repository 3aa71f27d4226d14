import type { Db } from '../client';

export type Role = 'super_admin' | 'admin' | 'agent' | 'user';

export interface UserWithProfile {
  id: string;
  email: string;
  password_hash: string;
  role: string;
  full_name: string | null;
  /**
   * False for a staff account (any role) whose agents row is deactivated (suspended until reactivated), or whose
   * agent page was deleted (profiles.deactivated_at, ADR 40): no row left never reads as active again.
   */
  active: boolean;
  /** A TOTP key is stored: every sign-in asks for a code (ADR 41). */
  two_factor_enrolled: boolean;
}

const SELECT_USER = `SELECT u.id, u.email, u.password_hash, p.role, p.full_name,
    (p.deactivated_at IS NULL AND COALESCE((SELECT a.is_active FROM agents a WHERE a.user_id = u.id), 1) = 1) AS active,
    EXISTS (SELECT 1 FROM totp_credentials t WHERE t.user_id = u.id) AS two_factor_enrolled
  FROM users u LEFT JOIN profiles p ON p.id = u.id`;

function toUser(row: Record<string, unknown>): UserWithProfile {
  return {
    id: String(row.id),
    email: String(row.email),
    password_hash: String(row.password_hash),
    role: row.role == null ? 'user' : String(row.role),
    full_name: row.full_name == null ? null : String(row.full_name),
    active: Number(row.active ?? 1) === 1,
    two_factor_enrolled: Number(row.two_factor_enrolled ?? 0) === 1,
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserWithProfile | null> {
  const result = await db.execute({ sql: `${SELECT_USER} WHERE u.email = ?`, args: [email.trim()] });
  return result.rows[0] ? toUser(result.rows[0]) : null;
}

export async function findUserById(db: Db, id: string): Promise<UserWithProfile | null> {
  const result = await db.execute({ sql: `${SELECT_USER} WHERE u.id = ?`, args: [id] });
  return result.rows[0] ? toUser(result.rows[0]) : null;
}

export async function countUsersWithRole(db: Db, role: Role): Promise<number> {
  const result = await db.execute({ sql: 'SELECT COUNT(*) AS n FROM profiles WHERE role = ?', args: [role] });
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * Super admins still able to sign in, other than `exceptUserId`: deactivating the last one would leave nobody to
 * reactivate anyone (an account without an agents row counts as active unless its page was deleted).
 */
export async function countOtherActiveSuperAdmins(db: Db, exceptUserId: string): Promise<number> {
  const result = await db.execute({
    sql: `SELECT COUNT(*) AS n FROM profiles p
          WHERE p.role = 'super_admin' AND p.id <> ? AND p.deactivated_at IS NULL
            AND COALESCE((SELECT a.is_active FROM agents a WHERE a.user_id = p.id), 1) = 1`,
    args: [exceptUserId],
  });
  return Number(result.rows[0]?.n ?? 0);
}
