import { type ColumnDef, type SortingState, useTable } from '@tanstack/react-table';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon, ChevronDownIcon, ChevronRightIcon } from 'lucide-react';
import { Fragment, type ReactNode, useId, useState } from 'react';
import { messages } from '../../../lib/messages-staff';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { Skeleton } from '../ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../ui/table';
import { useIsMobile } from '../ui/use-mobile';
import { Pager } from './Pager';
import { TableSearch } from './TableSearch';
import { type AdminTableFeatures, adminTableFeatures, PRIORITY_CLASS } from './table-features';
import type { ServerTableProps } from './use-server-list';

const m = messages.backOffice.table;

export interface DataTableProps<Row extends { id: string }> extends Partial<ServerTableProps> {
  /** Stable (module-level) column definitions. */
  // biome-ignore lint/suspicious/noExplicitAny: each column has its own value type; TanStack's list of columns is typed this way.
  columns: ColumnDef<AdminTableFeatures, Row, any>[];
  data: Row[];
  loading: boolean;
  /** The product's fetch failure text, shown in place of the rows with a retry (docs/product/back-office-shell.md#failure-texts). */
  error: string | null;
  onRetry: () => void;
  emptyText: string;
  /** Names the table for screen readers (a caption). */
  caption: string;
  /** "Filter products"; no filter box when omitted. Filters the loaded rows, or asks the API when `search` is set. */
  filterLabel?: string;
  /** The last column: this row's actions (edit, delete). */
  rowActions?: (row: Row) => ReactNode;
  /** Rows that open to more, one at a time; the toggle is the first column (on a phone, at the card's foot). */
  details?: RowDetails<Row>;
  /** `data-` attributes a row carries (e.g. the row's id for a script). */
  rowAttributes?: (row: Row) => Record<`data-${string}`, string>;
  /** The rows' test id: 'data-row', or another where two tables share a page and tests tell them apart. */
  rowTestId?: string;
}

export interface RowDetails<Row> {
  /** What the row opens to: a full-width row under it in the table, the foot of its card on a phone. */
  render: (row: Row) => ReactNode;
  /** The toggle's accessible name, closed and open ('Show details of …', 'Hide details of …'). */
  label: (row: Row, open: boolean) => string;
  /** The toggle column's header, for screen readers. */
  header: string;
}

/** The row open after a toggle: another row replaces the open one; the open one's toggle closes it. */
export const toggledRow = (open: string | null, id: string): string | null => (open === id ? null : id);

/**
 * The one back-office table. From 768 px: a table whose columns give way by priority so it always fits its area
 * (table-features.ts), sortable headers, actions in the last column. Below 768 px: one card per row with every
 * column labelled and the actions underneath. Rows may open to details (one at a time). Loading skeleton, empty and error text with retry; a filter box; and,
 * for a list the API pages, the pager (search, sort and page then go to the API through `useServerList`).
 */
