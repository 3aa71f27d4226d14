import { type ComponentType, type CSSProperties, type ReactNode, useCallback, useEffect, useState } from 'react';
import { messages } from '../../../lib/messages-staff';
import { LeavePrompt } from '../kit/LeavePrompt';
import { RebuildIndicator } from '../kit/RebuildIndicator';
import { RebuildProvider, type RebuildSource } from '../kit/rebuild-status';
import { PlaceholderPanel } from '../panels/placeholder/PlaceholderPanel';
import { SidebarProvider } from '../ui/sidebar-context';
import type { AreaDef } from './areas';
import { PanelHeader } from './PanelHeader';
import { PanelSidebar } from './PanelSidebar';
import { usePanelTop } from './use-panel-top';
import { type Me, useStaffGuard } from './use-staff-guard';
import { watchForEndedSession } from '../../../browser/session-ended';
import { useTabInAddress } from './use-tab-in-address';

export interface ShellProps {
  area: AreaDef;
  /** The built tabs; any other tab shows the "not available yet" panel. */
  panels: Partial<Record<string, ComponentType>>;
  /** Whether this area shows the public site's rebuild state (the super admin's writes change public pages). */
  showRebuild?: boolean;
  /** The agent dashboard: the rebuild state, read from this source (its own copy), shows only after a save in this visit. */
  rebuildAfterWrite?: RebuildSource;
  actions?: (me: Me) => ReactNode;
}

/** The frame of a back-office area: the guard, the sidebar of tabs, the header and the open tab's panel. */
export function BackOfficeShell(props: ShellProps) {
  const me = useStaffGuard(props.area.roles);
  // Any back-office call answered 401 from here on means the session ended (src/browser/session-ended.ts).
  useEffect(() => watchForEndedSession(messages.backOffice.form.sessionEnded), []);
  if (!me) {
    return (
      <div className="flex min-h-[70vh] items-center justify-center" role="status">
        <span className="text-slate-600">{messages.backOffice.panel.loading}</span>
      </div>
    );
  }
  return (
    <RebuildProvider enabled={Boolean(props.showRebuild || props.rebuildAfterWrite)} status={props.rebuildAfterWrite} pollOnOpen={!props.rebuildAfterWrite}>
      <Frame {...props} me={me} />
    </RebuildProvider>
  );
}

function Frame({ area, panels, showRebuild, rebuildAfterWrite, actions, me }: ShellProps & { me: Me }) {
  const ids = area.tabs.map((tab) => tab.id);
  // A tab switch while a form holds unsaved changes waits for the person's answer (kit/unsaved-work.ts).
  const [pendingLeave, setPendingLeave] = useState<(() => void) | null>(null);
  const confirmLeave = useCallback((leave: () => void) => setPendingLeave(() => leave), []);
  const [tab, setTab] = useTabInAddress(ids, confirmLeave);
  const top = usePanelTop();
  const current = area.tabs.find((item) => item.id === tab)!;
  const Panel = panels[tab];

  return (
    <SidebarProvider className="min-h-[calc(100svh-var(--panel-top))] bg-slate-50" style={{ '--panel-top': `${top}px` } as CSSProperties}>
      <PanelSidebar tabs={area.tabs} current={tab} onSelect={setTab} />
      <div className="flex min-w-0 flex-1 flex-col">
        <PanelHeader title={area.title} who={me.profile.full_name ?? me.user.email}>
          {showRebuild && <RebuildIndicator />}
          {rebuildAfterWrite && <RebuildIndicator afterWriteOnly />}
          {actions?.(me)}
        </PanelHeader>
        <section className="flex-1 space-y-4 p-4 md:p-6" aria-labelledby="panel-tab-title" data-testid={`panel-${tab}`}>
          <h2 id="panel-tab-title" className="text-lg font-semibold text-slate-900">
            {current.label}
          </h2>
          {Panel ? <Panel key={tab} /> : <PlaceholderPanel label={current.label} />}
        </section>
      </div>
      <LeavePrompt
        open={pendingLeave !== null}
        onStay={() => setPendingLeave(null)}
        onLeave={() => {
          setPendingLeave(null);
          pendingLeave?.();
        }}
      />
    </SidebarProvider>
  );
}
