import { messages } from '../../../../lib/messages-staff';
import { useList } from '../../kit/use-list';
import type { AgentOption } from './types';

/** The agents a lead or a client can be given to, for the super admin's selects; `enabled` false asks nothing. */
export function useAgentOptions(enabled: boolean): AgentOption[] {
  return useList<AgentOption>(enabled ? '/api/admin/leads/agents' : null, messages.backOffice.agents.fetchFailed).rows;
}
