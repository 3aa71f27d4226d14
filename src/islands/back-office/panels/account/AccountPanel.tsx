import { useId } from 'react';
import { send } from '../../../../browser/api-client';
import { accountApi } from '../../../../browser/api-routes';
import { useApiData } from '../../kit/use-api-data';
import { accountMessages } from '../../../../lib/messages-account';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SessionsList } from './SessionsList';
import { TwoFactorSection } from './TwoFactorSection';

const m = accountMessages.panel;

/** GET /api/account through the typed client. */
const OVERVIEW = { key: 'account', load: () => send(() => accountApi.index.$get()) };

/**
 * The Account tab of both panels (ours, ADR 41): one's own password, two-step verification and sessions. Every call
 * works on the signed-in account only.
 */
export function AccountPanel() {
  const id = useId();
  const { data, error, reload } = useApiData(OVERVIEW, m.loadFailed);
  const item = data?.item;
  const refresh = () => void reload();

  return (
    <div className="max-w-3xl space-y-6">
      {error && <p className="text-sm text-destructive">{error}</p>}
      <section className="space-y-3 rounded-lg border bg-white p-4" aria-labelledby={`${id}-password`}>
        <h3 id={`${id}-password`} className="text-base font-semibold text-slate-900">
          {m.passwordTitle}
        </h3>
        <ChangePasswordForm onChanged={refresh} />
      </section>
      <section className="space-y-3 rounded-lg border bg-white p-4" aria-labelledby={`${id}-two-factor`}>
        <h3 id={`${id}-two-factor`} className="text-base font-semibold text-slate-900">
          {m.twoFactorTitle}
        </h3>
        {item && <TwoFactorSection twoFactor={item.two_factor} onChanged={refresh} />}
      </section>
      <section className="space-y-3 rounded-lg border bg-white p-4" aria-labelledby={`${id}-sessions`}>
        <h3 id={`${id}-sessions`} className="text-base font-semibold text-slate-900">
          {m.sessionsTitle}
        </h3>
        <p className="text-sm text-slate-700">{m.sessionsIntro}</p>
        {item && <SessionsList sessions={item.sessions} />}
      </section>
    </div>
  );
}
