import { z } from './zod';
import { messages } from '../messages';

/** Sign-in: email and password required (docs/product/sign-in-and-roles.md#sign-in-screen). */
export const signInSchema = z.object({
  email: z
    .string({ error: messages.auth.missingCredentials })
    .trim()
    .min(1, messages.auth.missingCredentials)
    .max(254)
    .pipe(z.email('Enter a valid email address.')),
  password: z.string({ error: messages.auth.missingCredentials }).min(1, messages.auth.missingCredentials).max(1024),
});

export type SignInInput = z.infer<typeof signInSchema>;

export const ROLES = ['super_admin', 'admin', 'agent'] as const;

/** Where a role lands after sign-in (docs/product/sign-in-and-roles.md#sign-in-screen: Sign-in). */
export function homeForRole(role: string | null | undefined): string {
  if (role === 'super_admin') return '/super-admin';
  if (role === 'admin' || role === 'agent') return '/agent-dashboard';
  return '/';
}

/** The back-office pages a person may be sent back to after signing in again (`/auth?next=`). */
const RETURN_PAGES: Record<string, readonly string[]> = {
  '/super-admin': ['super_admin'],
  '/agent-dashboard': ['admin', 'agent'],
};

/**
 * Where to go after sign-in: the page the session ended on when `next` names a panel this role may open (same site,
 * its own path and query only; anything else, such as //evil.example or another role's panel, is ignored), else
 * the role's home.
 */
export function afterSignIn(role: string | null | undefined, next: string | null): string {
  if (next && /^\/[a-z-]+(\?[\w=&%.-]*)?$/i.test(next)) {
    const path = next.split('?')[0]!;
    if (RETURN_PAGES[path]?.includes(role ?? '')) return next;
  }
  return homeForRole(role);
}
