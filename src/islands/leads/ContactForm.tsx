import { messages } from '../../lib/messages';
import { contactSchema, LIMITS, PHONE_TYPES, type PhoneType } from '../../lib/schemas/leads';
import { $staffRole } from '../../browser/staff-session';
import { toast } from '../../browser/toast';
import { CheckboxField, FormAlert, FormResults, Honeypot, requiredNote, SelectField, SubmitButton, TextAreaField, TextField, PrivacyNote } from './fields';
import { useLeadForm } from './use-lead-form';

interface ContactAnswer {
  lead_id: string;
  alliance: 'submitted' | 'failed' | 'skipped' | 'pending';
}

const initial = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  phoneType: 'Mobile' as PhoneType,
  postalCode: '',
  message: '',
  consent: false,
};

const ALLIANCE_TOASTS = {
  submitted: [messages.contact.allianceSuccess, 'success'],
  failed: [messages.contact.allianceFailure, 'error'],
  skipped: [messages.contact.allianceSkipped, 'info'],
} as const;

/**
 * Spec: Contact form. On success it clears, with phone type back to Mobile and consent unticked, and the spec's
 * success message stays beside the button until the visitor types again (a toast fades before a slow reader has
 * read it; ADR 48). The alliance outcome is about the brokerage's own plumbing: only signed-in staff see it.
 */
export function ContactForm({ agentId }: { agentId: string | null }) {
  const form = useLeadForm<typeof initial, ContactAnswer>({
    idPrefix: 'contact',
    initial,
    schema: contactSchema,
    endpoint: '/api/leads/contact',
    failureMessage: messages.contact.failure,
    extra: { agent_id: agentId },
    onSuccess: (answer) => {
      if (answer.alliance !== 'pending' && $staffRole.get()) {
        const [message, variant] = ALLIANCE_TOASTS[answer.alliance];
        toast(message, variant);
      }
    },
  });
  const { values, setField, errors } = form;

  return (
    <form {...form.formProps} aria-labelledby="contact-form-heading" aria-describedby="contact-form-alert" className="space-y-5">
      <h2 id="contact-form-heading" className="text-xl font-bold text-slate-900">
        Send us a message
      </h2>
      {requiredNote}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="contact-firstName"
          label="First name"
          required
          autoComplete="given-name"
          maxLength={LIMITS.name}
          value={values.firstName}
          onChange={(v) => setField('firstName', v)}
          error={errors.firstName}
        />
        <TextField
          id="contact-lastName"
          label="Last name"
          required
          autoComplete="family-name"
          maxLength={LIMITS.name}
          value={values.lastName}
          onChange={(v) => setField('lastName', v)}
          error={errors.lastName}
        />
        <TextField
          id="contact-email"
          label="Email"
          type="email"
          required
          autoComplete="email"
          maxLength={LIMITS.email}
          value={values.email}
          onChange={(v) => setField('email', v)}
          error={errors.email}
        />
        <TextField
          id="contact-phone"
          label="Phone"
          type="tel"
          required
          autoComplete="tel"
          maxLength={LIMITS.phone}
          value={values.phone}
          onChange={(v) => setField('phone', v)}
          error={errors.phone}
        />
        <SelectField
          id="contact-phoneType"
          label="Phone type"
          value={values.phoneType}
          onChange={(v) => setField('phoneType', v as PhoneType)}
          options={PHONE_TYPES.map((type) => ({ value: type, label: type }))}
          error={errors.phoneType}
        />
        <TextField
          id="contact-postalCode"
          label="Postal code"
          autoComplete="postal-code"
          maxLength={LIMITS.postalCode}
          value={values.postalCode}
          onChange={(v) => setField('postalCode', v)}
          error={errors.postalCode}
        />
      </div>
      <TextAreaField
        id="contact-message"
        label="Comments"
        required
        rows={5}
        maxLength={LIMITS.message}
        value={values.message}
        onChange={(v) => setField('message', v)}
        error={errors.message}
      />
      <CheckboxField id="contact-consent" required checked={values.consent} onChange={(v) => setField('consent', v)} error={errors.consent}>
        {messages.contact.consentLabel}
      </CheckboxField>
      <Honeypot value={form.honeypot} onChange={form.setHoneypot} />
      {/* Posted by the plain form; the island sends the same value from its own state. */}
      <input type="hidden" name="agent_id" value={agentId ?? ''} />
      <FormResults form="contact" stale={form.outcomeStale} shown={form.sent ? 'sent' : null} />
      <PrivacyNote />
      <FormAlert id="contact-form-alert" message={form.formError} />
      <SubmitButton busy={form.busy} label={messages.contact.submit} busyLabel={messages.contact.submitting} />
    </form>
  );
}
