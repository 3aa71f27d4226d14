import type { ReactNode } from 'react';

/** One figure of the analytics panels: its label over the count, or `pending` until the figures arrive. */
export function CountTile({ label, testId, value, pending }: { label: string; testId: string; value: number | undefined; pending: ReactNode }) {
  return (
    <div className="rounded-lg border border-border bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-semibold text-slate-900" data-testid={testId}>
        {value === undefined ? pending : value.toLocaleString('en-CA')}
      </dd>
    </div>
  );
}
