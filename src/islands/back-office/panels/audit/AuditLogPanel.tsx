import { DownloadIcon } from 'lucide-react';
import { type ReactNode, useId, useMemo } from 'react';
import { adminApi, adminHref } from '../../../../browser/api-routes';
import { messages } from '../../../../lib/messages-staff';
import { AUDIT_ACTIONS, AUDIT_KINDS, type AuditEntry } from '../../../../lib/schemas/audit-log';
import { DataTable } from '../../kit/DataTable';
import { TableSearch } from '../../kit/TableSearch';
import { changedParams, useServerList } from '../../kit/use-server-list';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { selectClass } from '../leads/LeadToolbar';
import { auditColumns } from './columns';

const m = messages.backOffice.audit;
const FILTERS = { actor: '', record: '', from: '', to: '', action: '' };
const audit = adminApi.audit;

/**
 * Audit log tab (ours, ADR 26): who did what and when, newest first, 50 a page; filters by person, record, action and
 * dates, kept in the address; the CSV export takes the same filters. Read-only: nothing here can change an entry.
 */
export function AuditLogPanel() {
  const list = useServerList<AuditEntry, typeof FILTERS>({ name: 'audit', api: audit }, m.fetchFailed, FILTERS);
  const { filters, setFilters } = list;
  const id = useId();
  const rows = useMemo(() => list.rows.map((entry) => ({ ...entry, id: String(entry.seq) })), [list.rows]);
  const exportHref = adminHref(audit['export.csv'].$path({ query: changedParams(filters, FILTERS) }));

  return (
    <div className="space-y-4">
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="sr-only">{m.filtersLabel}</legend>
        <div className="w-full sm:w-52">
          <TableSearch label={m.person} value={filters.actor} onSearch={(actor) => setFilters({ actor })} visibleLabel />
        </div>
        <div className="w-full sm:w-52">
          <TableSearch label={m.record} value={filters.record} onSearch={(record) => setFilters({ record })} visibleLabel />
        </div>
        <Labelled label={m.action} htmlFor={`${id}-action`}>
          <select id={`${id}-action`} className={selectClass} value={filters.action} onChange={(event) => setFilters({ action: event.target.value })}>
            <option value="">{m.anyAction}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {m.actions[action]}
              </option>
            ))}
            {AUDIT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {m.kinds[kind]}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled label={m.from} htmlFor={`${id}-from`}>
          <Input
            id={`${id}-from`}
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => setFilters({ from: event.target.value })}
          />
        </Labelled>
        <Labelled label={m.to} htmlFor={`${id}-to`}>
          <Input id={`${id}-to`} type="date" value={filters.to} min={filters.from || undefined} onChange={(event) => setFilters({ to: event.target.value })} />
        </Labelled>
        <Button variant="outline" asChild className="sm:ml-auto">
          <a href={exportHref} download>
            <DownloadIcon aria-hidden="true" />
            {m.exportCsv}
          </a>
        </Button>
      </fieldset>
      <DataTable
        columns={auditColumns}
        data={rows}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.reload()}
        emptyText={m.empty}
        caption={m.caption}
        paging={list.tableProps.paging}
      />
    </div>
  );
}

/** A filter control with its label above it. */
function Labelled({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="w-[calc(50%-0.375rem)] sm:w-40">
      <label htmlFor={htmlFor} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
    </div>
  );
}
