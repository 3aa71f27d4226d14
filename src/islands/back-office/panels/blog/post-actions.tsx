import { useState } from 'react';
import { isSessionEnded, send } from '../../../../browser/api-client';
import { adminApi } from '../../../../browser/api-routes';
import { toast } from '../../../../browser/toast';
import { messages } from '../../../../lib/messages-staff';
import type { PostRow } from '../../../../lib/schemas/blog-posts';
import type { RowKit } from '../../kit/ResourcePanel';
import { Button } from '../../ui/button';
import { ReviewEdit } from './ReviewEditDialog';

const m = messages.backOffice.blog;

/** Awaiting the super admin: a draft, or an agent's edit or deletion of a live post (ADR 45). */
export const awaitsApproval = (row: PostRow) => !row.is_published || row.pending_edit !== null || row.pending_deletion !== null;

/**
 * An agent asked to delete a live post (ADR 45): approving is the usual delete (with its confirmation); keeping it
 * drops the request. Both wait while the request is answered.
 */
function DeletionRequest({ row, kit }: { row: PostRow; kit: RowKit<PostRow> }) {
  const [busy, setBusy] = useState(false);
  const keep = async () => {
    setBusy(true);
    const result = await send(() => adminApi.posts[':id']['reject-deletion'].$post({ param: { id: row.id } }));
    setBusy(false);
    if (!result.ok) {
      if (!isSessionEnded(result)) toast(m.updateFailed, 'error');
      return;
    }
    toast(m.deletionRejected, 'success');
    kit.changed();
  };
  return (
    <>
      <Button variant="outline" size="sm" disabled={busy} aria-label={m.rejectDeletionOf(row.title)} onClick={() => void keep()}>
        {m.rejectDeletion}
      </Button>
      <Button
        variant="destructive"
        size="sm"
        className="mr-1"
        disabled={busy}
        aria-label={m.approveDeletionOf(row.title)}
        onClick={() => kit.confirmDelete(row)}
      >
        {m.approveDeletion}
      </Button>
    </>
  );
}

/** The super admin's own actions on a post: review an agent's edit, keep or delete a post an agent asked to delete. */
export const postActions = (row: PostRow, kit: RowKit<PostRow>) => (
  <>
    {row.pending_edit && <ReviewEdit post={row} onDone={kit.changed} focusAfterDecision={kit.focusAway} />}
    {row.pending_deletion && <DeletionRequest row={row} kit={kit} />}
  </>
);
