import { messages } from '../../../lib/messages-staff';
import { Button } from '../ui/button';
import { DialogFooter } from '../ui/dialog';

const m = messages.backOffice;

/**
 * A create/edit dialog's footer (sticky, so Save stays in view): Cancel asks first when the form has changes
 * (`onCancel` is the dialog's guarded close); Save waits while a save or an upload is under way.
 */
export function SaveFooter({ saving, uploading, onCancel }: { saving: boolean; uploading: boolean; onCancel: () => void }) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" disabled={saving} onClick={onCancel}>
        {m.form.cancel}
      </Button>
      <Button type="submit" disabled={saving || uploading}>
        {saving ? m.form.saving : m.form.save}
      </Button>
    </DialogFooter>
  );
}
