import { useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api-client';
import { messages } from '../../lib/messages';
import { flashToast, toast } from '../../lib/toast';
import RebuildStatus from './RebuildStatus';

type Area = 'super-admin' | 'agent-dashboard';

const AREA: Record<Area, { title: string; roles: string[] }> = {
  'super-admin': { title: 'Super Admin Panel', roles: ['super_admin'] },
  'agent-dashboard': { title: 'Agent Dashboard', roles: ['admin', 'agent'] },
};

interface Me {
  user: { id: string; email: string };
  profile: { role: string; full_name: string | null };
}

/**
 * The guard and frame of both back-office areas (back-office spec section 6). The page is static; the API
 * decides: not signed in goes to /auth, a wrong role goes to / with 'Access denied'. The data endpoints the
 * panels call enforce the same roles on the server.
 */
export default function BackOfficeShell({ area }: { area: Area }) {
  const [me, setMe] = useState<Me | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const config = AREA[area];

  useEffect(() => {
    void (async () => {
      const result = await apiRequest<Me>('/api/auth/me');
      if (!result.ok) {
        if (result.status === 401) window.location.replace('/auth');
        else toast(messages.auth.roleCheckError, 'error');
        return;
      }
      if (!config.roles.includes(result.data.profile.role)) {
        flashToast(messages.auth.accessDenied, 'error');
        window.location.replace('/');
        return;
      }
      setMe(result.data);
    })();
  }, [config.roles]);

  async function signOut() {
    setSigningOut(true);
    await apiRequest('/api/auth/sign-out', { method: 'POST', body: {} });
    window.location.assign('/');
  }

  if (!me) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center" role="status">
        <span className="text-slate-600">Loading...</span>
      </div>
    );
  }

  return (
    <div className="min-h-[70vh] bg-slate-50">
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-6 py-4">
          <div>
            <h1 className="text-2xl font-bold text-brand-900">{config.title}</h1>
            <p className="text-sm text-slate-600">Signed in as {me.profile.full_name ?? me.user.email}</p>
          </div>
          <button type="button" onClick={signOut} disabled={signingOut} className="rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-60">
            Logout
          </button>
        </div>
      </div>
      <div className="mx-auto max-w-7xl space-y-6 px-6 py-8">
        {area === 'super-admin' && <RebuildStatus />}
        <section className="rounded-xl border border-slate-200 bg-white p-6">
          <h2 className="text-lg font-semibold text-slate-900">Welcome</h2>
          <p className="mt-2 text-slate-700">
            The management panels for this area are being built. Your account and role are active.
          </p>
        </section>
      </div>
    </div>
  );
}
