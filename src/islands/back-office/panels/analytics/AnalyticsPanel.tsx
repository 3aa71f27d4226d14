import { messages } from '../../../../lib/messages-staff';
import { Skeleton } from '../../ui/skeleton';
import { leadSourceLabel } from '../leads/format';
import { LazyChart } from './LazyChart';
import { PeriodPicker } from './PeriodPicker';
import type { Period } from './types';
import { usePlatformAnalytics } from './use-analytics';
import { usePeriodInAddress } from './use-period-in-address';
import { CountTile } from './CountTile';

const m = messages.backOffice.analytics;
/** The period shown until one is chosen (and kept in the address). */
const PERIOD_DEFAULT = { period: 'all' } as const satisfies { period: Period };
const COUNT_KEYS = ['agents', 'leads', 'testimonials', 'page_views', 'posts'] as const;

/** Super admin Analytics tab (docs/product/back-office-leads.md#platform-analytics: Platform analytics): period, counts, the top 5 agents, and two charts. */
export function AnalyticsPanel() {
  const [period, setPeriod] = usePeriodInAddress(PERIOD_DEFAULT);
  const { data, error, loading } = usePlatformAnalytics(period);
  return (
    <div className="space-y-6">
      <PeriodPicker value={period} onChange={setPeriod} />
      {error && (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-busy={loading || undefined} data-testid="analytics-counts">
        {COUNT_KEYS.map((key) => (
          <CountTile key={key} label={m.counts[key]} testId={`count-${key}`} value={data?.counts[key]} pending={<Skeleton className="mt-1 h-7 w-16" />} />
        ))}
      </dl>
      <section aria-labelledby="rate-alert-counts">
        <h3 id="rate-alert-counts" className="mb-2 text-base font-semibold text-slate-900">
          {m.rateAlerts}
        </h3>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-busy={loading || undefined} data-testid="rate-alert-counts">
          {(['active', 'sends'] as const).map((key) => (
            <CountTile
              key={key}
              label={m.rateAlertCounts[key]}
              testId={`rate-alerts-${key}`}
              value={data?.rate_alerts[key]}
              pending={<Skeleton className="mt-1 h-7 w-16" />}
            />
          ))}
        </dl>
      </section>
      <div className="grid gap-4 lg:grid-cols-3">
        <section aria-labelledby="top-agents" className="rounded-lg border border-border bg-white p-4">
          <h3 id="top-agents" className="mb-2 text-base font-semibold text-slate-900">
            {m.topAgents}
          </h3>
          {data && data.top_agents.length === 0 && <p className="text-sm text-slate-600">{m.noAgents}</p>}
          <ol className="space-y-2" data-testid="top-agents">
            {data?.top_agents.map((agent) => (
              <li key={agent.id} className="flex items-baseline justify-between gap-2 text-sm">
                <span className="font-medium text-slate-900">{agent.name}</span>
                <span className="text-right text-slate-600">
                  {m.agentLeads(agent.leads)} · {m.agentViews(agent.page_views)}
                </span>
              </li>
            ))}
          </ol>
        </section>
        <div className="grid gap-4 lg:col-span-2">
          {data && <LazyChart title={m.leadsChart} series={data.lead_series} base={data} labelOf={leadSourceLabel} />}
          {data && <LazyChart title={m.viewsChart} series={data.view_series} base={data} labelOf={() => m.viewsChart} />}
        </div>
      </div>
    </div>
  );
}
