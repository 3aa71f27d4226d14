/** The role that must sign in with a one-time code as well as the password (ADR 41); other roles may. */
export const ROLES_REQUIRING_TWO_FACTOR: readonly string[] = ['super_admin'];

/**
 * What a session still owes before it opens anything: a code when the account has a key and this session has not
 * given one, enrolment when the role requires a key and the account has none, else nothing.
 */
export function twoFactorStep(role: string, enrolled: boolean, sessionVerified: boolean): 'verify' | 'enrol' | null {
  if (sessionVerified) return null;
  if (enrolled) return 'verify';
  if (ROLES_REQUIRING_TWO_FACTOR.includes(role)) return 'enrol';
  return null;
}
