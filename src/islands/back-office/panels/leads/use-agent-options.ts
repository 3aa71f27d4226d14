import { send } from '../../../../browser/api-client';
import { adminApi } from '../../../../browser/api-routes';
import { messages } from '../../../../lib/messages-staff';
import type { ApiSource } from '../../kit/use-api-data';
import { type ListAnswer, useList } from '../../kit/use-list';
import type { AgentOption } from './types';

/** GET /api/admin/leads/agents through the typed client. */
const AGENTS: ApiSource<ListAnswer<AgentOption>> = { key: 'lead-agents', load: () => send(() => adminApi.leads.agents.$get()) };

/** The agents a lead or a client can be given to, for the super admin's selects; `enabled` false asks nothing. */
export function useAgentOptions(enabled: boolean): AgentOption[] {
  return useList<AgentOption>(enabled ? AGENTS : null, messages.backOffice.agents.fetchFailed).rows;
}
