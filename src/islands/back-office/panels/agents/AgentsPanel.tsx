import { messages } from '../../../../lib/messages-staff';
import { type AgentRow, createAgentSchema } from '../../../../lib/schemas/agents';
import { adminApi } from '../../../../browser/api-routes';
import { ResourcePanel, type ResourcePanelConfig } from '../../kit/ResourcePanel';
import { agentCard } from './AgentCard';
import { createAgentFields } from './create-fields';
import { agentDeleteDialog } from './DeleteAgentDialog';
import { agentEditDialog } from './EditAgentDialog';

const m = messages.backOffice;

const config: ResourcePanelConfig<AgentRow> = {
  noun: 'agent',
  label: 'Agent',
  plural: 'agents',
  api: adminApi.agents,
  messages: {
    fetchFailed: m.agents.fetchFailed,
    saveFailed: m.agents.createFailed,
    deleteFailed: m.agents.deleteFailed,
    added: m.agents.created,
    updated: m.agents.updated,
    deleted: m.agents.deleted,
    empty: m.agents.empty,
  },
  // A taken email names itself (409, under the email field too); anything else is the product's fallback (docs/product/back-office-shell.md#failure-texts).
  serverSaveMessages: true,
  add: { label: m.agents.create, description: m.agents.createHint },
  // Sign-in, profile and agent row are made together by the API.
  schema: createAgentSchema,
  fields: createAgentFields,
  columns: [],
  nameOf: (row) => row.name,
  wholeList: true,
  cards: { label: m.superAdminTabs.agents, render: agentCard },
  // The shared profile editor, in tabs; the delete by the policy of docs/decisions/0044-deleting-an-agent-hands-over.md.
  editDialog: agentEditDialog,
  deleteDialog: agentDeleteDialog,
};

/**
 * Super admin 'Agents' tab (docs/product/back-office-agents.md#agent-management: Agent management): agent cards newest first, a create dialog
 * (sign-in, profile and agent row made together by the API), the shared profile editor as an edit dialog,
 * an agent's documents to read and download, activate/deactivate and delete by the policy of docs/decisions/0044-deleting-an-agent-hands-over.md.
 */
export function AgentsPanel() {
  return <ResourcePanel config={config} />;
}
