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

const m = messages.backOffice.form;

/**
 * Asked before the panel switches tab (a sidebar link, or Back/Forward between tabs) while a form holds unsaved
 * changes. Focus starts on Stay, so a stray Enter keeps the work.
 */
export function LeavePrompt({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onStay()}>
      <AlertDialogContent data-testid="leave-prompt">
        <AlertDialogHeader>
          <AlertDialogTitle>{m.leaveTitle}</AlertDialogTitle>
          <AlertDialogDescription>{m.leaveDescription}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel autoFocus>{m.stay}</AlertDialogCancel>
          <AlertDialogAction onClick={onLeave}>{m.leave}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
