import { messages } from '../../../../lib/messages';
import { StatusBadge } from '../../kit/StatusBadge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../ui/table';
import { rateTypeLabel, showRate } from '../rates/rate-view';
import type { ScrapedRateRow } from '../rates/pipeline';

const m = messages.backOffice.rates;

type Row = ScrapedRateRow & { date?: string | null; is_today?: boolean; source_url?: string | null };

/** A plain read-only list of rates (Ontario Test, a dry run's parsed rows); scrolls sideways on phones. */
export function RateRowsTable({ rows, caption, showProvince = false, showDate = false }: { rows: Row[]; caption: string; showProvince?: boolean; showDate?: boolean }) {
  return (
    <div className="rounded-lg border border-border bg-white">
      <Table>
        <caption className="sr-only">{caption}</caption>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {showProvince && <TableHead>Province</TableHead>}
            <TableHead>Term</TableHead>
            <TableHead>Type</TableHead>
            <TableHead>Mortgage type</TableHead>
            <TableHead>Posted</TableHead>
            <TableHead>Our rate</TableHead>
            {showDate && <TableHead>Date</TableHead>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={index} data-testid="debug-rate-row">
              {showProvince && <TableCell>{row.province}</TableCell>}
              <TableCell className="whitespace-nowrap">{row.term}</TableCell>
              <TableCell>{rateTypeLabel(row.rate_type)}</TableCell>
              <TableCell>{row.mortgage_type}</TableCell>
              <TableCell className="tabular-nums">{showRate(row.posted_rate)}</TableCell>
              <TableCell className="tabular-nums font-semibold">{showRate(row.our_rate)}</TableCell>
              {showDate && (
                <TableCell className="whitespace-nowrap">
                  <span className="mr-2 tabular-nums">{row.date ?? '\u2014'}</span>
                  <StatusBadge tone={row.is_today ? 'success' : 'pending'}>{row.is_today ? m.today : m.older}</StatusBadge>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
