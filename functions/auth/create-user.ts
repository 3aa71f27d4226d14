import { z } from 'zod';
import type { Db } from '../../db/client';
import { insertAgentForUser, uniqueProfileSlug } from '../../db/queries/agents-admin';
import { findUserByEmail, insertUserWithProfile, type Role } from '../../db/queries/users';
import { toProfileSlug } from '../../src/lib/slug';
import { hashPassword } from './password';

export const createUserSchema = z.object({
  email: z.email(),
  password: z.string().min(8, 'Password must be at least 8 characters.'),
  role: z.enum(['super_admin', 'admin', 'agent']),
  name: z.string().trim().min(1, 'Full name is required.'),
});

export type CreateUserInput = z.infer<typeof createUserSchema>;

/** Creates a user with its profile; an agent also gets its agents row and a unique profile slug. */
export async function createUser(db: Db, input: CreateUserInput): Promise<{ userId: string; agentId?: string; slug?: string }> {
  const data = createUserSchema.parse(input);
  if (await findUserByEmail(db, data.email)) throw new Error(`A user with the email ${data.email} already exists.`);
  const userId = await insertUserWithProfile(db, {
    email: data.email,
    passwordHash: await hashPassword(data.password),
    role: data.role as Role,
    fullName: data.name,
  });
  if (data.role !== 'agent') return { userId };
  const slug = await uniqueProfileSlug(db, toProfileSlug(data.name));
  const agentId = await insertAgentForUser(db, { userId, name: data.name, email: data.email, slug });
  return { userId, agentId, slug };
}
