import { FileDiffIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { send } from '../../../../browser/api-client';
import { adminApi } from '../../../../browser/api-routes';
import { messages } from '../../../../lib/messages-staff';
import { adminPostSchema, type PostRow } from '../../../../lib/schemas/blog-posts';
import { toast } from '../../../../browser/toast';
import { DeleteConfirm } from '../../kit/DeleteConfirm';
import { DataTable } from '../../kit/DataTable';
import { useRebuildStatus } from '../../kit/rebuild-status';
import { useAddressState } from '../../kit/use-address-state';
import { selectClass } from '../leads/LeadToolbar';
import { failureText, useResource } from '../../kit/use-resource';
import { Button } from '../../ui/button';
import { Switch } from '../../ui/switch';
import { adminPostColumns } from './columns';
import { adminPostFields } from './fields';
import { PostDialog } from './PostDialog';
import { ReviewEditDialog } from './ReviewEditDialog';
import { usePostEditor } from './use-post-editor';

const POSTS = adminApi.posts;

const m = messages.backOffice.blog;
const panel = messages.backOffice.panel;
const resourceMessages = {
  fetchFailed: m.fetchFailed,
  saveFailed: m.saveFailed,
  deleteFailed: m.deleteFailed,
  added: m.added,
  updated: m.updated,
  deleted: m.deleted,
};
const NO_DEFAULTS = {};
const SHOW_DEFAULTS = { status: '' };
/** Awaiting the super admin: a draft, or an agent's edit or deletion of a live post (ADR 45). */
const awaitsApproval = (row: PostRow) => !row.is_published || row.pending_edit !== null || row.pending_deletion !== null;

/**
 * Super admin Blog tab (docs/product/back-office-editorial.md#blog-management: Blog management): list, create/edit dialog, publish toggle, delete; the
 * list narrows to what awaits approval, and an agent's edit of a live post is reviewed and approved here (ADR 45).
 */
export function BlogPanel() {
  const { rows, loading, error, reload, save, remove } = useResource<PostRow>({ api: POSTS, noun: 'post', messages: resourceMessages });
  const { watch } = useRebuildStatus();
  const editor = usePostEditor(adminPostFields, NO_DEFAULTS, rows);
  const [deleting, setDeleting] = useState<PostRow | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [reviewing, setReviewing] = useState<PostRow | null>(null);
  const showSelect = useRef<HTMLSelectElement>(null);
  const idBase = useId();
  const [show, setShow] = useAddressState(SHOW_DEFAULTS);
  const pendingCount = useMemo(() => rows.filter(awaitsApproval).length, [rows]);
  const publishedCount = useMemo(() => rows.filter((row) => row.is_published).length, [rows]);
  const shown = useMemo(
    () => (show.status === 'pending' ? rows.filter(awaitsApproval) : show.status === 'published' ? rows.filter((row) => row.is_published) : rows),
    [rows, show.status],
  );

  async function togglePublished(row: PostRow, published: boolean) {
    setBusy(row.id);
    const result = await send(() => POSTS[':id'].publish.$post({ param: { id: row.id }, json: { published } }));
    setBusy(null);
    if (!result.ok) return toast(m.updateFailed, 'error');
    toast(published ? m.publishedNow : m.unpublishedNow, 'success');
    watch();
    void reload();
  }

  // An agent asked to delete a live post (ADR 45): approving is the usual delete (with its confirmation); keeping it
  // drops the request.
  async function keepPost(row: PostRow) {
    setBusy(row.id);
    const result = await send(() => POSTS[':id']['reject-deletion'].$post({ param: { id: row.id } }));
    setBusy(null);
    if (!result.ok) return toast(m.updateFailed, 'error');
    toast(m.deletionRejected, 'success');
    void reload();
  }

  const rowActions = (row: PostRow) => (
    <div className="flex items-center justify-end gap-1">
      <Switch
        className="mr-2"
        checked={row.is_published}
        disabled={busy === row.id}
        aria-label={m.publishToggle(row.title)}
        onCheckedChange={(checked) => void togglePublished(row, checked)}
      />
      {row.pending_edit && (
        <Button variant="outline" size="sm" className="mr-1" aria-label={m.reviewEdit(row.title)} onClick={() => setReviewing(row)}>
          <FileDiffIcon aria-hidden="true" />
          {m.review}
        </Button>
      )}
      {row.pending_deletion && (
        <>
          <Button variant="outline" size="sm" disabled={busy === row.id} aria-label={m.rejectDeletionOf(row.title)} onClick={() => void keepPost(row)}>
            {m.rejectDeletion}
          </Button>
          <Button
            variant="destructive"
            size="sm"
            className="mr-1"
            disabled={busy === row.id}
            aria-label={m.approveDeletionOf(row.title)}
            onClick={() => setDeleting(row)}
          >
            {m.approveDeletion}
          </Button>
        </>
      )}
      <Button variant="ghost" size="icon" aria-label={panel.editItem(row.title)} onClick={() => editor.openFor(row)}>
        <PencilIcon aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="text-destructive hover:text-destructive"
        aria-label={panel.deleteItem(row.title)}
        onClick={() => setDeleting(row)}
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    </div>
  );

  return (
    <div className="space-y-4">
      <Button ref={addButton} onClick={() => editor.openFor(null)}>
        <PlusIcon aria-hidden="true" />
        {panel.add('Post')}
      </Button>
      <div className="w-full sm:w-64">
        <label htmlFor={`${idBase}-status`} className="mb-1 block text-sm font-medium text-slate-700">
          {m.showLabel}
        </label>
        <select
          ref={showSelect}
          id={`${idBase}-status`}
          className={selectClass}
          value={show.status}
          onChange={(event) => setShow({ status: event.target.value })}
        >
          <option value="">{m.showAll(rows.length)}</option>
          <option value="pending">{m.showPending(pendingCount)}</option>
          <option value="published">{m.showPublished(publishedCount)}</option>
        </select>
      </div>
      <DataTable
        columns={adminPostColumns}
        data={shown}
        loading={loading}
        error={error}
        onRetry={() => void reload()}
        emptyText={m.empty}
        caption="Blog posts"
        filterLabel={messages.backOffice.table.filterLabel('posts')}
        rowActions={rowActions}
      />
      <PostDialog
        open={editor.open}
        onOpenChange={editor.setOpen}
        mode={editor.editing ? 'edit' : 'add'}
        title={editor.editing ? panel.edit('Post') : panel.add('Post')}
        schema={adminPostSchema}
        fields={adminPostFields}
        initialValues={editor.initialValues}
        version={editor.editing?.version}
        onReload={() => void reload()}
        draftTarget={editor.editing?.id ?? null}
        onSubmit={(values) => save(values, editor.editing?.id)}
        failureText={(result) =>
          result.error.code === 'no_agent' || result.status === 409
            ? result.error.message
            : failureText(result.error, editor.editing ? m.updateFailed : m.saveFailed, false)
        }
      />
      <ReviewEditDialog
        post={reviewing}
        onClose={() => setReviewing(null)}
        focusAfterDecision={() => showSelect.current?.focus()}
        onDone={() => {
          watch();
          void reload();
        }}
      />
      <DeleteConfirm
        kind="post"
        item={deleting}
        name={(item) => item.title}
        onClose={() => setDeleting(null)}
        onDelete={remove}
        focusAfterDelete={() => addButton.current?.focus()}
      />
    </div>
  );
}
