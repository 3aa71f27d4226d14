import { useCallback, useEffect, useState } from 'react';
import { isSessionEnded, send } from '../../../../browser/api-client';
import { adminApi } from '../../../../browser/api-routes';
import { toast } from '../../../../browser/toast';
import { formatLongDate } from '../../../../lib/format';
import { messages } from '../../../../lib/messages-staff';
import { Button } from '../../ui/button';

const m = messages.backOffice.privacy;

export interface ReceivedRequest {
  id: string;
  kind: 'access' | 'deletion';
  name: string;
  email: string;
  note: string | null;
  received_at: string;
  due_at: string;
  answered_at: string | null;
}

/**
 * The requests visitors sent from /privacy and confirmed (ADR 48): open ones first, soonest due first, each with its
 * 30-day clock; "Use this address" fills the export and erasure tools below, "Mark answered" closes it.
 */
export function ReceivedRequests({ onUse, now = () => new Date() }: { onUse: (email: string) => void; now?: () => Date }) {
  const [items, setItems] = useState<ReceivedRequest[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    const result = await send(() => adminApi.privacy.requests.$get());
    if (result.ok) setItems(result.data.items);
    else if (!isSessionEnded(result)) setFailed(true);
  }, []);
  useEffect(() => void load(), [load]);

  const answer = async (id: string) => {
    const result = await send(() => adminApi.privacy.requests[':id'].answered.$post({ param: { id } }));
    if (result.ok) await load();
    else if (!isSessionEnded(result)) toast(result.error.message, 'error');
  };

  return (
    <section className="space-y-3" aria-labelledby="privacy-received-title" data-testid="privacy-received">
      <h3 id="privacy-received-title" className="text-base font-semibold text-slate-900">
        {m.received}
      </h3>
      <p className="text-sm text-slate-700">{m.receivedHelp}</p>
      {failed ? <p className="text-sm text-destructive">{m.loadFailed}</p> : null}
      {items && items.length === 0 ? <p className="text-sm text-slate-600">{m.none}</p> : null}
      <ul className="space-y-3">
        {(items ?? []).map((item) => {
          const overdue = !item.answered_at && item.due_at < now().toISOString();
          return (
            <li key={item.id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm" data-testid="privacy-received-item">
              <p className="font-medium text-slate-900">
                {m.kinds[item.kind]}: {item.name} &lt;{item.email}&gt;
              </p>
              <p className="text-slate-700">
                {m.receivedOn(formatLongDate(item.received_at))} ·{' '}
                {item.answered_at ? (
                  m.answeredOn(formatLongDate(item.answered_at))
                ) : (
                  <span className={overdue ? 'font-semibold text-destructive' : 'font-semibold text-slate-900'}>
                    {m.dueBy(formatLongDate(item.due_at))}
                    {overdue ? ` · ${m.overdue}` : ''}
                  </span>
                )}
              </p>
              {item.note ? <p className="mt-1 whitespace-pre-line text-slate-700">{item.note}</p> : null}
              {item.answered_at ? null : (
                <div className="mt-2 flex flex-wrap gap-2">
                  <Button size="sm" variant="outline" onClick={() => onUse(item.email)}>
                    {m.useAddress}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => void answer(item.id)}>
                    {m.markAnswered}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
