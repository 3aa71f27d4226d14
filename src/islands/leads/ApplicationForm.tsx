import { useEffect, useState } from 'react';
import { findAgentByKey } from '../../lib/agent-links';
import { type AgentIndexEntry, loadAgentIndex } from '../../lib/agents/agent-index';
import { readApplicationPrefill } from '../../lib/application-prefill';
import { messages } from '../../lib/messages';
import { applicationSchema, LIMITS } from '../../lib/schemas/leads';
import { toast } from '../../browser/toast';
import { requiredNote, SelectField, TextAreaField, TextField } from './fields';
import { ContactFields, LeadFormFooter } from './lead-form-parts';
import { leadEndpoint, useLeadForm } from './use-lead-form';
import { leadsApi } from '../../browser/api-routes';

const initial = { full_name: '', email: '', phone: '', amount: '', property_address: '', agent_id: '', message: '' };

/**
 * docs/product/lead-forms.md#application-form: the mortgage application form (full name, email, phone required; amount numeric; agent optional). A link
 * from the affordability calculator carries its scenario (amount, price, down payment, rate) and one from an agent
 * page carries the agent: both are filled in once the page is in the browser (the page itself is static).
 * The agent choices come from the agents index (/find-broker/agents.json) once the form is in use, not from the
 * page's HTML, so the page does not grow with the team (ADR 31, "Pages that do not grow"). Until the list arrives,
 * and without JavaScript, a hint says how to choose: from the agent's own page, whose Apply Now link names them
 * (the API reads ?agent= from the page address on a plain post). An agent's link is chosen at once, before the list
 * arrives, so an early submission never goes in without the agent the visitor came for.
 */
export default function ApplicationForm() {
  const [agents, setAgents] = useState<Pick<AgentIndexEntry, 'id' | 'name' | 'profile_slug'>[] | null>(null);
  // The ?agent= key (an id or slug, which the API accepts) until the list names the agent.
  const [linkedAgent, setLinkedAgent] = useState<string | null>(null);
  const form = useLeadForm({
    idPrefix: 'application',
    initial,
    schema: applicationSchema,
    endpoint: leadEndpoint(leadsApi.application),
    failureMessage: messages.applications.failure,
    onSuccess: () => {
      toast(messages.applications.success, 'success');
      toast(messages.applications.fileLinkSent, 'info', 12_000);
      // The staff list on this page refreshes itself when a new application is stored.
      window.dispatchEvent(new CustomEvent('application-submitted'));
    },
  });
  const { setField } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival; later edits are the visitor's.
  useEffect(() => {
    const prefill = readApplicationPrefill(new URLSearchParams(window.location.search));
    if (prefill.amount) setField('amount', prefill.amount);
    if (prefill.message) setField('message', prefill.message);
    if (prefill.agent) {
      setLinkedAgent(prefill.agent);
      setField('agent_id', prefill.agent);
    }
    let current = true;
    loadAgentIndex()
      .then((index) => {
        if (!current) return;
        setAgents(index);
        setLinkedAgent(null);
        const agent = findAgentByKey(index, prefill.agent);
        // An agent's link naming nobody active: the choice falls back to "No preference", shown as such.
        if (prefill.agent) setField('agent_id', agent?.id ?? '');
      })
      // No index (offline, a failed request): the link's agent (if any) stays chosen and the form still sends.
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // Once, on arrival: later edits are the visitor's.
  }, []);
  return (
    <form {...form.formProps} aria-labelledby="application-heading" className="space-y-5">
      <h2 id="application-heading" className="text-2xl font-bold text-slate-900">
        Mortgage application
      </h2>
      {requiredNote}
      <ContactFields form={form}>
        <TextField {...form.bind('amount')} label="Mortgage amount (CAD)" inputMode="decimal" maxLength={20} hint="Numbers only, e.g. 450000" />
        <SelectField
          {...form.bind('agent_id')}
          label="Agent"
          options={[
            { value: '', label: 'No preference' },
            ...(linkedAgent ? [{ value: linkedAgent, label: messages.applications.agentFromLink }] : []),
            ...(agents ?? []).map((agent) => ({ value: agent.id, label: agent.name })),
          ]}
        />
      </ContactFields>
      {agents === null && (
        <p className="text-sm text-slate-700" data-agent-hint>
          {messages.applications.agentHint}{' '}
          <a href="/find-broker" className="font-semibold text-brand-800 underline underline-offset-2">
            {messages.applications.agentHintLink}
          </a>{' '}
          {messages.applications.agentHintEnd}
        </p>
      )}
      <TextField {...form.bind('property_address')} label="Property address" autoComplete="street-address" maxLength={LIMITS.address} />
      <TextAreaField {...form.bind('message')} label="Message" rows={4} maxLength={LIMITS.message} />
      <LeadFormFooter result="application" form={form} submitLabel={messages.applications.submit} />
    </form>
  );
}
