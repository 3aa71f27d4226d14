import { send } from '../../../../browser/api-client';
import { adminApi } from '../../../../browser/api-routes';
import { messages } from '../../../../lib/messages-staff';
import { type PostRow, postFormSchema } from '../../../../lib/schemas/blog-posts';
import { ResourcePanel, type ResourcePanelConfig } from '../../kit/ResourcePanel';
import { failureText, resourceMessages } from '../../kit/use-resource';
import { adminPostColumns } from './columns';
import { adminPostFields } from './fields';
import { awaitsApproval, postActions } from './post-actions';

const POSTS = adminApi.posts;
const m = messages.backOffice.blog;

const config: ResourcePanelConfig<PostRow> = {
  noun: 'post',
  label: 'Post',
  plural: 'posts',
  caption: 'Blog posts',
  api: POSTS,
  messages: resourceMessages(m),
  schema: postFormSchema,
  fields: adminPostFields,
  columns: adminPostColumns,
  nameOf: (row) => row.title,
  wholeList: true,
  // The list narrows to what awaits approval, or to what is live.
  views: {
    label: m.showLabel,
    key: 'status',
    options: [
      { value: '', label: m.showAll, match: () => true },
      { value: 'pending', label: m.showPending, match: awaitsApproval },
      { value: 'published', label: m.showPublished, match: (row) => row.is_published },
    ],
  },
  // docs/product/back-office-editorial.md#publish-toggle: every post has the publish toggle.
  approval: {
    applies: () => true,
    approved: (row) => row.is_published,
    label: (row) => m.publishToggle(row.title),
    set: (row, published) => send(() => POSTS[':id'].publish.$post({ param: { id: row.id }, json: { published } })),
    messages: { approved: m.publishedNow, unapproved: m.unpublishedNow, failed: m.updateFailed },
  },
  actions: postActions,
  // With no agent to file it under, or a slug taken a moment ago, the API's own words say why.
  saveFailureText: (result, editing) =>
    result.error.code === 'no_agent' || result.status === 409
      ? result.error.message
      : failureText(result.error, editing ? m.updateFailed : m.saveFailed, false),
};

/**
 * Super admin Blog tab (docs/product/back-office-editorial.md#blog-management: Blog management): list, create/edit dialog, publish toggle, delete; the
 * list narrows to what awaits approval, and an agent's edit of a live post is reviewed and approved here (ADR 45).
 */
export function BlogPanel() {
  return <ResourcePanel config={config} />;
}
