import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect } from 'react';
import { isSessionEnded, send } from '../../../../browser/api-client';
import { agentApi } from '../../../../browser/api-routes';
import { toast } from '../../../../browser/toast';
import { messages } from '../../../../lib/messages-staff';
import type { AgentRow } from '../../../../lib/schemas/agents';

/**
 * The signed-in agent's own row (GET /api/agent/profile), read once per visit and shared by the dashboard's tabs and
 * its View My Page button, so a saved slug moves the button at once. The API finds the row by the session only.
 * A nanostores atom (the design card's state library) holds it.
 */
type State = { agent: AgentRow | null; error: string | null; loading: boolean };
const $ownAgent = atom<State>({ agent: null, error: null, loading: false });
let requested = false;

const update = (next: Partial<State>) => $ownAgent.set({ ...$ownAgent.get(), ...next });

export async function loadOwnAgent(): Promise<void> {
  requested = true;
  update({ loading: true });
  const result = await send(() => agentApi.profile.$get());
  if (result.ok) return update({ agent: result.data.item, error: null, loading: false });
  if (isSessionEnded(result)) return;
  // docs/product/back-office-agents.md#profile-tab: the dashboard's own profile that cannot be read says 'Failed to load profile data'.
  const error = result.status === 404 ? messages.backOffice.agents.notFound : messages.auth.profileDataError;
  update({ error, loading: false });
  // An account without an agents row (an admin) is told so in the tab itself, not on every visit.
  if (result.status !== 404) toast(error, 'error');
}

/** After a save: the API's answer is the stored row. */
export const setOwnAgent = (agent: AgentRow) => update({ agent, error: null });

export function useOwnAgent(): State & { reload: () => void } {
  const current = useStore($ownAgent);
  useEffect(() => {
    if (!requested) void loadOwnAgent();
  }, []);
  return { ...current, reload: () => void loadOwnAgent() };
}
