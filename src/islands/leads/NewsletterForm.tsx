import { messages } from '../../lib/messages';
import { LIMITS, newsletterSchema } from '../../lib/schemas/leads';
import { toast } from '../../browser/toast';
import { FormAlert, FormResults, Honeypot, SubmitButton, TextField, PrivacyNote } from './fields';
import { useLeadForm } from './use-lead-form';

/** Spec: Newsletter. A repeated address is a success too (the API makes no second lead); double opt-in (ADR 39). */
export default function NewsletterForm() {
  const form = useLeadForm({
    idPrefix: 'newsletter',
    initial: { email: '' },
    schema: newsletterSchema,
    endpoint: '/api/leads/newsletter',
    failureMessage: messages.newsletter.failure,
    // The spec's words, then ours: the subscription waits for the emailed link (ADR 39).
    onSuccess: () => toast(`${messages.newsletter.success} ${messages.newsletter.checkInbox}`, 'success'),
  });
  return (
    <form {...form.formProps} aria-label="Newsletter sign-up" className="space-y-4">
      <TextField
        id="newsletter-email"
        label="Email"
        type="email"
        required
        autoComplete="email"
        maxLength={LIMITS.email}
        value={form.values.email}
        onChange={(v) => form.setField('email', v)}
        error={form.errors.email}
        hint={messages.newsletter.consentLabel}
      />
      <Honeypot value={form.honeypot} onChange={form.setHoneypot} />
      <FormResults form="newsletter" stale={form.outcomeStale} />
      <PrivacyNote />
      <FormAlert id="newsletter-alert" message={form.formError} />
      <SubmitButton busy={form.busy} label={messages.newsletter.submit} busyLabel={messages.newsletter.submitting} />
    </form>
  );
}
