import { z } from './zod';
import { messages } from '../messages';

/** Sign-in: email and password required (spec section 5). */
export const signInSchema = z.object({
  email: z.string({ error: messages.auth.missingCredentials }).trim().min(1, messages.auth.missingCredentials).max(254).pipe(z.email('Enter a valid email address.')),
  password: z.string({ error: messages.auth.missingCredentials }).min(1, messages.auth.missingCredentials).max(1024),
});

export type SignInInput = z.infer<typeof signInSchema>;

export const ROLES = ['super_admin', 'admin', 'agent'] as const;

/** Where a role lands after sign-in (spec: Sign-in). */
export function homeForRole(role: string | null | undefined): string {
  if (role === 'super_admin') return '/super-admin';
  if (role === 'admin' || role === 'agent') return '/agent-dashboard';
  return '/';
}
