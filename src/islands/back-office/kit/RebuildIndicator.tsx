import { messages } from '../../../lib/messages-staff';
import { SITE_TIME_ZONE } from '../../../lib/format';
import { type RebuildState, useRebuildStatus } from './rebuild-status';
import { StatusBadge, type StatusTone } from './StatusBadge';

const m = messages.backOffice.rebuild;

const timeFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, hour: 'numeric', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, month: 'short', day: 'numeric' });

/** "3:45 p.m.", or "Jun 2, 3:45 p.m." when it was not today (Toronto time, like the rest of the site). */
export function formatLiveTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const time = timeFormat.format(at);
  return dayFormat.format(at) === dayFormat.format(now) ? time : `${dayFormat.format(at)}, ${time}`;
}

export function describeRebuild(state: RebuildState | null, unavailable: boolean): { tone: StatusTone; text: string } {
  if (!state) return unavailable ? { tone: 'neutral', text: m.unavailable } : { tone: 'neutral', text: messages.backOffice.panel.loading };
  if (state.running) return { tone: 'working', text: m.building };
  if (state.pending) return { tone: 'pending', text: m.queued };
  if (state.last_status === 'failed') return { tone: 'danger', text: m.failed };
  if (state.last_finished_at) return { tone: 'success', text: m.live(formatLiveTime(state.last_finished_at)) };
  return { tone: 'success', text: m.upToDate };
}

/**
 * The public site's rebuild state after each write: queued, building, live at a time, or failed. `afterWriteOnly`:
 * hidden until this panel has saved something (the agent dashboard, where most visits change nothing public).
 */
export function RebuildIndicator({ afterWriteOnly = false }: { afterWriteOnly?: boolean }) {
  const { state, unavailable, watched } = useRebuildStatus();
  if (afterWriteOnly && !watched) return null;
  const { tone, text } = describeRebuild(state, unavailable);
  return (
    <p role="status" className="flex min-h-6 items-center" data-testid="rebuild-state" title={state?.last_error ?? undefined}>
      <StatusBadge tone={tone}>{text}</StatusBadge>
    </p>
  );
}
