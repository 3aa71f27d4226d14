import { agentApi } from '../../../../browser/api-routes';
import { $staffRole } from '../../../../browser/staff-session';
import { messages } from '../../../../lib/messages-staff';
import { agentPostFormSchema, type PostRow } from '../../../../lib/schemas/blog-posts';
import { ResourcePanel, type ResourcePanelConfig } from '../../kit/ResourcePanel';
import { failureText, resourceMessages } from '../../kit/use-resource';
import { agentPostColumns } from './columns';
import { agentPostFields, publishField } from './fields';

const m = messages.backOffice.blog;

const config: ResourcePanelConfig<PostRow> = {
  noun: 'post',
  label: 'Post',
  plural: 'posts',
  caption: 'My blog posts',
  api: agentApi.posts,
  messages: resourceMessages(m),
  schema: agentPostFormSchema,
  fields: agentPostFields,
  createOnlyFields: [publishField],
  defaults: { publish: false },
  columns: agentPostColumns,
  nameOf: (row) => row.title,
  wholeList: true,
  // The editor opens on the post's edit waiting for approval, if any: the agent goes on with their own words (ADR 45).
  editValues: (row) => (row.pending_edit ? { ...row, ...row.pending_edit } : row),
  // An agent's delete of a published post only asks the super admin (ADR 45); an admin's removes it at once.
  deleteDescribe: (row) => ($staffRole.get() === 'agent' && row.is_published ? m.deleteAsksApproval(row.title) : undefined),
  saveFailureText: (result, editing) => failureText(result.error, editing ? m.updateFailed : m.createFailed, false),
};

/**
 * Agent dashboard Blog Posts tab: own posts newest first ('Draft - Pending Approval' until published), create with
 * 'Publish immediately', edit and delete. Publishing later is the super admin's, and so is approving an edit of a
 * published post (ADR 45): the editor reopens on the edit waiting for approval.
 */
export function AgentBlogPanel() {
  return <ResourcePanel config={config} />;
}
