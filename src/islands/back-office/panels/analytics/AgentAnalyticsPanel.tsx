import { messages } from '../../../../lib/messages-staff';
import { formatDateTime } from '../../../../lib/format';
import { leadSourceLabel } from '../leads/format';
import { LazyChart } from './LazyChart';
import { PeriodPicker } from './PeriodPicker';
import type { Period } from './types';
import { useAgentAnalytics } from './use-analytics';
import { usePeriodInAddress } from './use-period-in-address';
import { CountTile } from './CountTile';

const m = messages.backOffice.analytics;
/** The period shown until one is chosen (and kept in the address). */
const PERIOD_DEFAULT = { period: '30d' } as const satisfies { period: Period };
/** docs/product/back-office-leads.md#agent-analytics: recent activity, 10 fetched, 5 shown. */
const SHOWN = 5;

/** Agent dashboard Analytics tab: recent activity ('No activity yet'), and the agent's own views and leads. */
export function AgentAnalyticsPanel() {
  const [period, setPeriod] = usePeriodInAddress(PERIOD_DEFAULT);
  const { data, error } = useAgentAnalytics(period);
  return (
    <div className="space-y-6">
      {error && (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      )}
      <section aria-labelledby="recent-activity" className="rounded-lg border border-border bg-white p-4">
        <h3 id="recent-activity" className="mb-2 text-base font-semibold text-slate-900">
          {m.recentActivity}
        </h3>
        {data && data.recent.length === 0 ? (
          <p className="text-sm text-slate-600">{m.noActivity}</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm" data-testid="recent-activity">
            {data?.recent.slice(0, SHOWN).map((event) => (
              <li key={event.id} className="flex justify-between gap-2 py-2">
                <span className="text-slate-900">{m.eventTypes[event.event_type] ?? event.event_type}</span>
                <span className="text-slate-600">{formatDateTime(event.created_at)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <PeriodPicker value={period} onChange={setPeriod} />
      <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
        <CountTile label={m.myViews} testId="my-views" value={data?.totals.page_views} pending="…" />
        <CountTile label={m.myLeads} testId="my-leads" value={data?.totals.leads} pending="…" />
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        {data && <LazyChart title={m.myViews} series={data.view_series} base={data} labelOf={() => m.viewsChart} />}
        {data && <LazyChart title={m.myLeads} series={data.lead_series} base={data} labelOf={leadSourceLabel} />}
      </div>
    </div>
  );
}
