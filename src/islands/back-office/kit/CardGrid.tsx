import type { ReactNode } from 'react';
import { messages } from '../../../lib/messages-staff';
import { Button } from '../ui/button';
import { Skeleton } from '../ui/skeleton';

const m = messages.backOffice;

interface CardGridProps<Row extends { id: string }> {
  rows: Row[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  emptyText: string;
  /** The list's accessible name (the tab's name, e.g. 'Agents'). */
  label: string;
  /** One row's card: an `<li>` of its own. */
  card: (row: Row) => ReactNode;
}

/**
 * A resource shown as cards rather than a table (ResourcePanel's `cards`: the agents, each with a face and a page):
 * three skeletons while the first answer comes, the failure with Retry, the empty text, else the grid.
 */
export function CardGrid<Row extends { id: string }>({ rows, loading, error, onRetry, emptyText, label, card }: CardGridProps<Row>) {
  if (loading && rows.length === 0)
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
        <span className="sr-only">{m.panel.loading}</span>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-40 w-full rounded-lg" />
        ))}
      </div>
    );
  if (error)
    return (
      <p className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800" data-testid="list-message">
        {error}{' '}
        <Button variant="link" onClick={onRetry}>
          {m.table.loadRetry}
        </Button>
      </p>
    );
  if (rows.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-700" data-testid="list-message">
        {emptyText}
      </p>
    );
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={label}>
      {rows.map(card)}
    </ul>
  );
}
