import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { messages } from '../../../../lib/messages';
import { Button } from '../../ui/button';

const m = messages.backOffice.leads;

/** Server-side pages: where we are of how many, and the two ways to move. */
export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav className="flex items-center justify-between gap-2 text-sm text-slate-700" aria-label="Pages">
      <span data-testid="lead-count" aria-live="polite">{m.page(from, to, total)}</span>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeftIcon aria-hidden="true" />
          {m.previous}
        </Button>
        <Button variant="outline" size="sm" disabled={page >= last} onClick={() => onPage(page + 1)}>
          {m.next}
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
