import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { send } from '../../browser/api-client';
import { authApi } from '../../browser/api-routes';
import { CHAT_ROOT_ID } from '../../lib/chat/launcher';
import { messages } from '../../lib/messages';
import { afterSignIn } from '../../lib/schemas/auth';
import { flashToast, toast } from '../../browser/toast';
import { setStaffRole } from '../../browser/staff-session';
import { markSignInStep } from '../../browser/sign-in-step';
import { useKeepTypedValues } from '../shared/keep-typed-values';
import { accountMessages } from '../../lib/messages-account';
import { TwoFactorCodeStep } from '../account/TwoFactorCodeStep';
import { TwoFactorEnrol } from '../account/TwoFactorEnrol';
import { AccountField, AccountLink } from '../account/AccountField';
import { primaryButtonClass } from '../account/styles';

interface Props {
  /** Id for the heading, so a dialog can point aria-labelledby at it. */
  headingId?: string;
  /** h1 on /auth, where the form is the page; h2 inside the header dialog. */
  headingLevel?: 1 | 2;
}

type Step = 'password' | 'verify' | 'enrol';

/** The sign-in form of /auth and of the header dialog (docs/product/sign-in-and-roles.md#sign-in-screen: Sign-in). */
export default function SignInForm({ headingId, headingLevel = 2 }: Props) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const fallbackId = useId();
  const titleId = headingId ?? fallbackId;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<Step>('password');
  // Server-rendered HTML stays inert until React takes over, so a native submit can never leak the password.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  // A session that still owes its second factor (a reload, or a panel that sent a super admin back here) resumes at
  // that step rather than asking for the password again (ADR 41).
  useEffect(() => {
    if (headingLevel !== 1) return;
    void send(() => authApi.session.$get()).then((result) => {
      if (result.ok && result.data.two_factor) setStep(result.data.two_factor);
      else if (result.ok) markSignInStep(false); // a stale mark (the session ended meanwhile) is dropped
    });
  }, [headingLevel]);
  useEffect(() => {
    if (step === 'enrol') document.getElementById(`${titleId}-step`)?.focus();
  }, [step, titleId]);
  // A reload at a code step hydrates /auth at once (src/browser/sign-in-step.ts); a step answered clears the mark.
  useEffect(() => {
    if (step !== 'password') markSignInStep(true);
  }, [step]);
  // The code steps are no place for the visitors' chat: on a phone its button covered the end of "Turn on".
  useEffect(() => {
    const chat = document.getElementById(CHAT_ROOT_ID);
    if (chat) chat.hidden = step !== 'password';
  }, [step]);
  // An email and password filled by a password manager before hydration are kept.
  const formRef = useRef<HTMLFormElement>(null);
  useKeepTypedValues(formRef);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const signIn = await send(() => authApi['sign-in'].$post({ json: { email, password } }));
      if (!signIn.ok) {
        const message = signIn.error.code === 'invalid_credentials' ? messages.auth.invalidCredentials : signIn.error.message || messages.auth.genericError;
        toast(message, 'error');
        return;
      }
      if (signIn.data.two_factor) {
        setPassword('');
        setStep(signIn.data.two_factor);
        return;
      }
      await finish();
    } catch {
      toast(messages.auth.genericError, 'error');
    } finally {
      setBusy(false);
    }
  }

  async function finish() {
    markSignInStep(false);
    try {
      const me = await send(() => authApi.me.$get());
      if (!me.ok) {
        toast(messages.auth.success, 'success');
        toast(messages.auth.profileLoadError, 'error');
        return;
      }
      setStaffRole(me.data.profile.role);
      // The page changes at once, so the toast is shown by the destination page (as 'Access denied' is).
      flashToast(messages.auth.success, 'success');
      window.location.assign(afterSignIn(me.data.profile.role, new URLSearchParams(window.location.search).get('next')));
    } catch {
      toast(messages.auth.genericError, 'error');
    }
  }

  // Each step keeps the page's heading level: on /auth the code steps are its h1 (axe page-has-heading-one).
  if (step === 'verify') return <TwoFactorCodeStep headingId={`${titleId}-step`} headingLevel={headingLevel} onDone={() => void finish()} />;
  if (step === 'enrol') return <TwoFactorEnrol headingId={`${titleId}-step`} headingLevel={headingLevel} required onDone={() => void finish()} />;

  return (
    <form ref={formRef} onSubmit={onSubmit} className="space-y-4" aria-labelledby={titleId}>
      <div className="text-center">
        <Heading id={titleId} className="text-2xl font-bold text-brand-900">
          {messages.auth.title}
        </Heading>
        <p className="mt-1 text-sm text-slate-600">{messages.auth.subtitle}</p>
      </div>
      <AccountField base={titleId} kind="email" label="Email" value={email} onChange={setEmail} />
      <AccountField base={titleId} kind="current-password" label="Password" value={password} onChange={setPassword} />
      <button type="submit" disabled={busy || !ready} className={primaryButtonClass}>
        {busy ? messages.auth.busy : messages.auth.signIn}
      </button>
      <AccountLink href="/auth/reset">{accountMessages.forgotLink}</AccountLink>
    </form>
  );
}
