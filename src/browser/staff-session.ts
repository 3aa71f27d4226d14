import { atom } from 'nanostores';
import { forgetStaffRole, rememberedStaffRole, rememberStaffRole } from './staff-hint';

/**
 * The signed-in staff role as this page knows it, shared by the header script and the islands through one
 * nanostores atom (the design card's state library): `undefined` until the header has read the hint, then the
 * hint's role, then the API's answer; `null` for a visitor or after signing out. Whatever shows staff data
 * subscribes, so signing out in the header hides it at once.
 */
export const $staffRole = atom<string | null | undefined>(undefined);

/** The hint this browser kept at its last sign-in (or null), until the API answers. */
export function loadRememberedStaffRole(): string | null {
  const role = rememberedStaffRole();
  $staffRole.set(role);
  return role;
}

/** Signed in (a role) or signed out (null): the hint follows, and every subscriber sees it. */
export function setStaffRole(role: string | null): void {
  if (role) rememberStaffRole(role);
  else forgetStaffRole();
  $staffRole.set(role);
}
