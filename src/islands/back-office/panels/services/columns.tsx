import type { ServiceRow } from '../../../../lib/schemas/services';
import { ClampedText } from '../../kit/ClampedText';
import { adminColumnHelper, NAME_CELL, TEXT_CELL } from '../../kit/table-features';

const column = adminColumnHelper<ServiceRow>();

export const serviceColumns = column.columns([
  column.accessor('name', { header: 'Name', meta: { className: NAME_CELL }, cell: (info) => <span className="font-medium">{info.getValue()}</span> }),
  column.accessor('description', {
    header: 'Description',
    meta: { priority: 3, className: TEXT_CELL },
    enableSorting: false,
    cell: (info) => <ClampedText text={info.getValue() ?? ''} />,
  }),
  column.accessor((row) => row.features.length, { id: 'features', header: 'Features', enableSorting: false, meta: { priority: 2 } }),
]);
