import { useState } from 'react';
import type { ApiResult } from '../../../browser/api-client';
import { isSessionEnded } from '../../../browser/api-client';
import { toast } from '../../../browser/toast';
import { Switch } from '../ui/switch';

/** A row's approval, as a resource that moderates its rows names it (ResourcePanel's `approval`). */
export interface ApprovalConfig<Row> {
  /** The rows that are moderated (others show no switch). */
  applies: (row: Row) => boolean;
  approved: (row: Row) => boolean;
  /** The switch's accessible name, e.g. 'Approve testimonial from Dana'. */
  label: (row: Row) => string;
  /** The route that sets it, through the typed client. */
  set: (row: Row, approved: boolean) => Promise<ApiResult<unknown>>;
  /** Toasts: approved, unapproved, and the failure (a 409 shows the API's own message: why it cannot be moderated). */
  messages: { approved: string; unapproved: string; failed: string };
}

/** One row's approval switch: busy while it saves, then the toast and the caller's reload (which follows the rebuild). */
export function ApprovalSwitch<Row>({ row, config, onChanged }: { row: Row; config: ApprovalConfig<Row>; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  async function change(approved: boolean) {
    setBusy(true);
    const result = await config.set(row, approved);
    setBusy(false);
    if (!result.ok) {
      if (!isSessionEnded(result)) toast(result.status === 409 ? result.error.message : config.messages.failed, 'error');
      return;
    }
    toast(approved ? config.messages.approved : config.messages.unapproved, 'success');
    onChanged();
  }
  return (
    <Switch
      className="mr-2"
      checked={config.approved(row)}
      disabled={busy}
      aria-label={config.label(row)}
      onCheckedChange={(checked) => void change(checked)}
    />
  );
}
