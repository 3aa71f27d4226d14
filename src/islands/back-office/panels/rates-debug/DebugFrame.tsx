import { RotateCwIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { messages } from '../../../../lib/messages-staff';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import type { RatesDebug } from './debug-types';
import type { useRatesDebug } from './use-rates-debug';

const m = messages.backOffice.rates;

/**
 * The frame of a debug tab: a Reload button, a skeleton while the first read runs, the failure with a retry, and
 * the tab's content once the debug view has arrived.
 */
export function DebugFrame({ state, intro, children }: { state: ReturnType<typeof useRatesDebug>; intro?: string; children: (data: RatesDebug) => ReactNode }) {
  const { data, loading, error, reload } = state;
  return (
    <div className="space-y-4" aria-busy={loading || undefined}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {intro ? <p className="max-w-2xl text-sm text-slate-700">{intro}</p> : <span />}
        <Button variant="outline" size="sm" onClick={() => void reload()} disabled={loading}>
          <RotateCwIcon aria-hidden="true" className={loading ? 'animate-spin motion-reduce:animate-none' : undefined} />
          {m.reload}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {error}{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => void reload()}>
            {messages.backOffice.table.loadRetry}
          </Button>
        </p>
      ) : data ? (
        children(data)
      ) : (
        <div className="space-y-2" role="status">
          <span className="sr-only">{messages.backOffice.panel.loading}</span>
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      )}
    </div>
  );
}

/** 'No rates found in database.' (docs/product/back-office-rates.md#rate-messages: the debug tools' empty text). */
export function NoRates() {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700" data-testid="rates-empty">
      {m.empty}
    </p>
  );
}

/** A labelled number or fact (`text` for a sentence or an address); a grid of these is each tab's summary. */
export function Fact({ label, value, testId, text = false }: { label: string; value: ReactNode; testId?: string; text?: boolean }) {
  return (
    <div className="rounded-lg border border-border bg-white p-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
      <dd
        className={`mt-1 text-slate-900 [overflow-wrap:anywhere] ${text ? 'text-sm font-medium' : 'text-lg font-semibold tabular-nums'}`}
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
}
