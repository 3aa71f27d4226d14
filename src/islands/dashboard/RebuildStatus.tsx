import { useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api-client';

interface State {
  pending: boolean;
  running: boolean;
  last_reason: string | null;
  last_finished_at: string | null;
  last_status: 'success' | 'failed' | null;
  last_error: string | null;
}

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-CA') : 'never');

/** ARCHITECTURE.md decision 5: staff see when the public site last rebuilt and whether one is pending. */
export default function RebuildStatus() {
  const [state, setState] = useState<State | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let stop = false;
    const load = async () => {
      const result = await apiRequest<State>('/api/admin/rebuild-status');
      if (stop) return;
      if (result.ok) setState(result.data);
      else setFailed(true);
    };
    void load();
    const timer = window.setInterval(load, 10_000);
    return () => {
      stop = true;
      window.clearInterval(timer);
    };
  }, []);

  return (
    <section className="rounded-xl border border-slate-200 bg-white p-6" aria-labelledby="rebuild-status-title">
      <h2 id="rebuild-status-title" className="text-lg font-semibold text-slate-900">Public site</h2>
      {failed && <p className="mt-2 text-red-700">Could not load the rebuild status.</p>}
      {!failed && !state && <p className="mt-2 text-slate-600">Loading...</p>}
      {state && (
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
          <div><dt className="text-slate-600">Status</dt><dd className="font-medium" data-testid="rebuild-state">{state.running ? 'Rebuilding now' : state.pending ? 'Rebuild pending' : 'Up to date'}</dd></div>
          <div><dt className="text-slate-600">Last rebuilt</dt><dd className="font-medium">{when(state.last_finished_at)}{state.last_status === 'failed' ? ' (failed)' : ''}</dd></div>
          <div><dt className="text-slate-600">Last change</dt><dd className="font-medium">{state.last_reason ?? '—'}</dd></div>
        </dl>
      )}
    </section>
  );
}
