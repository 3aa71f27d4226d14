import { messages } from '../../../../lib/messages-staff';
import { StatusBadge, type StatusTone } from '../../kit/StatusBadge';
import { adminColumnHelper } from '../../kit/table-features';
import { formatDateTime } from '../../../../lib/format';

const m = messages.backOffice.outbox;

/** One lead notification in the outbox (GET /api/admin/outbox). */
export interface OutboxMessage {
  id: string;
  to_address: string;
  subject: string;
  status: 'pending' | 'sent' | 'failed' | 'logged';
  attempts: number;
  last_error: string | null;
  created_at: string;
}

const TONE: Record<OutboxMessage['status'], StatusTone> = { sent: 'success', pending: 'pending', failed: 'danger', logged: 'neutral' };
const column = adminColumnHelper<OutboxMessage>();

/** Newest first as the API answers (the latest 25); no header sorts. */
export const outboxColumns = column.columns([
  column.accessor('created_at', {
    header: m.columns.created,
    enableSorting: false,
    meta: { priority: 2, className: 'whitespace-nowrap' },
    cell: (info) => formatDateTime(info.getValue()),
  }),
  column.accessor('to_address', {
    header: m.columns.to,
    enableSorting: false,
    cell: ({ row: { original: message } }) => (
      <>
        <span className="block break-all">{message.to_address}</span>
        <span className="block text-xs text-slate-600">{message.subject}</span>
      </>
    ),
  }),
  column.accessor('status', {
    header: m.columns.status,
    enableSorting: false,
    cell: (info) => <StatusBadge tone={TONE[info.getValue()]}>{m.statuses[info.getValue()]}</StatusBadge>,
  }),
  column.accessor('attempts', { header: m.columns.attempts, enableSorting: false, meta: { priority: 2 } }),
  column.accessor('last_error', {
    header: m.columns.error,
    enableSorting: false,
    meta: { priority: 3 },
    cell: (info) => (
      <span className="block max-w-64 truncate text-xs text-slate-700" title={info.getValue() ?? undefined}>
        {info.getValue() ?? '—'}
      </span>
    ),
  }),
]);
