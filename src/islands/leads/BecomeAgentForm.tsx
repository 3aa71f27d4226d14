import { messages } from '../../lib/messages';
import { agentApplicationSchema, EXPERIENCE_LEVELS, LIMITS } from '../../lib/schemas/leads';
import { toast } from '../../browser/toast';
import { requiredNote, SelectField, TextAreaField } from './fields';
import { ContactFields, LeadFormFooter } from './lead-form-parts';
import { leadEndpoint, useLeadForm } from './use-lead-form';
import { leadsApi } from '../../browser/api-routes';

const initial = { full_name: '', email: '', phone: '', experience: '', message: '' };

/** docs/product/lead-forms.md#become-an-agent-form: Become an Agent form, stored as an agent-application lead. */
export default function BecomeAgentForm() {
  const form = useLeadForm({
    idPrefix: 'agent-app',
    initial,
    schema: agentApplicationSchema,
    endpoint: leadEndpoint(leadsApi['agent-application']),
    failureMessage: messages.becomeAgent.failure,
    onSuccess: () => toast(messages.becomeAgent.success, 'success'),
  });
  return (
    <form {...form.formProps} aria-labelledby="agent-app-heading" className="space-y-5">
      <h2 id="agent-app-heading" className="text-2xl font-bold text-slate-900">
        Apply to join our team
      </h2>
      {requiredNote}
      <ContactFields form={form} />
      <SelectField
        {...form.bind('experience')}
        label="Current experience level"
        required
        options={[{ value: '', label: 'Choose your level' }, ...EXPERIENCE_LEVELS.map((level) => ({ value: level, label: level }))]}
      />
      <TextAreaField {...form.bind('message')} label="Additional information" rows={4} maxLength={LIMITS.message} />
      <LeadFormFooter result="agent-application" form={form} submitLabel={messages.becomeAgent.submit} />
    </form>
  );
}
