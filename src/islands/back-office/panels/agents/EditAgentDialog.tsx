import { useEffect, useId, useRef, useState } from 'react';
import { FormProvider, get } from 'react-hook-form';
import { messages } from '../../../../lib/messages-staff';
import type { AgentRow } from '../../../../lib/schemas/agents';
import { UploadAgentContext } from '../../kit/upload-agent';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../ui/dialog';
import { SaveFooter } from '../../kit/SaveFooter';
import { formHasChanges, useDiscardGuard } from '../../kit/use-discard-guard';
import { takeDraft, useKeepDraftWhenSessionEnds } from '../../kit/dialog-draft';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import type { RowKit } from '../../kit/ResourcePanel';
import { saveAgent } from './agent-actions';
import { ProfileFields } from '../agent-profile/ProfileFields';
import { ADMIN_EDIT_SECTION, ADMIN_EDIT_TABS } from '../agent-profile/sections';
import { useProfileForm } from '../agent-profile/use-profile-form';

const m = messages.backOffice;
type TabId = (typeof ADMIN_EDIT_TABS)[number]['id'];
const tabOf = (name: string): TabId => ADMIN_EDIT_TABS.find((tab) => tab.fields.some((field) => field.name === name))?.id ?? 'basic';

interface EditAgentDialogProps {
  agent: AgentRow | null;
  onClose: () => void;
  /** After a save, the list is read again; after "Reload their version" on a stale save too. */
  kit: RowKit<AgentRow>;
}

/**
 * The kept draft's name across an ended session (kit/dialog-draft.ts): the tab's noun, under which ResourcePanel
 * reopens the editor on its agent.
 */
const AGENT_DRAFT = 'agent';
const ALL_FIELDS = ADMIN_EDIT_TABS.flatMap((tab) => tab.fields);

/** The Agents tab's editor (ResourcePanel's `editDialog`). */
export const agentEditDialog = (agent: AgentRow | null, close: () => void, kit: RowKit<AgentRow>) => (
  <EditAgentDialog agent={agent} onClose={close} kit={kit} />
);

/**
 * The super admin's edit dialog (docs/product/back-office-agents.md#agent-management: tabs Basic Info, Social Links, App Links and SEO): the shared profile editor's
 * field lists over one form and one Save. A field with an error in a hidden tab opens that tab. Uploads go to this
 * agent's folders.
 */
function EditAgentDialog({ agent, onClose, kit }: EditAgentDialogProps) {
  // The content asks before unsaved changes go (useDiscardGuard); it tells the dialog how to close.
  const requestClose = useRef<(() => void) | null>(null);
  return (
    <Dialog open={agent !== null} onOpenChange={(next) => !next && (requestClose.current ? requestClose.current() : onClose())}>
      {agent && (
        <EditAgentContent
          agent={agent}
          onClose={onClose}
          kit={kit}
          registerClose={(close) => {
            requestClose.current = close;
          }}
        />
      )}
    </Dialog>
  );
}

function EditAgentContent({
  agent,
  onClose: close,
  kit,
  registerClose,
}: EditAgentDialogProps & { agent: AgentRow; registerClose: (close: () => void) => void }) {
  const idPrefix = useId();
  const [tab, setTab] = useState<TabId>('basic');
  const { form, submit, failed, saving, uploading, onBusyChange, stalePrompt } = useProfileForm({
    ...ADMIN_EDIT_SECTION,
    row: agent,
    save: (body) => saveAgent(agent.id, body),
    // The form has toasted and followed the rebuild: the list is read again.
    onSaved: () => {
      kit.reload();
      close();
    },
    onUnchanged: close,
    revealField: (name) => setTab(tabOf(name)),
    onReload: () => {
      close();
      kit.reload();
    },
  });
  // Typed before the session ended, and kept across signing in again: given back once, marked as changes.
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    const draft = takeDraft(AGENT_DRAFT, agent.id);
    if (!draft) return;
    for (const field of ALL_FIELDS) {
      const value: unknown = get(draft, field.name);
      if (value !== undefined) form.setValue(field.name, value, { shouldDirty: true });
    }
    setRestored(true);
  }, [agent.id, form]);
  useKeepDraftWhenSessionEnds(true, AGENT_DRAFT, form.getValues as () => Record<string, string>, agent.id);
  const errors = form.formState.errors;
  const { requestClose, guard } = useDiscardGuard(() => formHasChanges(form), close);
  useEffect(() => {
    registerClose(requestClose);
  });

  return (
    <>
      <DialogContent
        closeLabel={m.panel.close}
        aria-describedby={undefined}
        className="sm:max-w-2xl"
        onInteractOutside={(event) => saving && event.preventDefault()}
        onEscapeKeyDown={(event) => saving && event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{m.agents.editTitle(agent.name)}</DialogTitle>
        </DialogHeader>
        <UploadAgentContext.Provider value={agent.id}>
          <FormProvider {...form}>
            <form onSubmit={(event) => void submit(event)} noValidate className="grid min-w-0 gap-4">
              {restored && !failed && (
                <p role="status" className="rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-sm font-medium text-blue-900">
                  {m.form.draftRestored}
                </p>
              )}
              {failed && (
                <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
                  {failed}
                </p>
              )}
              <Tabs value={tab} onValueChange={(value) => setTab(value as TabId)} className="grid min-w-0 gap-4">
                <TabsList>
                  {ADMIN_EDIT_TABS.map((item) => {
                    const invalid = item.fields.some((field) => get(errors, field.name));
                    return (
                      <TabsTrigger key={item.id} value={item.id}>
                        {item.label}
                        {invalid && (
                          <>
                            <span className="text-destructive" aria-hidden="true">
                              !
                            </span>
                            <span className="sr-only">({m.agents.tabHasErrors})</span>
                          </>
                        )}
                      </TabsTrigger>
                    );
                  })}
                </TabsList>
                {ADMIN_EDIT_TABS.map((item) => (
                  // forceMount: every tab's inputs stay registered, so one Save sends them all.
                  <TabsContent key={item.id} value={item.id} forceMount>
                    <ProfileFields fields={item.fields} idPrefix={idPrefix} onBusyChange={onBusyChange} />
                  </TabsContent>
                ))}
              </Tabs>
              <SaveFooter saving={saving} uploading={uploading} onCancel={requestClose} />
            </form>
          </FormProvider>
        </UploadAgentContext.Provider>
      </DialogContent>
      {guard}
      {stalePrompt}
    </>
  );
}
