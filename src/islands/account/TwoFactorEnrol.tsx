import { useEffect, useId, useState, type FormEvent } from 'react';
import { send } from '../../browser/api-client';
import { authApi } from '../../browser/api-routes';
import { dismissErrorToasts, toast } from '../../browser/toast';
import { accountMessages } from '../../lib/messages-account';
import { AccountField } from './AccountField';
import { primaryButtonClass } from './styles';

const m = accountMessages.twoFactor;

interface Setup {
  item: { key: string; uri: string; qr_svg: string };
}
interface Enrolled {
  item: { recovery_codes: string[] };
  profile: { role: string; full_name: string | null };
}

/**
 * Enrolment in time-based one-time codes (ADR 41): the key as text (grouped for typing) and its otpauth link, then a
 * code from the app to prove it was stored, then the ten recovery codes, shown once. Used by sign-in (a super admin
 * must enrol) and by the Account tab (others may).
 */
export function TwoFactorEnrol({
  headingId,
  required,
  onDone,
  headingLevel = 2,
  replacing = false,
}: {
  headingId: string;
  required?: boolean;
  /** The account already has a key: replacing it asks for the password too (ADR 41). */
  replacing?: boolean;
  onDone: (answer: Enrolled) => void;
  /** 1 on the sign-in page, where this step replaces the form titled h1. */
  headingLevel?: 1 | 2 | 3;
}) {
  const Heading = headingLevel === 1 ? 'h1' : headingLevel === 2 ? 'h2' : 'h3';
  const id = useId();
  const [setup, setSetup] = useState<Setup['item'] | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [enrolled, setEnrolled] = useState<Enrolled | null>(null);

  useEffect(() => {
    void send(() => authApi['two-factor'].setup.$get()).then((result) => {
      if (result.ok) setSetup(result.data.item);
      else toast(result.error.message, 'error');
    });
  }, []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy || !setup) return;
    setBusy(true);
    setError(null);
    setPasswordError(null);
    const result = await send(() => authApi['two-factor'].enrol.$post({ json: { key: setup.key, code, ...(replacing ? { password } : {}) } }));
    setBusy(false);
    if (result.ok) {
      dismissErrorToasts();
      return setEnrolled(result.data);
    }
    const message = result.error.fields?.password ?? result.error.fields?.code ?? result.error.message ?? m.invalidCode;
    if (result.error.fields?.password) setPasswordError(message);
    else setError(message);
    toast(message, 'error');
  }

  if (enrolled) {
    const codes = enrolled.item.recovery_codes;
    return (
      <section className="space-y-4" aria-labelledby={headingId}>
        <Heading id={headingId} className="text-xl font-bold text-brand-900" tabIndex={-1}>
          {m.recoveryTitle}
        </Heading>
        <p className="text-sm text-slate-700">{m.recoveryIntro}</p>
        <ul
          className="grid grid-cols-1 gap-1 rounded-md border border-slate-200 bg-slate-50 p-3 font-mono text-sm text-slate-900 sm:grid-cols-2"
          data-testid="recovery-codes"
        >
          {codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <div className="flex flex-col gap-2 sm:flex-row">
          <button
            type="button"
            className="shrink-0 whitespace-nowrap rounded-md border border-slate-300 px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
            onClick={() => void navigator.clipboard?.writeText(codes.join('\n')).then(() => toast(m.copied, 'success'))}
          >
            {m.copyCodes}
          </button>
          <button type="button" className={primaryButtonClass} onClick={() => onDone(enrolled)}>
            {m.recoveryDone}
          </button>
        </div>
      </section>
    );
  }

  const grouped = setup?.key.match(/.{1,4}/g)?.join(' ') ?? '';
  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-labelledby={headingId} noValidate>
      <div>
        <Heading id={headingId} className="text-xl font-bold text-brand-900" tabIndex={-1}>
          {m.enrolTitle}
        </Heading>
        {required && <p className="mt-1 text-sm font-medium text-slate-800">{m.enrolRequired}</p>}
        <p className="mt-1 text-sm text-slate-600">{m.enrolIntro}</p>
      </div>
      {setup && (
        <img
          src={`data:image/svg+xml,${encodeURIComponent(setup.qr_svg)}`}
          alt={m.qrAlt}
          width={176}
          height={176}
          className="mx-auto rounded-md border border-slate-200 bg-white sm:mx-0"
          data-testid="totp-qr"
        />
      )}
      <dl className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
        <div>
          <dt className="font-medium text-slate-800">{m.keyLabel}</dt>
          <dd className="break-all font-mono text-base text-slate-900" data-testid="totp-key">
            {grouped || '\u2026'}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-800">{m.uriLabel}</dt>
          <dd className="break-all font-mono text-xs text-slate-700">{setup ? <a href={setup.uri}>{setup.uri}</a> : '\u2026'}</dd>
        </div>
      </dl>
      <AccountField base={id} kind="code" label={m.code} value={code} onChange={setCode} error={error} />
      {replacing && (
        <AccountField
          base={id}
          kind="current-password"
          label={accountMessages.panel.replaceConfirm}
          value={password}
          onChange={setPassword}
          error={passwordError}
        />
      )}
      <button type="submit" disabled={busy || !setup || !code.trim() || (replacing && !password)} className={primaryButtonClass}>
        {busy ? m.verifying : m.enable}
      </button>
    </form>
  );
}
