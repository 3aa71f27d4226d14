import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useRef, useState } from 'react';
import { apiRequest } from '../../../../browser/api-client';
import { messages } from '../../../../lib/messages-staff';
import { adminPostSchema, type PostRow } from '../../../../lib/schemas/blog-posts';
import { toast } from '../../../../browser/toast';
import { DeleteConfirm } from '../../kit/DeleteConfirm';
import { DataTable } from '../../kit/DataTable';
import { useRebuildStatus } from '../../kit/rebuild-status';
import { failureText, useResource } from '../../kit/use-resource';
import { Button } from '../../ui/button';
import { Switch } from '../../ui/switch';
import { adminPostColumns } from './columns';
import { adminPostFields } from './fields';
import { PostDialog } from './PostDialog';
import { usePostEditor } from './use-post-editor';

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

/** Super admin Blog tab (back-office spec: Blog management): list, create/edit dialog, publish toggle, delete. */
export function BlogPanel() {
  const { rows, loading, error, reload, save, remove } = useResource<PostRow>({ path: '/api/admin/posts', messages: resourceMessages });
  const { watch } = useRebuildStatus();
  const editor = usePostEditor(adminPostFields, NO_DEFAULTS, rows);
  const [deleting, setDeleting] = useState<PostRow | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  async function togglePublished(row: PostRow, published: boolean) {
    setBusy(row.id);
    const result = await apiRequest(`/api/admin/posts/${encodeURIComponent(row.id)}/publish`, { method: 'POST', body: { published } });
    setBusy(null);
    if (!result.ok) return toast(m.updateFailed, 'error');
    toast(published ? m.publishedNow : m.unpublishedNow, 'success');
    watch();
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
      <DataTable
        columns={adminPostColumns}
        data={rows}
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
