import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { send } from '../../browser/api-client';
import { authApi } from '../../browser/api-routes';
import { flashToast, toast } from '../../browser/toast';
import { accountMessages } from '../../lib/messages-account';
import { resetConfirmSchema, resetRequestSchema } from '../../lib/schemas/account';
import { useKeepTypedValues } from '../shared/keep-typed-values';
import { AccountField, AccountLink } from './AccountField';
import { primaryButtonClass } from './styles';

const m = accountMessages.reset;

/** The token of a reset link rides in the fragment (`#token=`), which no request or Referer ever carries (ADR 41). */
function tokenFromAddress(): string | null {
  const match = /(?:^#|&)token=([a-z0-9]+)/i.exec(window.location.hash);
  return match?.[1] ?? null;
}

/**
 * /auth/reset (ADR 41): without a token, asks for the address and answers alike whether or not it has an account;
 * opened from the emailed link, asks for the new password twice. Like sign-in it never posts natively (the button
 * waits for React) and keeps what was typed before it hydrated (ADR 30).
 */
export default function PasswordResetForm() {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useKeepTypedValues(formRef);
  const [ready, setReady] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const read = () => {
      const found = tokenFromAddress();
      if (!found) return;
      setToken(found);
      setOutcome(null);
      setError(null);
      // The token leaves the address bar (and the history entry) once read.
      window.history.replaceState(null, '', window.location.pathname);
      // A spent or expired link is said to be dead before anyone types (the check does not spend it).
      void send(() => authApi['password-reset'].check.$post({ json: { token: found } })).then((result) => {
        if (result.ok) return;
        setToken(null);
        setError(result.error.message);
      });
    };
    read();
    setReady(true);
    // A link pasted into this page's own tab changes only the fragment: no new page load.
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);

  async function request(event: FormEvent) {
    event.preventDefault();
    const parsed = resetRequestSchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? m.requestIntro);
    setBusy(true);
    setError(null);
    const result = await send(() => authApi['password-reset'].$post({ json: parsed.data }));
    setBusy(false);
    if (result.ok) setOutcome(result.data.message);
    else {
      setError(result.error.fields?.email ?? result.error.message);
      toast(result.error.message, 'error');
    }
  }

  async function choose(event: FormEvent) {
    event.preventDefault();
    if (password !== confirm) return setError(m.mismatch);
    const parsed = resetConfirmSchema.safeParse({ token, password });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? m.invalidLink);
    setBusy(true);
    setError(null);
    const result = await send(() => authApi['password-reset'].confirm.$post({ json: parsed.data }));
    setBusy(false);
    if (result.ok) {
      flashToast(m.done, 'success');
      window.location.assign('/auth');
      return;
    }
    setError(result.error.message);
    toast(result.error.message, 'error');
  }

  const errorText = error && (
    <p id={`${id}-error`} className="text-sm text-red-700">
      {error}
    </p>
  );
  const describedBy = error ? `${id}-error` : undefined;

  if (outcome) {
    return (
      <div className="space-y-4 text-center">
        <h1 className="text-2xl font-bold text-brand-900">{m.title}</h1>
        <p role="status" className="text-sm text-slate-700">
          {outcome}
        </p>
        <a href="/auth" className="font-medium text-brand-700 underline underline-offset-2">
          {m.backToSignIn}
        </a>
      </div>
    );
  }

  if (token) {
    return (
      <form ref={formRef} onSubmit={choose} className="space-y-4" aria-labelledby={`${id}-title`} noValidate>
        <h1 id={`${id}-title`} className="text-center text-2xl font-bold text-brand-900">
          {m.chooseTitle}
        </h1>
        <AccountField base={id} kind="new-password" label={m.newPassword} value={password} onChange={setPassword} describedBy={describedBy} />
        <AccountField base={id} kind="confirm-password" label={m.confirmPassword} value={confirm} onChange={setConfirm} describedBy={describedBy} />
        {errorText}
        <button type="submit" disabled={busy || !ready} className={primaryButtonClass}>
          {busy ? m.saving : m.save}
        </button>
      </form>
    );
  }

  return (
    <form ref={formRef} onSubmit={request} className="space-y-4" aria-labelledby={`${id}-title`} noValidate>
      <div className="text-center">
        <h1 id={`${id}-title`} className="text-2xl font-bold text-brand-900">
          {m.title}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{m.requestIntro}</p>
      </div>
      <AccountField base={id} kind="email" label={m.email} value={email} onChange={setEmail} describedBy={describedBy} />
      {errorText}
      {/* Inert until React takes over: the page never posts natively (ADR 30). */}
      <button type="submit" disabled={busy || !ready} className={primaryButtonClass}>
        {busy ? m.sending : m.send}
      </button>
      <AccountLink href="/auth">{m.backToSignIn}</AccountLink>
    </form>
  );
}
