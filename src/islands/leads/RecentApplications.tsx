import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../browser/api-client';
import { $staffRole, setStaffRole } from '../../browser/staff-session';
import { formatCurrencyWhole, formatShortDate } from '../../lib/format';
import { messages } from '../../lib/messages';

interface Application {
  id: string;
  client_name: string;
  client_email: string;
  client_phone: string | null;
  status: string;
  agent_name: string | null;
  mortgage_amount: number | null;
  property_address: string | null;
  created_at: string;
}

type State = { kind: 'loading' } | { kind: 'anonymous' } | { kind: 'error' } | { kind: 'loaded'; items: Application[] };

/**
 * Spec: recent applications on /applications. They are personal financial data, so the API gives them only to
 * signed-in staff (agents their own, admins all); a visitor sees a short note instead. Text renders escaped.
 */
export default function RecentApplications() {
  const [fetched, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    const load = async () => {
      // Visitors never ask for the list: a failed request would only add noise to their browser console.
      const session = await apiRequest<{ profile: { role: string } | null }>('/api/auth/session');
      // The API's answer wins over the header's hint, for the header too.
      if (session.ok) setStaffRole(session.data.profile?.role ?? null);
      if (session.ok && !['super_admin', 'admin', 'agent'].includes(session.data.profile?.role ?? '')) {
        setState({ kind: 'anonymous' });
        return;
      }
      const result = await apiRequest<{ applications: Application[] }>('/api/leads/applications');
      if (result.ok) setState({ kind: 'loaded', items: result.data.applications });
      else if (result.status === 401 || result.status === 403) setState({ kind: 'anonymous' });
      else setState({ kind: 'error' });
    };
    void load();
    window.addEventListener('application-submitted', load);
    return () => window.removeEventListener('application-submitted', load);
  }, []);

  // Signed out in the header (or the session found gone): the list of personal data leaves the page at once.
  const signedOut = useStore($staffRole) === null;
  const state: State = signedOut && fetched.kind === 'loaded' ? { kind: 'anonymous' } : fetched;

  if (state.kind === 'loading') return null;
  if (state.kind === 'anonymous')
    return (
      <p className="text-sm text-slate-600">
        {messages.applications.staffOnly}{' '}
        <a href="/auth" className="font-medium text-brand-700 underline underline-offset-2">
          Sign in
        </a>
      </p>
    );
  if (state.kind === 'error')
    return (
      <p role="alert" className="font-medium text-red-700">
        {messages.applications.loadFailed}
      </p>
    );
  return (
    <section aria-labelledby="recent-applications-heading">
      <h2 id="recent-applications-heading" className="text-xl font-bold text-slate-900">
        Recent applications
      </h2>
      {state.items.length === 0 ? (
        <p className="mt-3 text-slate-600">{messages.applications.empty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {state.items.map((a) => (
            <li key={a.id} className="p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold text-slate-900">{a.client_name}</p>
                <p className="text-sm text-slate-600">{formatShortDate(a.created_at)}</p>
              </div>
              <p className="break-all text-sm text-slate-700">
                {a.client_email}
                {a.client_phone ? ` · ${a.client_phone}` : ''}
              </p>
              <p className="text-sm text-slate-700">
                {a.mortgage_amount != null ? formatCurrencyWhole(a.mortgage_amount) : 'Amount not given'}
                {a.property_address ? ` · ${a.property_address}` : ''}
                {` · ${a.agent_name ?? 'No agent chosen'} · ${a.status}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
