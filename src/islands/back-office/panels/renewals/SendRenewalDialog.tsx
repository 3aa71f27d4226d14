import { useState } from 'react';
import { messages } from '../../../../lib/messages-staff';
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
import { buttonVariants } from '../../ui/button';

const m = messages.backOffice.renewals;

/**
 * The renewal email goes only after this confirmation (ADR 39), which names the recipient and their address so a
 * press on the wrong row sends nothing. Focus starts on Cancel; the dialog stays open until the send has answered.
 */
export function SendRenewalDialog({
  recipient,
  onOpenChange,
  onConfirm,
}: {
  recipient: { name: string; email: string } | null;
  onOpenChange: (open: boolean) => void;
  /** Resolves once the send has answered (the dialog then closes). */
  onConfirm: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <AlertDialog open={recipient !== null} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{m.confirmTitle}</AlertDialogTitle>
          <AlertDialogDescription className="break-words">{recipient ? m.confirmText(recipient.name, recipient.email) : ''}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{m.confirmCancel}</AlertDialogCancel>
          <AlertDialogAction
            // Sending is not destructive: the primary look, not the delete dialog's red.
            className={buttonVariants()}
            disabled={busy}
            onClick={(event) => {
              event.preventDefault();
              setBusy(true);
              void onConfirm().finally(() => {
                setBusy(false);
                onOpenChange(false);
              });
            }}
          >
            {busy ? m.sending : m.confirmSend}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
