import { useCallback, useEffect, useState } from 'react';
import { send } from '../../../../browser/api-client';
import { adminApi } from '../../../../browser/api-routes';
import { formatShortDate } from '../../../../lib/format';
import { messages } from '../../../../lib/messages-staff';
import type { NewsSourceView } from '../../../../lib/schemas/news';
import { toast } from '../../../../browser/toast';
import { useRebuildStatus } from '../../kit/rebuild-status';
import { StatusBadge } from '../../kit/StatusBadge';
import { Button } from '../../ui/button';

const m = messages.backOffice.inoreader;

const when = (iso: string | null) =>
  iso ? `${formatShortDate(iso)} ${new Date(iso).toLocaleTimeString('en-CA', { hour: '2-digit', minute: '2-digit' })}` : '—';

/** Each source's last poll: a failing feed shows here while its last good articles stay on the site. */
export function NewsSources({ onPolled }: { onPolled: () => void }) {
  const [sources, setSources] = useState<NewsSourceView[] | null>(null);
  const [pollMinutes, setPollMinutes] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const { watch } = useRebuildStatus();

  const load = useCallback(async () => {
    const result = await send(() => adminApi.inoreader.sources.$get());
    if (result.ok) {
      setSources(result.data.sources);
      setPollMinutes(result.data.poll_minutes);
    }
  }, []);
  useEffect(() => void load(), [load]);

  async function pollNow() {
    setBusy(true);
    const result = await send(() => adminApi.inoreader.poll.$post());
    setBusy(false);
    if (!result.ok) {
      toast(m.pollFailed, 'error');
      return;
    }
    const failed = result.data.sources.filter((source) => !source.ok).length;
    if (failed > 0) toast(m.polledWithFailures(result.data.newArticles, failed, result.data.sources.length), 'error');
    else toast(m.polled(result.data.newArticles), 'success');
    if (result.data.rebuildRequested) watch();
    await load();
    onPolled();
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="font-semibold text-slate-900">{m.sources}</h3>
        <Button type="button" variant="outline" onClick={pollNow} disabled={busy}>
          {busy ? m.polling : m.pollNow}
        </Button>
      </div>
      {pollMinutes !== null && (
        <p className="text-sm text-slate-600">Polled every {pollMinutes} minutes on the server; visitors are served from the database.</p>
      )}
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white" data-testid="news-sources">
        {(sources ?? []).map((source) => (
          <li key={source.url} className="flex flex-col gap-1 p-3 text-sm sm:flex-row sm:items-center sm:gap-4" data-testid="news-source">
            <span className="min-w-0 flex-1 break-all font-medium text-slate-900">{source.kind === 'inoreader' ? 'Inoreader reading list' : source.url}</span>
            {!source.last_polled_at ? (
              <StatusBadge tone="neutral">{m.sourceNever}</StatusBadge>
            ) : source.last_error ? (
              <StatusBadge tone="danger">{m.sourceFailing}</StatusBadge>
            ) : (
              <StatusBadge tone="success">{m.sourceOk}</StatusBadge>
            )}
            <span className="text-slate-600">
              {source.last_count} articles · last success {when(source.last_success_at)}
            </span>
            {source.last_error && <span className="text-red-800">{source.last_error}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
