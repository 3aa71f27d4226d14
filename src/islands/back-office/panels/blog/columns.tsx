import { formatShortDate } from '../../../../lib/format';
import { messages } from '../../../../lib/messages-staff';
import type { PostRow } from '../../../../lib/schemas/blog-posts';
import { StatusBadge } from '../../kit/StatusBadge';
import { adminColumnHelper, NAME_CELL } from '../../kit/table-features';

const m = messages.backOffice.blog;
const column = adminColumnHelper<PostRow>();

/** docs/product/back-office-editorial.md#agent-blog-posts: an agent's drafts read 'Draft - Pending Approval'; the super admin's list says Draft or Published; an edit of a live post awaiting approval says so. */
export const PostStatus = ({ row, draftText }: { row: PostRow; draftText: string }) => (
  <span className="flex flex-wrap gap-1">
    {row.is_published ? (
      <StatusBadge tone="success">{m.published}</StatusBadge>
    ) : (
      <StatusBadge tone="pending" testId="post-draft">
        {draftText}
      </StatusBadge>
    )}
    {/* An agent's edit of a live post waiting for the super admin (ADR 45). */}
    {row.pending_edit && (
      <StatusBadge tone="pending" testId="post-edit-pending">
        {m.editPending}
      </StatusBadge>
    )}
    {row.pending_deletion && (
      <StatusBadge tone="danger" testId="post-deletion-pending">
        {m.deletionPending}
      </StatusBadge>
    )}
  </span>
);

const title = column.accessor('title', {
  header: 'Title',
  meta: { className: NAME_CELL },
  cell: (info) => (
    <div>
      <span className="font-medium">{info.getValue()}</span>
      <span className="block text-xs text-slate-600">/blog/{info.row.original.slug}</span>
    </div>
  ),
});
const date = column.accessor((row) => row.published_at ?? row.created_at, {
  id: 'date',
  header: 'Date',
  meta: { priority: 2, className: 'whitespace-nowrap' },
  cell: (info) => formatShortDate(info.getValue()),
});

export const adminPostColumns = column.columns([
  title,
  column.accessor((row) => row.agent_name ?? '', {
    id: 'agent',
    header: 'Agent',
    meta: { priority: 2 },
    cell: (info) => (
      <span>
        {info.getValue() || '—'}
        {info.row.original.admin_created && <span className="block text-xs text-slate-600">shown as {messages.blog.admin}</span>}
      </span>
    ),
  }),
  column.accessor('is_published', { header: 'Status', cell: (info) => <PostStatus row={info.row.original} draftText={m.draft} /> }),
  date,
]);

export const agentPostColumns = column.columns([
  title,
  column.accessor('is_published', { header: 'Status', cell: (info) => <PostStatus row={info.row.original} draftText={m.draftPending} /> }),
  date,
]);
