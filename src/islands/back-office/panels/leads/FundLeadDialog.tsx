import { useMemo } from 'react';
import { send } from '../../../../browser/api-client';
import { toast } from '../../../../browser/toast';
import { messages } from '../../../../lib/messages-staff';
import { clientMortgageSchema } from '../../../../lib/schemas/client-mortgages';
import { EntityDialog } from '../../kit/EntityDialog';
import { emptyValues } from '../../kit/field-spec';
import { failureText } from '../../kit/use-resource';
import { clientFields } from '../clients/fields';
import type { ClientsApi } from '../clients/ImportClientsDialog';
import type { DeskLead } from './types';

const m = messages.backOffice.clients;

/**
 * "Mark funded" (ADR 29): the client form filled from the lead; saving adds the client's mortgage, linked to the lead
 * and its agent, and the lead shows as funded. `clients` is the caller's clients API (all, or one's own).
 */
export function FundLeadDialog({
  lead,
  clients,
  onClose,
  onFunded,
}: {
  lead: DeskLead | null;
  clients: ClientsApi;
  onClose: () => void;
  onFunded: () => void;
}) {
  const initialValues = useMemo(
    () => emptyValues(clientFields, lead ? { client_name: lead.client_name, client_email: lead.client_email, client_phone: lead.client_phone ?? '' } : {}),
    [lead],
  );
  return (
    <EntityDialog
      open={lead !== null}
      onOpenChange={(open) => !open && onClose()}
      mode="add"
      title={lead ? m.markFundedTitle(lead.client_name) : m.markFunded}
      schema={clientMortgageSchema}
      fields={clientFields}
      initialValues={initialValues}
      onSubmit={async (values) => {
        const result = await send(() => clients.$post({ json: { ...values, lead_id: lead?.id, agent_id: lead?.agent_id ?? '' } }));
        if (result.ok) {
          toast(m.added, 'success');
          onFunded();
        } else toast(failureText(result.error, m.saveFailed, true), 'error');
        return result;
      }}
      failureText={(result) => failureText(result.error, m.saveFailed, true)}
    />
  );
}
