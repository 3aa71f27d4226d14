import { send } from '../browser/api-client';
import { authApi, leadsApi } from '../browser/api-routes';
import { $staffRole, setStaffRole } from '../browser/staff-session';
import { formatCurrencyWhole, formatShortDate } from '../lib/format';
import { messages } from '../lib/messages';

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

const element = (tag: string, className: string, text?: string) => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

/**
 * docs/product/lead-forms.md#recent-applications: recent applications on /applications, without a framework (ADR 54; it was a React island hydrated at idle,
 * about 80 KB gzip). They are personal financial data, so the API gives them only to signed-in staff (agents their
 * own, admins all); a visitor sees a short note instead. Every value is written as text, never as HTML.
 */
export function showRecentApplications(root: HTMLElement): void {
  let shown = false;
  const anonymous = () => {
    shown = false;
    const note = element('p', 'text-sm text-slate-600', `${messages.applications.staffOnly} `);
    const link = element('a', 'font-medium text-brand-700 underline underline-offset-2', 'Sign in') as HTMLAnchorElement;
    link.href = '/auth';
    note.append(link);
    root.replaceChildren(note);
  };
  const list = (items: Application[]) => {
    shown = true;
    const section = element('section', '');
    section.setAttribute('aria-labelledby', 'recent-applications-heading');
    const heading = element('h2', 'text-xl font-bold text-slate-900', 'Recent applications');
    heading.id = 'recent-applications-heading';
    section.append(heading);
    if (items.length === 0) section.append(element('p', 'mt-3 text-slate-600', messages.applications.empty));
    else {
      const ul = element('ul', 'mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white');
      for (const a of items) {
        const li = element('li', 'p-4');
        const top = element('div', 'flex flex-wrap items-baseline justify-between gap-2');
        top.append(element('p', 'font-semibold text-slate-900', a.client_name), element('p', 'text-sm text-slate-600', formatShortDate(a.created_at)));
        li.append(
          top,
          element('p', 'break-all text-sm text-slate-700', `${a.client_email}${a.client_phone ? ` · ${a.client_phone}` : ''}`),
          element(
            'p',
            'text-sm text-slate-700',
            `${a.mortgage_amount != null ? formatCurrencyWhole(a.mortgage_amount) : 'Amount not given'}${a.property_address ? ` · ${a.property_address}` : ''} · ${a.agent_name ?? 'No agent chosen'} · ${a.status}`,
          ),
        );
        ul.append(li);
      }
      section.append(ul);
    }
    root.replaceChildren(section);
  };

  const load = async () => {
    // Visitors never ask for the list: a failed request would only add noise to their browser console.
    const session = await send(() => authApi.session.$get());
    // The API's answer wins over the header's hint, for the header too.
    if (session.ok) setStaffRole(session.data.profile?.role ?? null);
    if (session.ok && !['super_admin', 'admin', 'agent'].includes(session.data.profile?.role ?? '')) return anonymous();
    const result = await send(() => leadsApi.applications.$get());
    if (result.ok) list(result.data.applications);
    else if (result.status === 401 || result.status === 403) anonymous();
    else {
      shown = false;
      const failed = element('p', 'font-medium text-red-700', messages.applications.loadFailed);
      failed.setAttribute('role', 'alert');
      root.replaceChildren(failed);
    }
  };
  void load();
  window.addEventListener('application-submitted', () => void load());
  // Signed out in the header (or the session found gone): the list of personal data leaves the page at once.
  $staffRole.listen((role) => {
    if (role === null && shown) anonymous();
  });
}
