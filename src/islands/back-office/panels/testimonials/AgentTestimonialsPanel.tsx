import { agentApi } from '../../../../browser/api-routes';
import { messages } from '../../../../lib/messages-staff';
import type { TestimonialRow } from '../../../../lib/schemas/testimonial-rows';
import { testimonialSchema } from '../../../../lib/schemas/testimonials';
import { ResourcePanel, type ResourcePanelConfig } from '../../kit/ResourcePanel';
import { agentTestimonialColumns } from './columns';
import { testimonialFields } from './fields';

const m = messages.backOffice.testimonials;

const config: ResourcePanelConfig<TestimonialRow> = {
  noun: 'testimonial',
  label: 'Testimonial',
  plural: 'testimonials',
  caption: 'My testimonials',
  api: agentApi.testimonials,
  messages: {
    fetchFailed: m.fetchFailed,
    saveFailed: m.submitFailed,
    deleteFailed: m.deleteFailed,
    added: m.submitted,
    updated: m.updated,
    deleted: m.deleted,
    empty: m.empty,
  },
  schema: testimonialSchema,
  fields: testimonialFields,
  columns: agentTestimonialColumns,
  nameOf: (row) => row.client_name,
  wholeList: true,
  // The agent submits; the super admin approves (and edits or deletes).
  submitOnly: { label: 'Submit Testimonial', description: 'It appears on your page once the super admin approves it.' },
};

/**
 * Agent dashboard Testimonials tab: the agent's own testimonials ('Pending Approval' until the super admin approves
 * one) and the submit form. 'No testimonials yet' when there are none.
 */
export function AgentTestimonialsPanel() {
  return <ResourcePanel config={config} />;
}
