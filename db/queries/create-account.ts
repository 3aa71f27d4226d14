import { newId, type Db } from '../client';
import { isUniqueViolation } from '../rows';
import { insertAgentForUser, uniqueProfileSlug } from './agents-admin';
import type { Role } from './users';

export interface NewAccount {
  email: string;
  passwordHash: string;
  role: Role;
  fullName: string;
  /** An agent account also gets its agents row; the slug is made unique inside the same transaction. */
  agent?: { slugBase: string };
}

/** The email belongs to an account already (users.email is UNIQUE, case-insensitive). */
export class EmailTakenError extends Error {
  constructor(readonly email: string) {
    super(`A user with the email ${email} already exists.`);
    this.name = 'EmailTakenError';
  }
}

/**
 * Creates the sign-in user, its profile and (for an agent) the agents row in one write transaction: a failure at any
 * step leaves nothing behind, and BEGIN IMMEDIATE serialises the slug lookup with its insert so two agents created at
 * once never pick the same slug.
 */
export async function insertAccount(db: Db, account: NewAccount): Promise<{ userId: string; agentId?: string; slug?: string }> {
  const userId = newId();
  const email = account.email.trim();
  const tx = await db.transaction('write');
  try {
    await tx.execute({ sql: 'INSERT INTO users (id, email, password_hash) VALUES (?, ?, ?)', args: [userId, email, account.passwordHash] });
    await tx.execute({ sql: 'INSERT INTO profiles (id, role, full_name) VALUES (?, ?, ?)', args: [userId, account.role, account.fullName] });
    let created: { userId: string; agentId?: string; slug?: string } = { userId };
    if (account.agent) {
      const slug = await uniqueProfileSlug(tx, account.agent.slugBase);
      const agentId = await insertAgentForUser(tx, { userId, name: account.fullName, email, slug });
      created = { userId, agentId, slug };
    }
    await tx.commit();
    return created;
  } catch (error) {
    if (isUniqueViolation(error) && /users\.email/.test(String((error as Error).message))) throw new EmailTakenError(email);
    throw error;
  } finally {
    tx.close();
  }
}
