import { lazy, Suspense, type ComponentProps } from 'react';
import { messages } from '../../../../lib/messages-staff';
import { Skeleton } from '../../ui/skeleton';

// Recharts is the heaviest part of the panel: loaded after the counts have painted.
const SeriesChart = lazy(() => import('./SeriesChart'));

export function LazyChart(props: ComponentProps<typeof SeriesChart>) {
  return (
    <Suspense
      fallback={
        <div className="rounded-lg border border-border bg-white p-4">
          <Skeleton className="h-64 w-full" />
          <span className="sr-only">{messages.backOffice.analytics.chartLoading}</span>
        </div>
      }
    >
      <SeriesChart {...props} />
    </Suspense>
  );
}
