/**
 * A hint, kept in the browser, that this browser signed in (and as which role). The session cookie is HttpOnly, so
 * static pages cannot see it; the hint lets the header ask the API about the session only in browsers that signed
 * in, and costs anonymous visitors no request. The API's answer always wins over the hint.
 */
const KEY = 'staff-role';

export function rememberStaffRole(role: string): void {
  try {
    localStorage.setItem(KEY, role);
  } catch {
    // Storage may be blocked; the header then keeps showing 'Sign In', which still works.
  }
}

export function forgetStaffRole(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // see rememberStaffRole
  }
}

export function rememberedStaffRole(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}
