import { messages } from '../../../../lib/messages-staff';
import { StatusBadge } from '../../kit/StatusBadge';
import { DebugFrame, Fact, NoRates } from './DebugFrame';
import { ScrapeCard } from './ScrapeCard';
import { useRatesDebug } from './use-rates-debug';

const m = messages.backOffice.rates;

/** Debug Rates: the source the pipeline reads, today's counts, and the last ten scrapes with their rejections. */
export function DebugRatesPanel() {
  const state = useRatesDebug();
  return (
    <DebugFrame state={state}>
      {(data) => (
        <div className="space-y-6">
          {data.stale && (
            <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm font-medium text-amber-900">
              {m.stale}
            </p>
          )}
          {data.empty && <NoRates />}
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Fact label="Today (Toronto)" value={data.today} />
            <Fact label="Active rates" value={data.counts.active} testId="debug-active" />
            <Fact label="Active, dated today" value={data.counts.active_today} testId="debug-active-today" />
            <Fact label="Active, older" value={data.counts.active_older} testId="debug-active-older" />
          </dl>
          <dl className="grid gap-3 sm:grid-cols-3">
            <Fact label="Source adapter" value={data.source.adapter} text />
            <Fact label="Source page" value={data.source.url ?? m.notConfigured} text />
            <Fact label="Nightly refresh (Toronto)" value={data.refresh_time} />
          </dl>
          <section aria-labelledby="debug-scrapes-title" className="space-y-3">
            <h3 id="debug-scrapes-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
              {m.lastScrapes}
              {data.last_scrape && (
                <StatusBadge tone={data.last_scrape.status === 'success' ? 'success' : data.last_scrape.status === 'failed' ? 'danger' : 'working'}>
                  {`Last: ${data.last_scrape.status}`}
                </StatusBadge>
              )}
            </h3>
            {data.scrapes.length === 0 ? (
              <p className="text-slate-700">{m.noScrapes}</p>
            ) : (
              <ol className="space-y-3">
                {data.scrapes.map((scrape) => (
                  <li key={scrape.id}>
                    <ScrapeCard scrape={scrape} />
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      )}
    </DebugFrame>
  );
}
