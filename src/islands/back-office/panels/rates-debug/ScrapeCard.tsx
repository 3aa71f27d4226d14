import { messages } from '../../../../lib/messages-staff';
import { StatusBadge, type StatusTone } from '../../kit/StatusBadge';
import { formatDuration, formatStamp } from '../rates/rate-view';
import type { RejectedRateRow } from '../../../../lib/schemas/rates';
import type { ScrapeRecord } from './debug-types';

const m = messages.backOffice.rates;
const TONE: Record<ScrapeRecord['status'], StatusTone> = { success: 'success', failed: 'danger', running: 'working' };
const STATUS_TEXT: Record<ScrapeRecord['status'], string> = { success: 'Success', failed: 'Failed', running: 'Running' };

/** One scrape run: when, from where, what it parsed, stored and refused (and why), how long it took, how it ended. */
export function ScrapeCard({ scrape }: { scrape: ScrapeRecord }) {
  return (
    <article
      className="space-y-3 rounded-lg border border-border bg-white p-4"
      data-testid="scrape-record"
      aria-label={`Scrape of ${formatStamp(scrape.started_at)}`}
    >
      <header className="flex flex-wrap items-center gap-2">
        <StatusBadge tone={TONE[scrape.status]}>{STATUS_TEXT[scrape.status]}</StatusBadge>
        {scrape.dry_run && <StatusBadge tone="neutral">Dry run</StatusBadge>}
        <time dateTime={scrape.started_at} className="font-medium text-slate-900">
          {formatStamp(scrape.started_at)}
        </time>
        <span className="text-sm text-slate-600">({scrape.trigger})</span>
      </header>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <Item label="Source" value={scrape.source} wide />
        <Item label="Rows parsed" value={scrape.rows_parsed} />
        <Item label="Rows stored" value={scrape.rows_stored} />
        <Item label="Rows rejected" value={scrape.rows_rejected} />
        <Item label="Duration" value={formatDuration(scrape.duration_ms)} />
      </dl>
      {scrape.source_url && <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">{scrape.source_url}</p>}
      {scrape.error && <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 [overflow-wrap:anywhere]">{scrape.error}</p>}
      {scrape.rejected.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-slate-900">{m.rejectedReasons(scrape.rows_rejected)}</summary>
          <RejectedList rows={scrape.rejected} />
        </details>
      )}
    </article>
  );
}

function Item({ label, value, wide = false }: { label: string; value: string | number; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 sm:col-span-1' : undefined}>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900 tabular-nums [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}

/** Row number, the reason, and what the row held, so staff can see what the source changed. */
export function RejectedList({ rows }: { rows: RejectedRateRow[] }) {
  return (
    <ul className="mt-2 space-y-1" data-testid="rejected-rows">
      {rows.map((row) => (
        <li key={`${row.row}-${row.reason}`} className="[overflow-wrap:anywhere]">
          <span className="font-medium">Row {row.row}:</span> {row.reason}
          {row.values && <span className="text-slate-600"> ({Object.values(row.values).filter(Boolean).join(' | ')})</span>}
        </li>
      ))}
    </ul>
  );
}
