import { z } from 'zod';
import type { Db } from '../../db/client';
import { insertAccount } from '../../db/queries/create-account';
import type { Role } from '../../db/queries/users';
import { toProfileSlug } from '../../src/lib/slug';
import { hashPassword } from './password';

export { EmailTakenError } from '../../db/queries/create-account';

export const createUserSchema = z.object({
  email: z.email(),
  password: z.string().min(8, 'Password must be at least 8 characters.'),
  role: z.enum(['super_admin', 'admin', 'agent']),
  name: z.string().trim().min(1, 'Full name is required.'),
});

export type CreateUserInput = z.infer<typeof createUserSchema>;

/**
 * Creates a user with its profile; an agent or an admin also gets its agents row and a unique profile slug. All in one
 * transaction (db/queries/create-account.ts); a taken email throws EmailTakenError. The password is hashed first, so
 * the slow hash never holds the write lock.
 */
export async function createUser(db: Db, input: CreateUserInput): Promise<{ userId: string; agentId?: string; slug?: string }> {
  const data = createUserSchema.parse(input);
  const passwordHash = await hashPassword(data.password);
  return insertAccount(db, {
    email: data.email,
    passwordHash,
    role: data.role as Role,
    fullName: data.name,
    // Admins manage their own page in the agent dashboard too (docs/product/sign-in-and-roles.md#admins-own-page: roles), so they get an agents row as agents do.
    agent: data.role === 'agent' || data.role === 'admin' ? { slugBase: toProfileSlug(data.name) } : undefined,
  });
}
