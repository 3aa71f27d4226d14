import { FileDiffIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { send } from '../../../../browser/api-client';
import { adminApi } from '../../../../browser/api-routes';
import { toast } from '../../../../browser/toast';
import { messages } from '../../../../lib/messages-staff';
import type { PendingEdit, PostRow } from '../../../../lib/schemas/blog-posts';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';

const m = messages.backOffice.blog;
type Field = PendingEdit['changed'][number];

const shown = (value: string | null) => (value === null || value === '' ? '\u2014' : value);

/** One value side by side with the other; long text scrolls in a region keyboard users can reach. */
function Value({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="min-w-0">
      <p className="text-xs font-medium text-slate-600">{label}</p>
      <div
        className="max-h-40 overflow-auto whitespace-pre-wrap rounded-md border bg-muted/30 p-2 text-sm [overflow-wrap:anywhere] outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        tabIndex={0}
        role="region"
        aria-label={label}
      >
        {shown(value)}
      </div>
    </div>
  );
}

/** A post's Review button (a row action of the Blog tab) and the review dialog it opens. */
export function ReviewEdit({ post, onDone, focusAfterDecision }: { post: PostRow; onDone: () => void; focusAfterDecision: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" className="mr-1" aria-label={m.reviewEdit(post.title)} onClick={() => setOpen(true)}>
        <FileDiffIcon aria-hidden="true" />
        {m.review}
      </Button>
      <ReviewEditDialog post={open ? post : null} onClose={() => setOpen(false)} onDone={onDone} focusAfterDecision={focusAfterDecision} />
    </>
  );
}

/**
 * The super admin's review of an agent's edit of a live post (ADR 45): each changed field, live beside proposed;
 * approving publishes the edit (and rebuilds the site), rejecting keeps the live version.
 */
function ReviewEditDialog({
  post,
  onClose,
  onDone,
  focusAfterDecision,
}: {
  post: PostRow | null;
  onClose: () => void;
  onDone: () => void;
  /** Where focus goes once decided: the row's Review button is gone (and the row too, in the pending list). */
  focusAfterDecision: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const decided = useRef(false);
  const edit = post?.pending_edit ?? null;

  async function decide(action: 'approve-edit' | 'reject-edit') {
    if (!post) return;
    setBusy(true);
    const result = await send(() => adminApi.posts[':id'][action].$post({ param: { id: post.id } }));
    setBusy(false);
    if (!result.ok) return toast(result.status === 409 ? result.error.message : m.updateFailed, 'error');
    toast(action === 'approve-edit' ? m.editApproved : m.editRejected, 'success');
    decided.current = true;
    onClose();
    onDone();
  }

  return (
    <Dialog open={post !== null && edit !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={messages.backOffice.panel.close}
        className="max-h-[92svh] overflow-y-auto sm:max-w-3xl"
        onCloseAutoFocus={(event) => {
          if (!decided.current) return;
          decided.current = false;
          event.preventDefault();
          focusAfterDecision();
        }}
      >
        <DialogHeader>
          <DialogTitle>{m.reviewTitle}</DialogTitle>
          <DialogDescription>
            {post?.title} ({post?.agent_name ?? '\u2014'}). {m.reviewHelp}
          </DialogDescription>
        </DialogHeader>
        {post && edit && (
          <div className="space-y-4" data-testid="edit-review">
            {edit.changed.length === 0 && <p className="text-sm">{m.reviewUnchanged}</p>}
            {edit.changed.map((field: Field) => (
              <section key={field} className="space-y-1">
                <h3 className="text-sm font-semibold">
                  {m.reviewChanged}: {m.fieldNames[field]}
                </h3>
                <div className="grid gap-2 sm:grid-cols-2">
                  <Value label={`${m.reviewLive}: ${m.fieldNames[field]}`} value={post[field]} />
                  <Value label={`${m.reviewProposed}: ${m.fieldNames[field]}`} value={edit[field]} />
                </div>
              </section>
            ))}
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" disabled={busy} onClick={() => void decide('reject-edit')}>
            {m.rejectEdit}
          </Button>
          <Button disabled={busy} onClick={() => void decide('approve-edit')}>
            {m.approveEdit}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
