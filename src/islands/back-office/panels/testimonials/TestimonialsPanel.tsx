import { send } from '../../../../browser/api-client';
import { adminApi } from '../../../../browser/api-routes';
import { messages } from '../../../../lib/messages-staff';
import type { TestimonialRow } from '../../../../lib/schemas/testimonial-rows';
import { testimonialSchema } from '../../../../lib/schemas/testimonials';
import { ResourcePanel, type ResourcePanelConfig } from '../../kit/ResourcePanel';
import { failureText, resourceMessages } from '../../kit/use-resource';
import { adminTestimonialColumns } from './columns';
import { testimonialFields } from './fields';

const m = messages.backOffice.testimonials;
const TESTIMONIALS = adminApi.testimonials;

const config: ResourcePanelConfig<TestimonialRow> = {
  noun: 'testimonial',
  label: 'Testimonial',
  plural: 'testimonials',
  api: TESTIMONIALS,
  messages: resourceMessages(m),
  schema: testimonialSchema,
  fields: testimonialFields,
  columns: adminTestimonialColumns,
  nameOf: (row) => row.client_name,
  // The API answers every testimonial; the moderator reads all, only those waiting, or only approved ones.
  wholeList: true,
  views: {
    label: m.showLabel,
    key: 'status',
    options: [
      { value: '', label: m.showAll, match: () => true },
      { value: 'pending', label: m.showPending, match: (row) => !row.is_approved },
      { value: 'approved', label: m.showApproved, match: (row) => row.is_approved },
    ],
  },
  // Only an agent's testimonial is moderated; an admin-written one is approved when written.
  approval: {
    applies: (row) => row.admin_id === null,
    approved: (row) => row.is_approved,
    label: (row) => m.approve(row.client_name),
    set: (row, approved) => send(() => TESTIMONIALS[':id'].approval.$post({ param: { id: row.id }, json: { approved } })),
    messages: { approved: m.approvedNow, unapproved: m.unapprovedNow, failed: m.updateFailed },
  },
  // Only its author edits an admin-written testimonial (the API refuses the others with its own message).
  canEdit: (row) => row.can_edit === true,
  saveFailureText: (result, editing) =>
    result.status === 403 ? result.error.message : failureText(result.error, editing ? m.updateFailed : m.saveFailed, false),
};

/**
 * Super admin Testimonials tab (docs/product/back-office-editorial.md#testimonial-management: Testimonial management): list with the approval toggle (agent
 * testimonials only), edit (agent testimonials, and admin-written ones by their author), delete and creation.
 */
export function TestimonialsPanel() {
  return <ResourcePanel config={config} />;
}
