import { useState } from 'react';
import { send } from '../../../../browser/api-client';
import { accountApi } from '../../../../browser/api-routes';
import { toast } from '../../../../browser/toast';
import { formatDateTime } from '../../../../lib/format';
import { accountMessages } from '../../../../lib/messages-account';
import type { AccountOverview } from '../../../../lib/schemas/account';
import { describeUserAgent } from '../../../../lib/user-agent';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../ui/alert-dialog';

const m = accountMessages.panel;

/** A person's live sessions, newest use first, and "Sign out everywhere" (this session included, ADR 41). */
export function SessionsList({ sessions }: { sessions: AccountOverview['item']['sessions'] }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function signOutEverywhere() {
    setBusy(true);
    const result = await send(() => accountApi['sign-out-everywhere'].$post());
    setBusy(false);
    if (result.ok || result.status === 401) window.location.assign('/auth');
    else toast(result.error.message, 'error');
  }

  return (
    <div className="space-y-3">
      <ul className="divide-y rounded-md border" data-testid="session-list">
        {sessions.map((session) => (
          <li
            key={`${session.created_at}-${session.ip}-${session.user_agent}`}
            className="grid gap-1 p-3 text-sm sm:grid-cols-[1fr_1fr] sm:gap-x-6"
            data-testid="session-row"
          >
            <div className="sm:col-span-2 flex flex-wrap items-center gap-2">
              <span className="break-words font-medium text-slate-900" title={session.user_agent ?? undefined}>
                {describeUserAgent(session.user_agent) ?? m.unknown}
              </span>
              {session.current && <Badge>{m.thisSession}</Badge>}
            </div>
            <p className="text-slate-700">
              {m.started}: {formatDateTime(session.created_at)}
            </p>
            <p className="text-slate-700">
              {m.lastSeen}: {session.last_seen_at ? formatDateTime(session.last_seen_at) : m.unknown}
            </p>
            <p className="text-slate-700">
              {m.address}: {session.ip ?? m.unknown}
            </p>
          </li>
        ))}
      </ul>
      <AlertDialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          {m.signOutEverywhere}
        </Button>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{m.signOutEverywhere}</AlertDialogTitle>
            <AlertDialogDescription>{m.signOutEverywhereConfirm}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>{m.cancel}</AlertDialogCancel>
            <AlertDialogAction
              disabled={busy}
              onClick={(event) => {
                event.preventDefault();
                void signOutEverywhere();
              }}
            >
              {m.signOutEverywhere}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
