/** Inline 'Send me a copy' form: an email, a consent box, and the scenario posted as JSON. */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { messages } from '../../lib/messages';
import { toast } from '../../browser/toast';
import { buttonPrimary, buttonSecondary, CheckboxField } from './CalculatorFields';
import { PrivacyNote } from '../leads/fields';
import { createIdempotencyKeys, sendCalculatorCopy, sendCopyMessages, validateCopyEmail, type CalculatorCopyScenario } from './send-copy';

interface Props {
  id: string;
  scenario: CalculatorCopyScenario;
  onClose: () => void;
}

export function SendCopyForm({ id, scenario, onClose }: Props) {
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [sending, setSending] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const keyFor = useRef(createIdempotencyKeys()).current;

  useEffect(() => emailInput.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const invalid = validateCopyEmail(email);
    setFieldError(invalid);
    setFormError(null);
    if (invalid) {
      emailInput.current?.focus();
      return;
    }
    const payload = { email: email.trim(), consent, scenario };
    setSending(true);
    const outcome = await sendCalculatorCopy({ ...payload, idempotency_key: keyFor(payload) }, fetch);
    setSending(false);
    if (outcome.ok) {
      toast(sendCopyMessages.sent(payload.email), 'success');
      onClose();
      return;
    }
    // The typed email stays so the visitor can correct it rather than start again.
    setFormError(outcome.message);
    if (outcome.fields?.email) setFieldError(outcome.fields.email);
  }

  const describedBy = [fieldError ? `${id}-email-error` : '', formError ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <form id={id} noValidate onSubmit={submit} aria-label="Send me a copy" className="mt-4 space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <div>
        <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-800">
          Email
        </label>
        <input
          ref={emailInput}
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900"
        />
        {fieldError && (
          <p id={`${id}-email-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
            {fieldError}
          </p>
        )}
      </div>
      <CheckboxField id={`${id}-consent`} label={messages.leads.calculatorCopyConsentLabel} checked={consent} onChange={setConsent} />
      <PrivacyNote />
      {formError && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonPrimary} disabled={sending}>
          {sending ? sendCopyMessages.sending : sendCopyMessages.submit}
        </button>
        <button type="button" className={buttonSecondary} onClick={onClose} disabled={sending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
