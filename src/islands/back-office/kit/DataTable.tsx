import { type ColumnDef, type SortingState, useTable } from '@tanstack/react-table';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { messages } from '../../../lib/messages';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { Input } from '../ui/input';
import { Skeleton } from '../ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../ui/table';
import { type AdminTableFeatures, adminTableFeatures } from './table-features';

const m = messages.backOffice.table;

export interface DataTableProps<Row extends { id: string }> {
  /** Stable (module-level) column definitions. */
  columns: ColumnDef<AdminTableFeatures, Row, any>[];
  data: Row[];
  loading: boolean;
  /** The spec's fetch failure text, shown in place of the rows with a retry. */
  error: string | null;
  onRetry: () => void;
  emptyText: string;
  /** Names the table for screen readers (a caption). */
  caption: string;
  /** "Filter products"; no filter box when omitted. */
  filterLabel?: string;
  /** The last column: this row's actions (edit, delete). */
  rowActions?: (row: Row) => ReactNode;
}

/** The one back-office table: sortable headers, a text filter, a loading skeleton, empty and error text. */
export function DataTable<Row extends { id: string }>({ columns, data, loading, error, onRetry, emptyText, caption, filterLabel, rowActions }: DataTableProps<Row>) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [globalFilter, setGlobalFilter] = useState('');
  const filterId = useId();
  const table = useTable({
    features: adminTableFeatures,
    columns,
    data,
    getRowId: (row) => row.id,
    state: { sorting, globalFilter },
    onSortingChange: setSorting,
    onGlobalFilterChange: setGlobalFilter,
    globalFilterFn: 'includesString',
  });
  const width = columns.length + (rowActions ? 1 : 0);
  const rows = table.getRowModel().rows;

  const renderBody = () => {
    if (loading && data.length === 0) return <SkeletonRows columns={width} />;
    if (error) return <MessageRow columns={width}><span className="text-destructive">{error}</span> <Button variant="link" onClick={onRetry}>{m.loadRetry}</Button></MessageRow>;
    if (data.length === 0) return <MessageRow columns={width}>{emptyText}</MessageRow>;
    if (rows.length === 0) return <MessageRow columns={width}>{m.noMatches}</MessageRow>;
    return rows.map((row) => (
      <TableRow key={row.id} data-testid="data-row">
        {row.getAllCells().map((cell) => (
          <TableCell key={cell.id} className={cell.column.columnDef.meta?.className}>
            <table.FlexRender cell={cell} />
          </TableCell>
        ))}
        {rowActions && <TableCell className="w-px whitespace-nowrap text-right">{rowActions(row.original)}</TableCell>}
      </TableRow>
    ));
  };

  return (
    <div className="space-y-3">
      {filterLabel && (
        <div className="max-w-xs">
          <label htmlFor={filterId} className="sr-only">{filterLabel}</label>
          <Input id={filterId} type="search" placeholder={m.filterPlaceholder} value={globalFilter} onChange={(event) => setGlobalFilter(event.target.value)} />
        </div>
      )}
      <div className="rounded-lg border border-border bg-white">
        <Table aria-busy={loading || undefined}>
          <caption className="sr-only">{caption}</caption>
          <TableHeader>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id} className="hover:bg-transparent">
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <TableHead key={header.id} className={header.column.columnDef.meta?.className} aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                      {header.isPlaceholder ? null : header.column.getCanSort() ? (
                        <button type="button" className="-ml-2 inline-flex items-center gap-1 rounded-md px-2 py-1 hover:bg-muted" onClick={header.column.getToggleSortingHandler()}>
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
          <TableBody>{renderBody()}</TableBody>
        </Table>
      </div>
    </div>
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
  return (
    <>
      {[0, 1, 2].map((index) => (
        <TableRow key={index} className="hover:bg-transparent">
          {Array.from({ length: columns }, (_, cell) => (
            <TableCell key={cell}>
              <Skeleton className="h-5 w-full" />
              {index === 0 && cell === 0 && <span className="sr-only">{m.loading}</span>}
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
}
