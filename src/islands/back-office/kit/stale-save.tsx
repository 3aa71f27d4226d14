import { type ReactNode, useState } from 'react';
import type { ApiError, ApiResult } from '../../../browser/api-client';
import { formatDateTime } from '../../../lib/format';
import { messages } from '../../../lib/messages-staff';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../ui/alert-dialog';

const m = messages.backOffice.conflict;
type Stale = NonNullable<ApiError['stale']>;

/** A save refused because the record moved on since the form opened (409 stale_version, functions/http/record-version.ts). */
export function isStaleSave(result: ApiResult<unknown>): result is Extract<ApiResult<unknown>, { ok: false }> & { error: { stale: Stale } } {
  return !result.ok && result.status === 409 && result.error.code === 'stale_version' && typeof result.error.stale?.version === 'number';
}

/** The body a form sends: what changed, and the version it edits when it edits one. */
export const withVersion = <T extends Record<string, unknown>>(body: T, version: number | undefined): T =>
  version === undefined ? body : { ...body, version };

/**
 * The choice after a stale save: reload the other person's version (what was typed goes), or overwrite it (the same
 * save again, naming the version now stored). `caught` tells the form's submit whether the answer was a stale one.
 * docs/decisions/0043-nothing-lost-in-the-back-office.md
 */
export function useStaleSave(onReload: () => void): {
  caught: (result: ApiResult<unknown>, overwrite: (version: number) => void) => boolean;
  prompt: ReactNode;
} {
  const [pending, setPending] = useState<{ stale: Stale; overwrite: (version: number) => void } | null>(null);
  const caught = (result: ApiResult<unknown>, overwrite: (version: number) => void) => {
    if (!isStaleSave(result)) return false;
    setPending({ stale: result.error.stale, overwrite });
    return true;
  };
  const stale = pending?.stale;
  const when = stale?.changed_at ? formatDateTime(stale.changed_at) : '';
  const prompt = (
    <AlertDialog open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
      <AlertDialogContent data-testid="stale-save">
        <AlertDialogHeader>
          <AlertDialogTitle>{m.title}</AlertDialogTitle>
          <AlertDialogDescription>
            {stale && m.changedBy(stale.changed_by ?? m.someone, when)} {m.explain}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel
            autoFocus
            onClick={() => {
              setPending(null);
              onReload();
            }}
          >
            {m.reload}
          </AlertDialogCancel>
          <AlertDialogAction
            onClick={() => {
              const chosen = pending;
              setPending(null);
              if (chosen) chosen.overwrite(chosen.stale.version);
            }}
          >
            {m.overwrite}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
  return { caught, prompt };
}
