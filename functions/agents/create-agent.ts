import type { Context } from 'hono';
import { findAgentById } from '../../db/queries/agents-admin';
import { messages } from '../../src/lib/messages-staff';
import { createAgentSchema } from '../../src/lib/schemas/agents';
import type { AgentRow } from '../../src/lib/schemas/agents';
import { createUser, EmailTakenError } from '../auth/create-user';
import { contentChanged } from '../content/on-content-change';
import type { AppDeps, AppEnv } from '../deps';
import { HttpError } from '../http/errors';
import { readJson } from '../http/validate';

/**
 * docs/product/back-office-agents.md#create-agent: body {email, password, fullName}. The sign-in account, its profile and the agent row
 * are made in one transaction (functions/auth/create-user.ts); a taken email is a 409 on the email field. The new
 * agent is active, so its page is built.
 */
export async function createAgent(deps: AppDeps, c: Context<AppEnv>): Promise<AgentRow> {
  const input = await readJson(c, createAgentSchema);
  let agentId: string | undefined;
  try {
    ({ agentId } = await createUser(deps.db, { email: input.email, password: input.password, role: input.role, name: input.fullName }));
  } catch (error) {
    if (error instanceof EmailTakenError) {
      const taken = messages.backOffice.agents.emailTaken;
      throw new HttpError(409, 'conflict', taken, { email: taken });
    }
    throw error;
  }
  await contentChanged(deps, 'agents', `agent added ${agentId}`);
  return (await findAgentById(deps.db, agentId!))!;
}
