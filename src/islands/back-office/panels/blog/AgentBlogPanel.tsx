import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useRef, useState } from 'react';
import { agentApi } from '../../../../browser/api-routes';
import { useStore } from '@nanostores/react';
import { $staffRole } from '../../../../browser/staff-session';
import { messages } from '../../../../lib/messages-staff';
import { agentPostSchema, agentPostUpdateSchema, type PostRow } from '../../../../lib/schemas/blog-posts';
import { DeleteConfirm } from '../../kit/DeleteConfirm';
import { DataTable } from '../../kit/DataTable';
import { failureText, useResource } from '../../kit/use-resource';
import { Button } from '../../ui/button';
import { agentPostColumns } from './columns';
import { agentPostFields, publishField } from './fields';
import { PostDialog } from './PostDialog';
import { usePostEditor } from './use-post-editor';

const POSTS = agentApi.posts;

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
const createFields = [...agentPostFields, publishField];
const DEFAULTS = { publish: false };
const ON_PENDING_EDIT = { onPendingEdit: true };

/**
 * Agent dashboard Blog Posts tab: own posts newest first ('Draft - Pending Approval' until published), create with
 * 'Publish immediately', edit and delete. Publishing later is the super admin's, and so is approving an edit of a
 * published post (ADR 45): the editor reopens on the edit waiting for approval.
 */
export function AgentBlogPanel() {
  const { rows, loading, error, reload, save, remove } = useResource<PostRow>({ api: POSTS, noun: 'post', messages: resourceMessages });
  const editor = usePostEditor(createFields, DEFAULTS, rows, ON_PENDING_EDIT);
  const [deleting, setDeleting] = useState<PostRow | null>(null);
  // An agent's delete of a published post only asks the super admin (ADR 45); an admin's removes it at once.
  const deleteOnlyAsks = useStore($staffRole) === 'agent';
  const addButton = useRef<HTMLButtonElement>(null);
  const editing = editor.editing;

  const rowActions = (row: PostRow) => (
    <div className="flex justify-end gap-1">
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
        columns={agentPostColumns}
        data={rows}
        loading={loading}
        error={error}
        onRetry={() => void reload()}
        emptyText={m.empty}
        caption="My blog posts"
        rowActions={rowActions}
      />
      <PostDialog
        open={editor.open}
        onOpenChange={editor.setOpen}
        mode={editing ? 'edit' : 'add'}
        title={editing ? panel.edit('Post') : panel.add('Post')}
        schema={editing ? agentPostUpdateSchema : agentPostSchema}
        fields={editing ? agentPostFields : createFields}
        initialValues={editor.initialValues}
        version={editor.editing?.version}
        onReload={() => void reload()}
        draftTarget={editor.editing?.id ?? null}
        onSubmit={(values) => save(values, editing?.id)}
        failureText={(result) => failureText(result.error, editing ? m.updateFailed : m.createFailed, false)}
      />
      <DeleteConfirm
        kind="post"
        item={deleting}
        name={(item) => item.title}
        onClose={() => setDeleting(null)}
        onDelete={remove}
        focusAfterDelete={() => addButton.current?.focus()}
        describe={(item) => (deleteOnlyAsks && item.is_published ? m.deleteAsksApproval(item.title) : undefined)}
      />
    </div>
  );
}
