import { useMemo } from 'react';
import { messages } from '../../../../lib/messages-staff';
import { type ClientMortgageRow, clientMortgageSchema } from '../../../../lib/schemas/client-mortgages';
import { ResourcePanel, type ResourcePanelConfig } from '../../kit/ResourcePanel';
import { allClientColumns, ownClientColumns } from './columns';
import { agentField, clientFields } from './fields';
import { adminApi, agentApi } from '../../../../browser/api-routes';
import { type ClientsApi, ImportClientsDialog } from './ImportClientsDialog';
import { useAgentOptions } from '../leads/use-agent-options';
import { BorrowerFileSection } from '../leads/BorrowerFileSection';
import type { DeskMode } from '../leads/types';

const m = messages.backOffice.clients;

/** A client funded from a lead shows that lead's borrower file under the edit form (ADR 52), through the lead desk's API. */
const baseConfig = (api: ClientsApi, mode: DeskMode): ResourcePanelConfig<ClientMortgageRow> => ({
  noun: 'client',
  label: 'Client',
  plural: 'clients',
  api,
  messages: { ...m, empty: m.empty },
  serverSaveMessages: true,
  schema: clientMortgageSchema,
  fields: clientFields,
  columns: ownClientColumns,
  nameOf: (row) => row.client_name,
  toolbar: (reload) => <ImportClientsDialog api={api} onImported={reload} />,
  editExtra: (row) => (row.lead_id ? <BorrowerFileSection mode={mode} leadId={row.lead_id} onlyIfOpened /> : null),
});

const ADMIN_CLIENTS = adminApi.clients;
const OWN_CONFIG = baseConfig(agentApi.clients, 'agent');

/** Clients tab of the agent dashboard (ours, ADR 29): the signed-in agent's own funded clients. */
export function OwnClientsPanel() {
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">{m.intro}</p>
      <ResourcePanel config={OWN_CONFIG} />
    </div>
  );
}

/** Clients tab of the super admin panel (ours, ADR 29): every client, with the agent each belongs to. */
export function AllClientsPanel() {
  const agents = useAgentOptions(true);
  const config = useMemo<ResourcePanelConfig<ClientMortgageRow>>(
    () => ({ ...baseConfig(ADMIN_CLIENTS, 'admin'), columns: allClientColumns, fields: [...clientFields, agentField(agents)] }),
    [agents],
  );
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">{m.intro}</p>
      <ResourcePanel config={config} />
    </div>
  );
}
