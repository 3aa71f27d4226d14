import { useId } from 'react';
import { FormProvider } from 'react-hook-form';
import { send } from '../../../../browser/api-client';
import { agentApi } from '../../../../browser/api-routes';
import { messages } from '../../../../lib/messages-staff';
import type { AgentRow } from '../../../../lib/schemas/agents';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { loadOwnAgent, setOwnAgent, useOwnAgent } from '../agent-profile/own-agent';
import { ProfileFields } from '../agent-profile/ProfileFields';
import type { ProfileValues } from '../agent-profile/profile-values';
import { DASHBOARD_SECTIONS } from '../agent-profile/sections';
import { useProfileForm } from '../agent-profile/use-profile-form';

type SectionId = keyof typeof DASHBOARD_SECTIONS;
const m = messages.backOffice;

// PATCH /api/agent/profile: the API finds the agent by the session; the body never names one.
const saveOwn = (body: ProfileValues) => send(() => agentApi.profile.$patch({ json: body }));

/** One of the agent dashboard's profile tabs: the own agent row, loaded once, and this section's form. */
export function ProfileSectionPanel({ section }: { section: SectionId }) {
  const { agent, error, reload } = useOwnAgent();
  if (!agent && error) {
    return (
      <p className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        {error}{' '}
        <Button variant="link" onClick={reload}>
          {m.table.loadRetry}
        </Button>
      </p>
    );
  }
  if (!agent) {
    return (
      <div className="max-w-2xl space-y-4 rounded-lg border border-border bg-white p-4 md:p-6" aria-busy="true">
        <span className="sr-only">{m.panel.loading}</span>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  return <SectionForm section={section} agent={agent} />;
}

function SectionForm({ section, agent }: { section: SectionId; agent: AgentRow }) {
  const idPrefix = useId();
  const config = DASHBOARD_SECTIONS[section];
  const { form, submit, failed, saving, uploading, onBusyChange, stalePrompt } = useProfileForm({
    ...config,
    row: agent,
    save: saveOwn,
    onSaved: setOwnAgent,
    onReload: () => void loadOwnAgent(),
    // Switching tabs unmounts this form: what was typed and not saved waits here for the way back.
    draftKey: `agent-dashboard-draft:${agent.id}:${section}`,
  });
  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="max-w-2xl space-y-4 rounded-lg border border-border bg-white p-4 md:p-6"
        data-section={section}
      >
        {failed && <p className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">{failed}</p>}
        <ProfileFields fields={config.fields} idPrefix={idPrefix} onBusyChange={onBusyChange} />
        <div className="flex justify-end">
          <Button type="submit" disabled={saving || uploading}>
            {saving ? m.form.saving : m.form.save}
          </Button>
        </div>
      </form>
      {stalePrompt}
    </FormProvider>
  );
}
