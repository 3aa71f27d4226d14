import { messages } from '../../../lib/messages-staff';
import { ConfirmPrompt } from './ConfirmDialog';

const m = messages.backOffice.form;

/**
 * Asked before the panel switches tab (a sidebar link, or Back/Forward between tabs) while a form holds unsaved
 * changes: the kit's one confirmation (ConfirmPrompt), focus on Stay.
 */
export function LeavePrompt({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  return (
    <ConfirmPrompt
      open={open}
      onOpenChange={(next) => !next && onStay()}
      title={m.leaveTitle}
      description={m.leaveDescription}
      cancel={m.stay}
      confirm={m.leave}
      onConfirm={() => {
        onLeave();
        return undefined;
      }}
      testId="leave-prompt"
    />
  );
}
