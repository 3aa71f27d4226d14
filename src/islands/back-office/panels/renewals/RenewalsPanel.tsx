import { BellIcon, MailIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { send as sendRequest } from '../../../../browser/api-client';
import { adminApi, agentApi } from '../../../../browser/api-routes';
import { toast } from '../../../../browser/toast';
import { messages } from '../../../../lib/messages-staff';
import type { OpenReminder, RenewalRadarResponse } from '../../../../lib/schemas/renewals';
import { DataTable } from '../../kit/DataTable';
import { useApiData } from '../../kit/use-api-data';
import { formatStamp } from '../rates/rate-view';
import { Button } from '../../ui/button';
import { type RadarRow, radarColumns } from './columns';
import { SendRenewalDialog } from './SendRenewalDialog';

const m = messages.backOffice.renewals;

/**
 * Renewals tab (ours, ADR 29): the radar grouped by days to maturity (30, 90, 120, 180) with each mortgage's figures
 * against today's rate, the renewal email where the CASL basis allows it, and the reminders of clients entering
 * a window. `api` is the super admin's renewals (every client) or the agent dashboard's (one's own): one router, typed
 * once (ADR 56).
 */
type RenewalsApi = typeof adminApi.renewals | typeof agentApi.renewals;

function RenewalsPanel({ api, area }: { api: RenewalsApi; area: string }) {
  const {
    data: radar,
    error,
    loading,
    reload: load,
  } = useApiData<RenewalRadarResponse>({ key: `renewals:${area}`, load: () => sendRequest(() => api.$get()) }, m.loadFailed, { quiet: true });
  const [sending, setSending] = useState<string | null>(null);
  // The row whose send awaits confirmation in the dialog (ADR 39).
  const [confirming, setConfirming] = useState<RadarRow | null>(null);

  const send = async (row: RadarRow) => {
    setSending(row.id);
    const answer = await sendRequest(() => api[':id'].email.$post({ param: { id: row.id }, json: { confirm: true } }));
    setSending(null);
    if (!answer.ok) {
      // A refusal (consent, a limit, a repeat) says why in its message; anything else is a failure.
      toast(answer.status === 409 || answer.status === 429 || answer.status === 400 ? answer.error.message : m.sendFailed, 'error');
      return;
    }
    toast(
      answer.data.delivery === 'logged'
        ? m.kept(row.mortgage.client_name)
        : answer.data.delivery === 'failed'
          ? m.sendFailed
          : m.sent(row.mortgage.client_name),
      answer.data.delivery === 'failed' ? 'error' : 'success',
    );
    void load();
  };

  const actions = (row: RadarRow) => (
    <div className="flex flex-col items-end gap-1">
      <Button
        size="sm"
        variant="outline"
        disabled={!row.casl.valid || sending === row.id}
        onClick={() => setConfirming(row)}
        aria-label={`${m.sendEmail}: ${row.mortgage.client_name}`}
      >
        <MailIcon aria-hidden="true" />
        {sending === row.id ? m.sending : m.sendEmail}
      </Button>
      {row.last_email_at && <span className="whitespace-normal text-right text-xs text-muted-foreground">{m.lastSent(formatStamp(row.last_email_at))}</span>}
    </div>
  );

  const groups = useMemo(
    () => (radar?.groups ?? []).map((group) => ({ ...group, rows: group.items.map((item) => ({ ...item, id: item.mortgage.id })) })),
    [radar],
  );

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        {m.intro} {radar?.rates_as_of && <span>{m.ratesAsOf(formatStamp(radar.rates_as_of))}</span>}
      </p>
      <Reminders api={api} area={area} />
      <SendRenewalDialog
        recipient={confirming ? { name: confirming.mortgage.client_name, email: confirming.mortgage.client_email } : null}
        onOpenChange={(open) => !open && setConfirming(null)}
        onConfirm={() => (confirming ? send(confirming) : Promise.resolve())}
      />
      {radar && radar.total === 0 && !error && !loading ? (
        <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">{m.empty}</p>
      ) : (
        (radar ? groups : [{ window: 30, rows: [] as RadarRow[] }]).map((group) => (
          <section key={group.window} className="space-y-2" aria-label={m.group(group.window)} data-testid={`renewal-group-${group.window}`}>
            <h3 className="text-base font-semibold text-slate-900">
              {m.group(group.window)} <span className="font-normal text-muted-foreground">({group.rows.length})</span>
            </h3>
            <DataTable
              columns={radarColumns}
              data={group.rows}
              loading={loading && !radar}
              error={error}
              onRetry={() => void load()}
              emptyText={m.groupEmpty}
              caption={m.group(group.window)}
              rowActions={actions}
            />
          </section>
        ))
      )}
    </div>
  );
}

/** Clients who entered a renewal window since the agent last looked; dismissed in one click. */
function Reminders({ api, area }: { api: RenewalsApi; area: string }) {
  // A reminder is a nudge: if it cannot load, the radar below still says everything, so nothing is shown.
  const { data } = useApiData<{ items: OpenReminder[] }>(
    { key: `renewal-reminders:${area}`, load: () => sendRequest(() => api.reminders.$get()) },
    m.loadFailed,
    { quiet: true },
  );
  const [dismissed, setDismissed] = useState(false);
  const items = dismissed ? [] : (data?.items ?? []);
  if (items.length === 0) return null;
  const dismiss = async () => {
    const answer = await sendRequest(() => api.reminders.dismiss.$post());
    if (answer.ok) setDismissed(true);
    else toast(m.dismissFailed, 'error');
  };
  return (
    <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="renewal-reminders">
      <div className="flex items-start gap-2">
        <BellIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div className="min-w-0 flex-1">
          <p className="font-medium">{m.reminders(items.length)}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {items.slice(0, 5).map((item) => (
              <li key={`${item.mortgage_id}-${item.window_days}`}>{m.reminderItem(item.client_name, item.window_days, item.maturity_date)}</li>
            ))}
          </ul>
        </div>
        <Button size="sm" variant="outline" onClick={() => void dismiss()}>
          {m.dismiss}
        </Button>
      </div>
    </div>
  );
}

export const AllRenewalsPanel = () => <RenewalsPanel api={adminApi.renewals} area="admin" />;
export const OwnRenewalsPanel = () => <RenewalsPanel api={agentApi.renewals} area="agent" />;
