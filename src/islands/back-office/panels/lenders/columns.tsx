import { messages } from '../../../../lib/messages-staff';
import { LENDER_TYPE_LABELS, type LenderRow } from '../../../../lib/schemas/lenders';
import { StatusBadge } from '../../kit/StatusBadge';
import { adminColumnHelper, NAME_CELL } from '../../kit/table-features';

const m = messages.backOffice.lenders;
const column = adminColumnHelper<LenderRow>();

export const lenderColumns = column.columns([
  column.accessor('logo_url', {
    header: 'Logo',
    enableSorting: false,
    meta: { priority: 2, className: 'w-20' },
    // Decorative: the name is in the next cell.
    cell: (info) => (
      <div className="flex h-8 w-16 items-center">{info.getValue() && <img src={info.getValue()!} alt="" className="max-h-8 max-w-16 object-contain" />}</div>
    ),
  }),
  column.accessor('name', { header: 'Name', meta: { className: NAME_CELL }, cell: (info) => <span className="font-medium">{info.getValue()}</span> }),
  column.accessor((row) => LENDER_TYPE_LABELS[row.type], { id: 'type', header: 'Type', meta: { priority: 2 } }),
  column.accessor('display_order', { header: 'Order', meta: { priority: 2 } }),
  column.accessor('is_active', {
    header: 'Status',
    cell: (info) => (info.getValue() ? <StatusBadge tone="success">{m.active}</StatusBadge> : <StatusBadge tone="neutral">{m.inactive}</StatusBadge>),
  }),
]);
