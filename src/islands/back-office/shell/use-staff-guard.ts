import { useEffect, useState } from 'react';
import { setStaffRole } from '../../../browser/staff-session';
import { send } from '../../../browser/api-client';
import { authApi } from '../../../browser/api-routes';
import { messages } from '../../../lib/messages';
import { flashToast, toast } from '../../../browser/toast';
import { setDraftOwner } from '../kit/dialog-draft';

export interface Me {
  user: { id: string; email: string };
  profile: { role: string; full_name: string | null };
  /** Present once the API links the signed-in agent; View My Page uses the slug. */
  agent?: { id: string; profile_slug: string | null } | null;
}

/**
 * The guard of both back-office areas (docs/product/sign-in-and-roles.md#area-access). The page is static; the API decides: not
 * signed in goes to /auth, a wrong role goes to / with 'Access denied'. Every data call is guarded on the server too.
 */
export function useStaffGuard(roles: readonly string[]): Me | null {
  const [me, setMe] = useState<Me | null>(null);

  useEffect(() => {
    void (async () => {
      const result = await send(() => authApi.me.$get());
      if (!result.ok) {
        if (result.status === 401) window.location.replace('/auth');
        else toast(messages.auth.roleCheckError, 'error');
        return;
      }
      if (!roles.includes(result.data.profile.role)) {
        flashToast(messages.auth.accessDenied, 'error');
        window.location.replace('/');
        return;
      }
      // Kept drafts are given back only to the person who typed them (kit/dialog-draft.ts).
      setDraftOwner(result.data.user.id);
      // Panels that differ by role read it from the shared store (an agent's delete of a live post only asks, ADR 45).
      setStaffRole(result.data.profile.role);
      setMe(result.data);
    })();
  }, [roles]);

  return me;
}

export async function signOut(): Promise<void> {
  await send(() => authApi['sign-out'].$post());
  window.location.assign('/');
}
