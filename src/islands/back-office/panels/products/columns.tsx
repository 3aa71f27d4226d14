import { formatCurrency } from '../../../../lib/format';
import type { ProductRow } from '../../../../lib/schemas/products';
import { ClampedText } from '../../kit/ClampedText';
import { adminColumnHelper, NAME_CELL, TEXT_CELL } from '../../kit/table-features';

const column = adminColumnHelper<ProductRow>();

export const productColumns = column.columns([
  column.accessor('name', { header: 'Name', meta: { className: NAME_CELL }, cell: (info) => <span className="font-medium">{info.getValue()}</span> }),
  column.accessor('price', {
    header: 'Price',
    sortUndefined: 'last',
    cell: (info) => {
      const price = info.getValue();
      return price === null ? '—' : formatCurrency(price);
    },
  }),
  column.accessor('description', {
    header: 'Description',
    meta: { priority: 3, className: TEXT_CELL },
    enableSorting: false,
    cell: (info) => <ClampedText text={info.getValue() ?? ''} />,
  }),
]);
