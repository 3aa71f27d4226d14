import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { agentApi } from '../../../../browser/api-routes';
import { messages } from '../../../../lib/messages-staff';
import type { TestimonialRow } from '../../../../lib/schemas/testimonial-rows';
import { testimonialSchema } from '../../../../lib/schemas/testimonials';
import { DataTable } from '../../kit/DataTable';
import { EntityDialog } from '../../kit/EntityDialog';
import { emptyValues } from '../../kit/field-spec';
import { failureText, useResource } from '../../kit/use-resource';
import { Button } from '../../ui/button';
import { agentTestimonialColumns } from './columns';
import { testimonialFields } from './fields';

const TESTIMONIALS = agentApi.testimonials;

const m = messages.backOffice.testimonials;
const resourceMessages = {
  fetchFailed: m.fetchFailed,
  saveFailed: m.submitFailed,
  deleteFailed: m.deleteFailed,
  added: m.submitted,
  updated: m.updated,
  deleted: m.deleted,
};
const initialValues = emptyValues(testimonialFields);

/**
 * Agent dashboard Testimonials tab: the agent's own testimonials ('Pending Approval' until the super admin approves
 * one) and the submit form. 'No testimonials yet' when there are none.
 */
export function AgentTestimonialsPanel() {
  const { rows, loading, error, reload, save } = useResource<TestimonialRow>({ api: TESTIMONIALS, noun: 'testimonial', messages: resourceMessages });
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-4">
      <Button onClick={() => setOpen(true)}>
        <PlusIcon aria-hidden="true" />
        Submit Testimonial
      </Button>
      <DataTable
        columns={agentTestimonialColumns}
        data={rows}
        loading={loading}
        error={error}
        onRetry={() => void reload()}
        emptyText={m.empty}
        caption="My testimonials"
      />
      <EntityDialog
        open={open}
        onOpenChange={setOpen}
        mode="add"
        title="Submit Testimonial"
        description="It appears on your page once the super admin approves it."
        schema={testimonialSchema}
        fields={testimonialFields}
        initialValues={initialValues}
        onSubmit={(values) => save(values)}
        failureText={(result) => failureText(result.error, m.submitFailed, false)}
      />
    </div>
  );
}
