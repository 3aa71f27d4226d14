import { SendIcon } from 'lucide-react';
import { useState } from 'react';
import { isSessionEnded, send } from '../../../../browser/api-client';
import { adminApi } from '../../../../browser/api-routes';
import { toast } from '../../../../browser/toast';
import { messages } from '../../../../lib/messages-staff';
import { DataTable } from '../../kit/DataTable';
import type { ApiSource } from '../../kit/use-api-data';
import { type ListAnswer, useList } from '../../kit/use-list';
import { Button } from '../../ui/button';
import { type OutboxMessage, outboxColumns } from './outbox-columns';

const m = messages.backOffice.outbox;

/** The outbox answers its messages and whether email can be sent at all. */
type OutboxAnswer = { messages: OutboxMessage[]; smtp_configured: boolean };
const readOutbox = (answer: OutboxAnswer): ListAnswer<OutboxMessage> => ({ items: answer.messages });
/** The 25 newest messages, through the typed client (ADR 56). */
const OUTBOX: ApiSource<OutboxAnswer> = { key: 'outbox?limit=25', load: () => send(() => adminApi.outbox.$get({ query: { limit: '25' } })) };

/** Delivery you can see: each lead notification's recipient, subject, status, attempts and last error. */
export function OutboxSection() {
  const { rows, answer, loading, error, reload } = useList<OutboxMessage, OutboxAnswer>(OUTBOX, m.fetchFailed, readOutbox);
  const smtp = answer?.smtp_configured ?? true;
  const [busy, setBusy] = useState<string | null>(null);

  const resend = async (row: OutboxMessage) => {
    setBusy(row.id);
    const result = await send(() => adminApi.outbox[':id'].resend.$post({ param: { id: row.id } }));
    setBusy(null);
    if (isSessionEnded(result)) return;
    toast(result.ok ? m.resent : result.error.message || m.resendFailed, result.ok ? 'success' : 'error');
    await reload();
  };

  // Sent is done; without SMTP there is nothing to send with.
  const rowActions = (row: OutboxMessage) =>
    smtp &&
    row.status !== 'sent' && (
      <Button variant="outline" size="sm" disabled={busy === row.id} aria-label={m.resendOf(row.subject, row.to_address)} onClick={() => void resend(row)}>
        <SendIcon aria-hidden="true" />
        {m.resend}
      </Button>
    );

  return (
    <section aria-labelledby="outbox-title" className="space-y-2" data-testid="outbox">
      <h3 id="outbox-title" className="text-base font-semibold text-slate-900">
        {m.title}
      </h3>
      <p className="text-sm text-slate-600">{smtp ? m.intro : m.notConfigured}</p>
      <DataTable
        columns={outboxColumns}
        data={rows}
        loading={loading}
        error={error}
        onRetry={() => void reload()}
        emptyText={m.empty}
        caption={m.caption}
        rowActions={rowActions}
        rowTestId="outbox-row"
      />
    </section>
  );
}
