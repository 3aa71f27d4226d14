import { useMemo } from 'react';
import { messages } from '../../../../lib/messages-staff';
import { type ClientMortgageRow, clientMortgageSchema } from '../../../../lib/schemas/client-mortgages';
import { ResourcePanel, type ResourcePanelConfig } from '../../kit/ResourcePanel';
import { allClientColumns, ownClientColumns } from './columns';
import { agentField, clientFields } from './fields';
import { ImportClientsDialog } from './ImportClientsDialog';
import { useAgentOptions } from '../leads/use-agent-options';

const m = messages.backOffice.clients;

const baseConfig = (path: string): ResourcePanelConfig<ClientMortgageRow> => ({
  noun: 'client',
  label: 'Client',
  plural: 'clients',
  path,
  messages: { ...m, empty: m.empty },
  serverSaveMessages: true,
  schema: clientMortgageSchema,
  fields: clientFields,
  columns: ownClientColumns,
  nameOf: (row) => row.client_name,
  toolbar: (reload) => <ImportClientsDialog path={path} onImported={reload} />,
});

const OWN_CONFIG = baseConfig('/api/agent/clients');

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
    () => ({ ...baseConfig('/api/admin/clients'), columns: allClientColumns, fields: [...clientFields, agentField(agents)] }),
    [agents],
  );
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">{m.intro}</p>
      <ResourcePanel config={config} />
    </div>
  );
}
