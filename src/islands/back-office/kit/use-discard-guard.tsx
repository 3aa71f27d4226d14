import { useState, type ReactNode } from 'react';
import { messages } from '../../../lib/messages-staff';
import { useUnsavedWork } from './unsaved-work';
import { ConfirmPrompt } from './ConfirmDialog';

const m = messages.backOffice.form;

/**
 * Whether a react-hook-form form holds anything other than what it was opened with. Compared by value, not through
 * `formState.isDirty`, which react-hook-form only keeps current for components that read it while rendering.
 */
export function formHasChanges(form: { getValues: () => unknown; formState: { defaultValues?: unknown } }): boolean {
  return JSON.stringify(form.getValues()) !== JSON.stringify(form.formState.defaultValues ?? {});
}

/**
 * Unsaved changes never vanish silently: every way out of a create/edit dialog (Escape, a click outside, Cancel, ×)
 * goes through `requestClose`, which asks first when the form is dirty. Focus starts on "Keep editing", so a stray
 * Enter keeps the work (the kit's one confirmation, ConfirmPrompt). While `open`, the same check guards the ways out
 * of the page (kit/unsaved-work.ts).
 */
export function useDiscardGuard(isDirty: () => boolean, close: () => void, open = true): { requestClose: () => void; guard: ReactNode } {
  const [asking, setAsking] = useState(false);
  useUnsavedWork(open, isDirty);
  const requestClose = () => (isDirty() ? setAsking(true) : close());
  const guard = (
    <ConfirmPrompt
      open={asking}
      onOpenChange={setAsking}
      title={m.discardTitle}
      description={m.discardDescription}
      cancel={m.keepEditing}
      confirm={m.discard}
      onConfirm={() => {
        close();
        return undefined;
      }}
      testId="discard-changes"
    />
  );
  return { requestClose, guard };
}
