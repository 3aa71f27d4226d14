import { useEffect, useMemo, useRef, useState } from 'react';
import { apiRequest } from '../../../../browser/api-client';
import { messages } from '../../../../lib/messages-staff';
import { manualLeadSchema } from '../../../../lib/schemas/lead-desk';
import { toast } from '../../../../browser/toast';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { EntityDialog } from '../../kit/EntityDialog';
import { emptyValues } from '../../kit/field-spec';
import { Pager } from '../../kit/Pager';
import { failureText } from '../../kit/use-resource';
import { manualLeadFields } from './fields';
import { FundLeadDialog } from './FundLeadDialog';
import { LeadTable } from './LeadTable';
import { LeadToolbar } from './LeadToolbar';
import { type AgentOption, type DeskLead, type DeskMode, queryString } from './types';
import { useLeadDesk } from './use-lead-desk';

const m = messages.backOffice.leads;

/** The lead desk: the super admin's (every lead, assign, add, delete) or an agent's (own leads, status only). */
export function LeadDesk({ mode }: { mode: DeskMode }) {
  const desk = useLeadDesk(mode);
  const admin = mode === 'admin';
  const [agents, setAgents] = useState<AgentOption[]>([]);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<DeskLead | null>(null);
  const [funding, setFunding] = useState<DeskLead | null>(null);
  const heading = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!admin) return;
    void apiRequest<{ items: AgentOption[] }>(`${desk.base}/agents`).then((result) => result.ok && setAgents(result.data.items));
  }, [admin, desk.base]);

  const fields = useMemo(() => manualLeadFields(agents), [agents]);
  const initialValues = useMemo(() => emptyValues(fields), [fields]);
  const exportHref = `${desk.base}/export.csv${queryString(desk.filters)}`;

  return (
    <div className="space-y-4" ref={heading} tabIndex={-1}>
      <LeadToolbar
        filters={desk.filters}
        onChange={desk.changeFilters}
        exportHref={exportHref}
        agents={admin ? agents : undefined}
        onAdd={admin ? () => setAdding(true) : undefined}
      />
      <LeadTable
        base={desk.base}
        leads={desk.data?.items ?? []}
        loading={desk.loading}
        error={desk.error}
        onRetry={() => void desk.reload()}
        onStatus={(lead, status) => void desk.update(lead, { status }, m.statusUpdated, m.statusFailed)}
        agents={admin ? agents : undefined}
        onAssign={
          admin
            ? (lead, agentId) =>
                void desk.update(
                  lead,
                  { agent_id: agentId },
                  agentId ? m.assigned(agents.find((a) => a.id === agentId)?.name ?? '') : m.unassigned,
                  m.assignFailed,
                )
            : undefined
        }
        onDelete={admin ? setDeleting : undefined}
        onFund={setFunding}
      />
      <FundLeadDialog
        lead={funding}
        clientsPath={admin ? '/api/admin/clients' : '/api/agent/clients'}
        onClose={() => setFunding(null)}
        onFunded={() => {
          setFunding(null);
          void desk.reload();
        }}
      />
      {desk.data && desk.data.total > 0 && <Pager page={desk.data.page} pageSize={desk.data.page_size} total={desk.data.total} onPageChange={desk.setPage} />}
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
              const result = await apiRequest<{ item: DeskLead }>(desk.base, { method: 'POST', body: values });
              if (result.ok) {
                toast(m.added, 'success');
                void desk.reload();
              } else toast(failureText(result.error, m.addFailed, false), 'error');
              return result;
            }}
            failureText={(result) => failureText(result.error, m.addFailed, false)}
          />
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
