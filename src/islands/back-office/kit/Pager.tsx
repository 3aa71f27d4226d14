import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { messages } from '../../../lib/messages-staff';
import { lastPage } from '../../../lib/schemas/list-page';
import { Button } from '../ui/button';

const m = messages.backOffice.table;

/** Under a list the API pages: which rows are shown of how many, and the previous and next pages. */
export function Pager({ page, pageSize, total, onPageChange }: { page: number; pageSize: number; total: number; onPageChange: (page: number) => void }) {
  const pages = lastPage(total, pageSize);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label={m.pagination} className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700" data-testid="pager">
      <p aria-live="polite" data-testid="pager-summary">
        {m.pageSummary(from, to, total)}
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <ChevronLeftIcon aria-hidden="true" />
            {m.previousPage}
          </Button>
          <span className="tabular-nums">{m.pageOf(Math.min(page, pages), pages)}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
            {m.nextPage}
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </div>
      )}
    </nav>
  );
}
