import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { emptyValues } from '../../../../src/islands/back-office/kit/field-spec';
import { FormField } from '../../../../src/islands/back-office/kit/FormField';
import { manualLeadFields } from '../../../../src/islands/back-office/panels/leads/fields';

const fields = manualLeadFields([{ id: 'agent-1', name: 'Alex Agent' }] as never);
const agentField = fields.find((field) => field.name === 'agent_id')!;

function AgentSelect({ agent }: { agent?: string }) {
  const form = useForm({ defaultValues: emptyValues(fields, agent === undefined ? {} : { agent_id: agent }) });
  return (
    <FormProvider {...form}>
      <FormField field={agentField} idPrefix="add" onBusyChange={() => {}} />
    </FormProvider>
  );
}

const trigger = (html: string) => /<button[^>]*role="combobox"[^>]*>/.exec(html)?.[0] ?? '';

describe("Add lead's Agent select", () => {
  it('starts on "Unassigned" (value \'\'), not blank: the trigger shows a chosen option, not the empty placeholder', () => {
    const html = renderToStaticMarkup(createElement(AgentSelect));
    expect(trigger(html)).toContain('role="combobox"');
    expect(trigger(html)).not.toContain('data-placeholder');
  });

  it('an agent chosen shows as chosen too', () => {
    expect(trigger(renderToStaticMarkup(createElement(AgentSelect, { agent: 'agent-1' })))).not.toContain('data-placeholder');
  });
});
