import { useId, useState, type FormEvent } from 'react';
import { send } from '../../browser/api-client';
import { authApi } from '../../browser/api-routes';
import { dismissErrorToasts, toast } from '../../browser/toast';
import { accountMessages } from '../../lib/messages-account';
import { AccountField } from './AccountField';
import { linkButtonClass, primaryButtonClass } from './styles';

const m = accountMessages.twoFactor;

export interface SignedInAnswer {
  profile: { role: string; full_name: string | null };
}

/**
 * Sign-in's second step (ADR 41): the authenticator's 6-digit code, or one of the recovery codes. The password step
 * already made a session; until this answers, that session opens nothing else.
 */
export function TwoFactorCodeStep({
  headingId,
  onDone,
  headingLevel = 2,
}: {
  headingId: string;
  onDone: (answer: SignedInAnswer) => void;
  /** The sign-in page's own heading level: on /auth this step is the page's h1 (it replaces the form titled h1). */
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const id = useId();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await send(() => (recovery ? authApi['two-factor'].recovery : authApi['two-factor'].verify).$post({ json: { code } }));
    setBusy(false);
    if (result.ok) {
      dismissErrorToasts();
      return onDone(result.data);
    }
    const message = result.error.fields?.code ?? result.error.message ?? m.invalidCode;
    setError(message);
    toast(message, 'error');
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-labelledby={headingId} noValidate>
      <div className="text-center">
        <Heading id={headingId} className="text-2xl font-bold text-brand-900" tabIndex={-1}>
          {m.codeTitle}
        </Heading>
        <p className="mt-1 text-sm text-slate-600">{recovery ? m.recoveryCode : m.codeIntro}</p>
      </div>
      <AccountField
        base={id}
        kind="code"
        label={recovery ? m.recoveryCode : m.code}
        // Focus on arrival: the field is the whole step, reached by pressing Sign In.
        autoFocus
        inputMode={recovery ? 'text' : 'numeric'}
        value={code}
        onChange={setCode}
        error={error}
      />
      <button type="submit" disabled={busy || !code.trim()} className={primaryButtonClass}>
        {busy ? m.verifying : m.verify}
      </button>
      <p className="text-center">
        <button
          type="button"
          className={linkButtonClass}
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
            setError(null);
          }}
        >
          {recovery ? m.useApp : m.useRecovery}
        </button>
      </p>
    </form>
  );
}