export function DataTable<Row extends { id: string }>(props: DataTableProps<Row>) {
  const { columns, data, loading, error, onRetry, emptyText, caption, filterLabel, rowActions, details, rowAttributes, paging, search } = props;
  const rowTestId = props.rowTestId ?? 'data-row';
  const serverSorting = props.sorting;
  const [localSorting, setLocalSorting] = useState<SortingState>([]);
  const [globalFilter, setGlobalFilter] = useState('');
  const [openRow, setOpenRow] = useState<string | null>(null);
  const filterId = useId();
  const detailsId = (rowId: string) => `${filterId}-details-${rowId}`;
  const cards = useIsMobile();
  const sorting = serverSorting?.value ?? localSorting;
  const table = useTable({
    features: adminTableFeatures,
    columns,
    data,
    getRowId: (row) => row.id,
    state: { sorting, globalFilter: search ? '' : globalFilter },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      if (serverSorting) serverSorting.onChange(next);
      else setLocalSorting(next);
    },
    onGlobalFilterChange: setGlobalFilter,
    globalFilterFn: 'includesString',
    manualSorting: Boolean(serverSorting),
    manualFiltering: Boolean(search),
  });
  const width = columns.length + (details ? 1 : 0) + (rowActions ? 1 : 0);
  const rows = table.getRowModel().rows;

  const message = (() => {
    if (loading && data.length === 0) return null;
    if (error)
      return (
        <>
          <span className="text-destructive">{error}</span>{' '}
          <Button variant="link" onClick={onRetry}>
            {m.loadRetry}
          </Button>
        </>
      );
    if (data.length === 0) return search?.value ? m.noMatches : emptyText;
    if (rows.length === 0) return m.noMatches;
    return null;
  })();

  const renderTableBody = () => {
    if (loading && data.length === 0) return <SkeletonRows columns={width} />;
    if (message) return <MessageRow columns={width}>{message}</MessageRow>;
    return rows.map((row) => {
      const open = details !== undefined && openRow === row.id;
      return (
        <Fragment key={row.id}>
          <TableRow data-testid={rowTestId} data-state={open ? 'open' : undefined} {...rowAttributes?.(row.original)}>
            {details && (
              <TableCell className="w-px align-top">
                <DetailsToggle
                  open={open}
                  label={details.label(row.original, open)}
                  controls={detailsId(row.id)}
                  onToggle={() => setOpenRow(toggledRow(openRow, row.id))}
                />
              </TableCell>
            )}
            {row.getAllCells().map((cell) => (
              <TableCell key={cell.id} className={columnClass(cell.column.columnDef.meta)}>
                <table.FlexRender cell={cell} />
              </TableCell>
            ))}
            {rowActions && <TableCell className={cn('w-px whitespace-nowrap text-right', details && 'align-top')}>{rowActions(row.original)}</TableCell>}
          </TableRow>
          {open && (
            <TableRow className="bg-slate-50 hover:bg-slate-50">
              <TableCell colSpan={width} id={detailsId(row.id)} className="whitespace-normal p-4">
                {details.render(row.original)}
              </TableCell>
            </TableRow>
          )}
        </Fragment>
      );
    });
  };

  const renderCards = () => {
    if (loading && data.length === 0) return <CardSkeletons />;
    if (message)
      return (
        <p className="rounded-lg border border-border bg-white p-4 text-center text-sm text-muted-foreground" data-testid="table-message">
          {message}
        </p>
      );
    return (
      <ul className="space-y-3" aria-label={caption} aria-busy={loading || undefined}>
        {rows.map((row) => {
          const open = details !== undefined && openRow === row.id;
          const actions = rowActions?.(row.original);
          return (
            <li
              key={row.id}
              data-testid={rowTestId}
              data-state={open ? 'open' : undefined}
              {...rowAttributes?.(row.original)}
              className="rounded-lg border border-border bg-white p-3 text-sm"
            >
              <dl className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-x-3 gap-y-1.5">
                {row.getAllCells().map((cell) => (
                  <div key={cell.id} className="contents">
                    <dt className="text-muted-foreground">{headerText(cell.column.columnDef.header, cell.column.id)}</dt>
                    <dd className="min-w-0 [overflow-wrap:anywhere]">
                      <table.FlexRender cell={cell} />
                    </dd>
                  </div>
                ))}
              </dl>
              {(details || hasContent(actions)) && (
                <div className="mt-2 flex items-center gap-1 border-t border-border pt-2">
                  {details && (
                    <DetailsToggle
                      open={open}
                      label={details.label(row.original, open)}
                      controls={detailsId(row.id)}
                      onToggle={() => setOpenRow(toggledRow(openRow, row.id))}
                      text={m.details}
                    />
                  )}
                  {hasContent(actions) && <div className="ml-auto">{actions}</div>}
                </div>
              )}
              {open && (
                <div id={detailsId(row.id)} className="mt-2 border-t border-border pt-3">
                  {details.render(row.original)}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <div className="space-y-3">
      {filterLabel &&
        (search ? (
          <TableSearch label={filterLabel} value={search.value} onSearch={search.onChange} />
        ) : (
          <TableSearch label={filterLabel} value={globalFilter} onSearch={setGlobalFilter} id={filterId} immediate />
        ))}
      {cards ? (
        renderCards()
      ) : (
        <div className="@container rounded-lg border border-border bg-white">
          <Table aria-busy={loading || undefined}>
            <caption className="sr-only">{caption}</caption>
            <TableHeader>
              {table.getHeaderGroups().map((group) => (
                <TableRow key={group.id} className="hover:bg-transparent">
                  {details && (
                    <TableHead className="w-px">
                      <span className="sr-only">{details.header}</span>
                    </TableHead>
                  )}
                  {group.headers.map((header) => {
                    const sorted = header.column.getIsSorted();
                    return (
                      <TableHead
                        key={header.id}
                        // A column's cells may align to the top (rows of several lines); its header stays level with the others.
                        className={cn(columnClass(header.column.columnDef.meta), 'align-middle')}
                        aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                      >
                        {header.isPlaceholder ? null : header.column.getCanSort() ? (
                          <button
                            type="button"
                            className="-ml-2 inline-flex items-center gap-1 rounded-md px-2 py-1 hover:bg-muted"
                            onClick={header.column.getToggleSortingHandler()}
                          >
                            <table.FlexRender header={header} />
                            <SortIcon direction={sorted} />
                          </button>
                        ) : (
                          <table.FlexRender header={header} />
                        )}
                      </TableHead>
                    );
                  })}
                  {rowActions && <TableHead className="text-right">{messages.backOffice.panel.actions}</TableHead>}
                </TableRow>
              ))}
            </TableHeader>
            <TableBody>{renderTableBody()}</TableBody>
          </Table>
        </div>
      )}
      {paging && !error && <Pager {...paging} />}
    </div>
  );
}

/** A row without actions (none apply to it) gets no empty action bar on its card. */
const hasContent = (node: ReactNode) => node !== undefined && node !== null && node !== false && node !== '';

const columnClass = (meta: { className?: string; priority?: 1 | 2 | 3 | 4 } | undefined) => cn(PRIORITY_CLASS[meta?.priority ?? 1], meta?.className);

/** A column's header as card label: its text, or its id when the header is rendered by a function. */
const headerText = (header: unknown, id: string) => (typeof header === 'string' ? header : id);

/** Opens or closes a row's details; names the details it controls only while they are on the page. */
export function DetailsToggle({
  open,
  label,
  controls,
  onToggle,
  text,
}: {
  open: boolean;
  label: string;
  controls: string;
  onToggle: () => void;
  /** A visible word beside the chevron (on a phone's card, where a lone chevron says too little); `label` must contain it. */
  text?: string;
}) {
  return (
    <Button variant="ghost" size={text ? 'sm' : 'icon'} aria-expanded={open} aria-controls={open ? controls : undefined} aria-label={label} onClick={onToggle}>
      {open ? <ChevronDownIcon aria-hidden="true" /> : <ChevronRightIcon aria-hidden="true" />}
      {text}
    </Button>
  );
}

function SortIcon({ direction }: { direction: false | 'asc' | 'desc' }) {
  const Icon = direction === 'asc' ? ArrowUpIcon : direction === 'desc' ? ArrowDownIcon : ArrowUpDownIcon;
  return <Icon aria-hidden="true" className={cn('size-3.5', !direction && 'opacity-50')} />;
}

function MessageRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <TableRow className="hover:bg-transparent">
      <TableCell colSpan={columns} className="h-20 text-center text-muted-foreground" data-testid="table-message">
        {children}
      </TableCell>
    </TableRow>
  );
}

function SkeletonRows({ columns }: { columns: number }) {
  // One cell across the row: hidden low-priority columns must not widen a loading table.
  return (
    <>
      {[0, 1, 2].map((index) => (
        <TableRow key={index} className="hover:bg-transparent">
          <TableCell colSpan={columns}>
            <Skeleton className="h-5 w-full" />
            {index === 0 && <span className="sr-only">{m.loading}</span>}
          </TableCell>
        </TableRow>
      ))}
    </>
  );
}

function CardSkeletons() {
  return (
    <div className="space-y-3" aria-busy="true">
      <span className="sr-only">{m.loading}</span>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-24 w-full rounded-lg" />
      ))}
    </div>
  );
}
