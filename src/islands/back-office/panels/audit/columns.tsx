import { messages } from '../../../../lib/messages-staff';
import { type AuditEntry, changedFields } from '../../../../lib/schemas/audit-log';
import { StatusBadge } from '../../kit/StatusBadge';
import { adminColumnHelper, NAME_CELL, TEXT_CELL } from '../../kit/table-features';
import { formatStamp } from '../rates/rate-view';

const m = messages.backOffice.audit;
const column = adminColumnHelper<AuditEntry & { id: string }>();
const SHOWN_CHANGES = 4;

const show = (value: unknown) => {
  if (value === undefined || value === null || value === '') return '\u2014';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 59)}\u2026` : text;
};

/** An update's changed fields ("name: A → B"); a creation's or deletion's record in one line. */
function Changes({ entry }: { entry: AuditEntry }) {
  if (entry.action === 'export' || entry.action === 'download') return <span className="text-muted-foreground">{entry.path}</span>;
  const changes = changedFields(entry.before, entry.after);
  if (changes.length === 0) return <span className="text-muted-foreground">{m.noChanges}</span>;
  return (
    <ul className="space-y-0.5">
      {changes.slice(0, SHOWN_CHANGES).map((change) => (
        <li key={change.field}>
          <span className="font-medium">{change.field}</span>: {show(change.before)} {'\u2192'} {show(change.after)}
        </li>
      ))}
      {changes.length > SHOWN_CHANGES && <li className="text-muted-foreground">{m.moreChanges(changes.length - SHOWN_CHANGES)}</li>}
    </ul>
  );
}

const TONES = { create: 'success', update: 'pending', delete: 'neutral', export: 'pending', download: 'pending', action: 'neutral' } as const;

/** Newest first (the API's order); sorting would reorder one page only, so the columns do not sort. */
export const auditColumns = column.columns([
  column.accessor('at', { header: m.columns.at, enableSorting: false, meta: { className: 'min-w-28' }, cell: (info) => formatStamp(info.getValue()) }),
  column.accessor('actor_email', {
    header: m.columns.who,
    enableSorting: false,
    meta: { className: NAME_CELL },
    cell: (info) => (
      <>
        {info.getValue()}
        <span className="block text-xs text-muted-foreground">{info.row.original.actor_role}</span>
      </>
    ),
  }),
  column.accessor('action', {
    header: m.columns.action,
    enableSorting: false,
    cell: (info) => <StatusBadge tone={TONES[info.getValue()]}>{m.actions[info.getValue()]}</StatusBadge>,
  }),
  column.accessor('record_type', {
    header: m.columns.record,
    enableSorting: false,
    meta: { className: NAME_CELL },
    cell: (info) => (
      <>
        {info.getValue()}
        {info.row.original.record_id && <span className="block text-xs text-muted-foreground">{info.row.original.record_id}</span>}
      </>
    ),
  }),
  column.accessor('ip', { header: m.columns.ip, enableSorting: false, meta: { priority: 3 } }),
  // Wide text: from a 56 rem table area (a 1280 px screen); phones read it in each card.
  column.display({
    id: 'changes',
    header: m.columns.changes,
    meta: { priority: 3, className: TEXT_CELL },
    cell: (info) => <Changes entry={info.row.original} />,
  }),
]);
