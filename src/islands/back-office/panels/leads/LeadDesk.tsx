import { Trash2Icon } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { send } from '../../../../browser/api-client';
import { adminApi, agentApi } from '../../../../browser/api-routes';
import { messages } from '../../../../lib/messages-staff';
import { manualLeadSchema } from '../../../../lib/schemas/lead-desk';
import { toast } from '../../../../browser/toast';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { DataTable, type RowDetails } from '../../kit/DataTable';
import { EntityDialog } from '../../kit/EntityDialog';
import { emptyValues } from '../../kit/field-spec';
import { failureText } from '../../kit/use-resource';
import { Button } from '../../ui/button';
import { leadColumns } from './columns';
import { manualLeadFields, manualLeadPasteTargets } from './fields';
import { FundLeadDialog } from './FundLeadDialog';
import { LeadDetails } from './LeadDetails';
import { LeadToolbar } from './LeadToolbar';
import { PasteRowOffer } from './PasteRowOffer';
import { type DeskLead, type DeskMode, deskApi, deskHref, exportQuery } from './types';
import { useAgentOptions } from './use-agent-options';
import { useLeadDesk } from './use-lead-desk';

const m = messages.backOffice.leads;

/** The lead desk: the super admin's (every lead, assign, add, delete) or an agent's (own leads, status only). */
export function LeadDesk({ mode }: { mode: DeskMode }) {
  const desk = useLeadDesk(mode);
  const admin = mode === 'admin';
  const agents = useAgentOptions(admin);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<DeskLead | null>(null);
  const [funding, setFunding] = useState<DeskLead | null>(null);
  const heading = useRef<HTMLDivElement>(null);

  const { update, showWaiting } = desk;
  const columns = useMemo(
    () =>
      leadColumns({
        onStatus: (lead, status) => void update(lead, { status }, m.statusUpdated, m.statusFailed),
        assign: admin
          ? {
              agents,
              onAssign: (lead, agentId) =>
                void update(lead, { agent_id: agentId }, agentId ? m.assigned(agents.find((a) => a.id === agentId)?.name ?? '') : m.unassigned, m.assignFailed),
            }
          : undefined,
      }),
    [admin, agents, update],
  );
  // A lead opens to every detail, one at a time (keeps the page short on a phone).
  const details = useMemo<RowDetails<DeskLead>>(
    () => ({
      header: m.details.title,
      label: (lead, open) => (open ? m.hideDetails(lead.client_name) : m.showDetails(lead.client_name)),
      render: (lead) => <LeadDetails lead={lead} mode={mode} onFund={setFunding} onWaiting={showWaiting} />,
    }),
    [mode, showWaiting],
  );
  const rowActions = useCallback(
    (lead: DeskLead) => (
      <Button
        variant="ghost"
        size="icon"
        className="text-destructive hover:text-destructive"
        aria-label={messages.backOffice.panel.deleteItem(lead.client_name)}
        onClick={() => setDeleting(lead)}
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    ),
    [],
  );
  const rowAttributes = useCallback((lead: DeskLead) => ({ 'data-lead-id': lead.id }), []);

  const fields = useMemo(() => manualLeadFields(agents), [agents]);
  const initialValues = useMemo(() => emptyValues(fields), [fields]);
  const exportHref = deskHref(mode, deskApi(mode)['export.csv'].$path({ query: exportQuery(desk.filters) }));

  return (
    <div className="space-y-4" ref={heading} tabIndex={-1}>
      <LeadToolbar
        filters={desk.filters}
        onChange={desk.changeFilters}
        exportHref={exportHref}
        agents={admin ? agents : undefined}
        onAdd={admin ? () => setAdding(true) : undefined}
      />
      <DataTable
        columns={columns}
        data={desk.rows}
        loading={desk.loading}
        error={desk.error}
        onRetry={() => void desk.reload()}
        emptyText={m.empty}
        caption={m.caption}
        details={details}
        rowActions={admin ? rowActions : undefined}
        rowAttributes={rowAttributes}
        paging={desk.total ? desk.paging : undefined}
      />
      <FundLeadDialog
        lead={funding}
        clients={admin ? adminApi.clients : agentApi.clients}
        onClose={() => setFunding(null)}
        onFunded={() => {
          setFunding(null);
          void desk.reload();
        }}
      />
      {admin && (
        <>
          <EntityDialog
            open={adding}
            onOpenChange={setAdding}
            mode="add"
            title={m.addTitle}
            schema={manualLeadSchema}
            fields={fields}
            initialValues={initialValues}
            onSubmit={async (values) => {
              const result = await send(() => adminApi.leads.$post({ json: values as z.input<typeof manualLeadSchema> }));
              if (result.ok) {
                toast(m.added, 'success');
                void desk.reload();
              } else toast(failureText(result.error, m.addFailed, false), 'error');
              return result;
            }}
            failureText={(result) => failureText(result.error, m.addFailed, false)}
          >
            <PasteRowOffer targets={manualLeadPasteTargets} />
          </EntityDialog>
          <ConfirmDialog
            kind="lead"
            name={deleting?.client_name ?? ''}
            open={deleting !== null}
            onOpenChange={(open) => !open && setDeleting(null)}
            onConfirm={async () => (deleting ? desk.remove(deleting) : false)}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              heading.current?.focus();
            }}
          />
        </>
      )}
    </div>
  );
}
