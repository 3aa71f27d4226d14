import { DownloadIcon, PlusIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { messages } from '../../../../lib/messages-staff';
import { LEAD_SOURCES, LEAD_STATUSES } from '../../../../lib/schemas/lead-desk';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { controlClass, Input } from '../../ui/input';
import type { AgentOption, LeadFilterValues } from './types';

const m = messages.backOffice.leads;
export const selectClass = cn(controlClass, 'h-9 pr-8');

interface Props {
  filters: LeadFilterValues;
  onChange: (next: Partial<LeadFilterValues>) => void;
  exportHref: string;
  /** The super admin's desk: the agent filter and Add lead. */
  agents?: AgentOption[];
  onAdd?: () => void;
}

/** Search (debounced, server-side), the source/status/borrower-file/agent filters, the CSV export of what is shown, Add lead. */
export function LeadToolbar({ filters, onChange, exportHref, agents, onAdd }: Props) {
  const id = useId();
  const [text, setText] = useState(filters.q);
  useEffect(() => {
    if (text === filters.q) return;
    const timer = setTimeout(() => onChange({ q: text }), 300);
    return () => clearTimeout(timer);
  }, [text, filters.q, onChange]);

  return (
    <div className="flex flex-wrap items-end gap-3" role="search" aria-label={m.search}>
      <div className="w-full sm:w-64">
        <label htmlFor={`${id}-q`} className="mb-1 block text-sm font-medium text-slate-700">
          {m.search}
        </label>
        <Input id={`${id}-q`} type="search" value={text} placeholder={m.searchPlaceholder} onChange={(event) => setText(event.target.value)} />
      </div>
      <Choice
        id={`${id}-source`}
        label={m.sourceFilter}
        value={filters.source}
        onChange={(source) => onChange({ source })}
        options={[['all', m.allSources], ...LEAD_SOURCES.map((s) => [s, m.sources[s]] as const)]}
      />
      <Choice
        id={`${id}-status`}
        label={m.statusFilter}
        value={filters.status}
        onChange={(status) => onChange({ status })}
        options={[['all', m.allStatuses], ...LEAD_STATUSES.map((s) => [s, m.statuses[s]] as const)]}
      />
      <Choice
        id={`${id}-borrower`}
        label={m.borrowerFilter}
        value={filters.borrower}
        onChange={(borrower) => onChange({ borrower })}
        options={[
          ['all', m.allBorrowerFiles],
          ['waiting', m.waitingOnBorrower],
        ]}
      />
      {agents && (
        <Choice
          id={`${id}-agent`}
          label={m.agentFilter}
          value={filters.agent}
          onChange={(agent) => onChange({ agent })}
          options={[['all', m.allAgents], ['none', m.unassignedAgent], ...agents.map((a) => [a.id, a.name] as const)]}
        />
      )}
      <div className="flex gap-2 sm:ml-auto">
        <Button variant="outline" asChild>
          <a href={exportHref} download>
            <DownloadIcon aria-hidden="true" />
            {m.exportCsv}
          </a>
        </Button>
        {onAdd && (
          <Button onClick={onAdd}>
            <PlusIcon aria-hidden="true" />
            {m.addButton}
          </Button>
        )}
      </div>
    </div>
  );
}

function Choice({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <div className="w-[calc(50%-0.375rem)] sm:w-44">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select id={id} className={selectClass} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}
