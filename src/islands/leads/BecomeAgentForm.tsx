import { messages } from '../../lib/messages';
import { agentApplicationSchema, EXPERIENCE_LEVELS, LIMITS } from '../../lib/schemas/leads';
import { toast } from '../../browser/toast';
import { FormAlert, FormResults, Honeypot, requiredNote, SelectField, SubmitButton, TextAreaField, TextField, PrivacyNote } from './fields';
import { useLeadForm } from './use-lead-form';

const initial = { full_name: '', email: '', phone: '', experience: '', message: '' };

/** docs/product/lead-forms.md#become-an-agent-form: Become an Agent form, stored as an agent-application lead. */
export default function BecomeAgentForm() {
  const form = useLeadForm({
    idPrefix: 'agent-app',
    initial,
    schema: agentApplicationSchema,
    endpoint: '/api/leads/agent-application',
    failureMessage: messages.becomeAgent.failure,
    onSuccess: () => toast(messages.becomeAgent.success, 'success'),
  });
  const { values, setField, errors } = form;
  return (
    <form {...form.formProps} aria-labelledby="agent-app-heading" className="space-y-5">
      <h2 id="agent-app-heading" className="text-2xl font-bold text-slate-900">
        Apply to join our team
      </h2>
      {requiredNote}
      <TextField
        id="agent-app-full_name"
        label="Full name"
        required
        autoComplete="name"
        maxLength={LIMITS.name}
        value={values.full_name}
        onChange={(v) => setField('full_name', v)}
        error={errors.full_name}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="agent-app-email"
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
          id="agent-app-phone"
          label="Phone"
          type="tel"
          required
          autoComplete="tel"
          maxLength={LIMITS.phone}
          value={values.phone}
          onChange={(v) => setField('phone', v)}
          error={errors.phone}
        />
      </div>
      <SelectField
        id="agent-app-experience"
        label="Current experience level"
        required
        value={values.experience}
        onChange={(v) => setField('experience', v)}
        options={[{ value: '', label: 'Choose your level' }, ...EXPERIENCE_LEVELS.map((level) => ({ value: level, label: level }))]}
        error={errors.experience}
      />
      <TextAreaField
        id="agent-app-message"
        label="Additional information"
        rows={4}
        maxLength={LIMITS.message}
        value={values.message}
        onChange={(v) => setField('message', v)}
        error={errors.message}
      />
      <Honeypot value={form.honeypot} onChange={form.setHoneypot} />
      <FormResults form="agent-application" stale={form.outcomeStale} />
      <PrivacyNote />
      <FormAlert id="agent-app-alert" message={form.formError} />
      <SubmitButton busy={form.busy} label={messages.becomeAgent.submit} busyLabel={messages.contact.submitting} />
    </form>
  );
}
