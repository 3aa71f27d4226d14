import { SendIcon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '../../../../browser/api-client';
import { messages } from '../../../../lib/messages-staff';
import { toast } from '../../../../browser/toast';
import { StatusBadge, type StatusTone } from '../../kit/StatusBadge';
import { Button } from '../../ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../ui/table';
import { formatDateTime } from './format';

const m = messages.backOffice.outbox;

interface OutboxMessage {
  id: string;
  to_address: string;
  subject: string;
  status: 'pending' | 'sent' | 'failed' | 'logged';
  attempts: number;
  last_error: string | null;
  created_at: string;
}

const TONE: Record<OutboxMessage['status'], StatusTone> = { sent: 'success', pending: 'pending', failed: 'danger', logged: 'neutral' };

/** Delivery you can see: each lead notification's recipient, subject, status, attempts and last error. */
export function OutboxSection() {
  const [rows, setRows] = useState<OutboxMessage[] | null>(null);
  const [smtp, setSmtp] = useState(true);
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async () => {
    const result = await apiRequest<{ messages: OutboxMessage[]; smtp_configured: boolean }>('/api/admin/outbox?limit=25');
    if (result.ok) {
      setRows(result.data.messages);
      setSmtp(result.data.smtp_configured);
      setError(false);
    } else setError(true);
  }, []);
  useEffect(() => void load(), [load]);

  const resend = async (row: OutboxMessage) => {
    setBusy(row.id);
    const result = await apiRequest<{ ok: true }>(`/api/admin/outbox/${encodeURIComponent(row.id)}/resend`, { method: 'POST' });
    setBusy(null);
    toast(result.ok ? m.resent : result.error.message || m.resendFailed, result.ok ? 'success' : 'error');
    await load();
  };

  return (
    <section aria-labelledby="outbox-title" className="space-y-2" data-testid="outbox">
      <h3 id="outbox-title" className="text-base font-semibold text-slate-900">
        {m.title}
      </h3>
      <p className="text-sm text-slate-600">{smtp ? m.intro : m.notConfigured}</p>
      <div className="rounded-lg border border-border bg-white">
        <Table>
          <caption className="sr-only">{m.caption}</caption>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead className="hidden md:table-cell">{m.columns.created}</TableHead>
              <TableHead>{m.columns.to}</TableHead>
              <TableHead>{m.columns.status}</TableHead>
              <TableHead className="hidden sm:table-cell">{m.columns.attempts}</TableHead>
              <TableHead className="hidden lg:table-cell">{m.columns.error}</TableHead>
              <TableHead className="text-right">{messages.backOffice.panel.actions}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {error ? (
              <TableRow>
                <TableCell colSpan={6} className="text-center text-destructive">
                  {m.fetchFailed}
                </TableCell>
              </TableRow>
            ) : rows && rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6} className="text-center text-muted-foreground">
                  {m.empty}
                </TableCell>
              </TableRow>
            ) : (
              (rows ?? []).map((row) => (
                <TableRow key={row.id} data-testid="outbox-row">
                  <TableCell className="hidden whitespace-nowrap md:table-cell">{formatDateTime(row.created_at)}</TableCell>
                  <TableCell>
                    <span className="block break-all">{row.to_address}</span>
                    <span className="block text-xs text-slate-600">{row.subject}</span>
                  </TableCell>
                  <TableCell>
                    <StatusBadge tone={TONE[row.status]}>{m.statuses[row.status]}</StatusBadge>
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">{row.attempts}</TableCell>
                  <TableCell className="hidden max-w-64 truncate text-xs text-slate-700 lg:table-cell" title={row.last_error ?? undefined}>
                    {row.last_error ?? '—'}
                  </TableCell>
                  <TableCell className="text-right">
                    {smtp && row.status !== 'sent' && (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={busy === row.id}
                        aria-label={m.resendOf(row.subject, row.to_address)}
                        onClick={() => void resend(row)}
                      >
                        <SendIcon aria-hidden="true" />
                        {m.resend}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}
