import { useState } from 'react';
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

export interface ConfirmPromptProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The safe choice (Cancel, Stay, Keep editing): focus starts on it, so a stray Enter changes nothing. */
  cancel: string;
  confirm: string;
  /**
   * The confirmed action. A promise keeps the prompt open, its buttons disabled, until it answers (closing on true);
   * otherwise the prompt closes at once.
   */
  onConfirm: () => undefined | Promise<boolean>;
  testId?: string;
  /** Where focus goes once the prompt has closed (after a delete the row's own button is gone). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The back office's one confirmation (ADR 43): delete (ConfirmDialog below), leave the tab (LeavePrompt) and discard
 * a dialog's changes (use-discard-guard) all ask through it, alike in focus, keys and wording's place.
 */
export function ConfirmPrompt({ open, onOpenChange, title, description, cancel, confirm, onConfirm, testId, onCloseAutoFocus }: ConfirmPromptProps) {
  const [busy, setBusy] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialogContent data-testid={testId} onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel autoFocus disabled={busy}>
            {cancel}
          </AlertDialogCancel>
          <AlertDialogAction
            disabled={busy}
            onClick={(event) => {
              event.preventDefault();
              const answer = onConfirm();
              if (!answer) return onOpenChange(false);
              setBusy(true);
              void answer.then((done) => {
                setBusy(false);
                if (done) onOpenChange(false);
              });
            }}
          >
            {confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

const m = messages.backOffice.confirm;

/**
 * The delete confirmation (docs/product/back-office-shell.md#delete-confirmation: 'Are you sure you want to delete this product?'), naming the item so
 * nobody removes the wrong row. Focus starts on Cancel; the dialog stays open until the delete has answered.
 */
export interface ConfirmDialogProps {
  /** 'product', 'service', 'lender' */
  kind: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Resolves true once deleted (the dialog then closes). */
  onConfirm: () => Promise<boolean>;
  /** Where focus goes after a delete, since the row's own button is gone. */
  onCloseAutoFocus?: (event: Event) => void;
  /** What happens instead of a removal, when the delete only asks (an agent's live post waits for approval, ADR 45). */
  description?: string;
}

export function ConfirmDialog({ kind, name, description, ...rest }: ConfirmDialogProps) {
  return <ConfirmPrompt {...rest} title={m.deleteThis(kind)} description={description ?? m.deleteNamed(name)} cancel={m.cancel} confirm={m.delete} />;
}
