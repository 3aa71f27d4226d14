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

const m = messages.backOffice.confirm;

/**
 * The delete confirmation (spec section 8: 'Are you sure you want to delete this product?'), naming the item so
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
}

export function ConfirmDialog({ kind, name, open, onOpenChange, onConfirm, onCloseAutoFocus }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{m.deleteThis(kind)}</AlertDialogTitle>
          <AlertDialogDescription>{m.deleteNamed(name)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{m.cancel}</AlertDialogCancel>
          <AlertDialogAction
            disabled={busy}
            onClick={(event) => {
              event.preventDefault();
              setBusy(true);
              void onConfirm().then((done) => {
                setBusy(false);
                if (done) onOpenChange(false);
              });
            }}
          >
            {m.delete}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
