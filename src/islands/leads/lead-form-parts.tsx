import { messages } from '../../lib/messages';
import type { PublicForm } from '../../lib/forms/form-result';
import { LIMITS } from '../../lib/schemas/leads';
import type { ReactNode } from 'react';
import { FormAlert, FormResults, Honeypot, PrivacyNote, SubmitButton, TextField } from './fields';
import type { useLeadForm } from './use-lead-form';

type ContactValues = { full_name: string; email: string; phone: string };
type LeadForm<V extends ContactValues> = ReturnType<typeof useLeadForm<V>>;

/**
 * The contact block every full lead form opens with (docs/product/lead-forms.md): full name, then email and phone
 * side by side, all required. `children` join the two-column grid after the phone.
 */
export function ContactFields<V extends ContactValues>({ form, children }: { form: LeadForm<V>; children?: ReactNode }) {
  return (
    <>
      <TextField {...form.bind('full_name')} label="Full name" required autoComplete="name" maxLength={LIMITS.name} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...form.bind('email')} label="Email" type="email" required autoComplete="email" maxLength={LIMITS.email} />
        <TextField {...form.bind('phone')} label="Phone" type="tel" required autoComplete="tel" maxLength={LIMITS.phone} />
        {children}
      </div>
    </>
  );
}

/** What closes a lead form: the honeypot, the no-JavaScript outcome, the privacy note, the form's alert and its button. */
export function LeadFormFooter<V extends ContactValues>({ form, result, submitLabel }: { form: LeadForm<V>; result: PublicForm; submitLabel: string }) {
  return (
    <>
      <Honeypot value={form.honeypot} onChange={form.setHoneypot} />
      <FormResults form={result} stale={form.outcomeStale} />
      <PrivacyNote />
      <FormAlert id={`${form.idPrefix}-alert`} message={form.formError} />
      <SubmitButton busy={form.busy} label={submitLabel} busyLabel={messages.contact.submitting} />
    </>
  );
}
