import { formatCurrencyWhole, formatRate } from '../../../../lib/format';
import type { ClientMortgageRow } from '../../../../lib/schemas/client-mortgages';
import { CASL_BASIS_LABELS } from '../../../../lib/schemas/client-mortgages';
import { adminColumnHelper, NAME_CELL } from '../../kit/table-features';
import { ConsentBadge } from './ConsentBadge';

const column = adminColumnHelper<ClientMortgageRow>();

const client = column.accessor('client_name', {
  header: 'Client',
  meta: { className: NAME_CELL },
  cell: (info) => (
    <div>
      <div className="font-medium">{info.getValue()}</div>
      <div className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{info.row.original.client_email}</div>
    </div>
  ),
});
const mortgage = [
  column.accessor('lender', { header: 'Lender', meta: { priority: 2 } }),
  column.accessor('balance', { header: 'Balance', cell: (info) => formatCurrencyWhole(info.getValue()) }),
  column.accessor('rate', {
    header: 'Rate',
    meta: { priority: 2 },
    cell: (info) => `${formatRate(info.getValue())} ${info.row.original.rate_type}, ${info.row.original.term_years} yr`,
  }),
  column.accessor('maturity_date', { header: 'Maturity', meta: { className: 'whitespace-nowrap' } }),
  column.accessor('casl_basis', {
    header: 'CASL',
    meta: { priority: 3 },
    enableSorting: false,
    // The status the server read against the consent evidence, as the renewal radar shows it (ADR 39).
    cell: (info) => {
      const { casl, casl_withdrawn_at } = info.row.original;
      if (casl) return <ConsentBadge casl={casl} />;
      return casl_withdrawn_at ? 'Withdrawn' : CASL_BASIS_LABELS[info.getValue()];
    },
  }),
];

export const ownClientColumns = column.columns([client, ...mortgage]);
export const allClientColumns = column.columns([
  client,
  ...mortgage,
  column.accessor('agent_name', { header: 'Agent', meta: { priority: 3 }, cell: (info) => info.getValue() ?? 'Unassigned' }),
]);
