import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { send } from '../../../../browser/api-client';
import { adminApi } from '../../../../browser/api-routes';
import { messages } from '../../../../lib/messages-staff';
import type { TestimonialRow } from '../../../../lib/schemas/testimonial-rows';
import { testimonialSchema } from '../../../../lib/schemas/testimonials';
import { toast } from '../../../../browser/toast';
import { DeleteConfirm } from '../../kit/DeleteConfirm';
import { DataTable } from '../../kit/DataTable';
import { EntityDialog } from '../../kit/EntityDialog';
import { emptyValues, valuesFromRow } from '../../kit/field-spec';
import { useRebuildStatus } from '../../kit/rebuild-status';
import { useAddressState } from '../../kit/use-address-state';
import { selectClass } from '../leads/LeadToolbar';
import { failureText, useResource } from '../../kit/use-resource';
import { useReopenWhenListed } from '../../kit/dialog-draft';
import { Button } from '../../ui/button';
import { Switch } from '../../ui/switch';
import { adminTestimonialColumns } from './columns';
import { testimonialFields } from './fields';

const m = messages.backOffice.testimonials;
const panel = messages.backOffice.panel;
type Row = TestimonialRow;
const TESTIMONIALS = adminApi.testimonials;

const SHOW_DEFAULTS = { status: '' };

const resourceMessages = {
  fetchFailed: m.fetchFailed,
  saveFailed: m.saveFailed,
  deleteFailed: m.deleteFailed,
  added: m.added,
  updated: m.updated,
  deleted: m.deleted,
};

/**
 * Super admin Testimonials tab (docs/product/back-office-editorial.md#testimonial-management: Testimonial management): list with the approval toggle (agent
 * testimonials only), edit (agent testimonials, and admin-written ones by their author), delete and creation.
 */
export function TestimonialsPanel() {
  const { rows, loading, error, reload, save, remove } = useResource<Row>({ api: TESTIMONIALS, noun: 'testimonial', messages: resourceMessages });
  const { watch } = useRebuildStatus();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<Row | null>(null);
  // After signing in again, the dialog that was open when the session ended opens again on its testimonial.
  useReopenWhenListed('testimonial', rows, (row) => {
    setEditing(row);
    setDialogOpen(true);
  });
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const idBase = useId();
  // What the moderator reads: all, only those waiting for approval, or only approved ones (kept in the address).
  const [show, setShow] = useAddressState(SHOW_DEFAULTS);
  const pendingCount = useMemo(() => rows.filter((row) => !row.is_approved).length, [rows]);
  const shown = useMemo(
    () => (show.status === 'pending' ? rows.filter((row) => !row.is_approved) : show.status === 'approved' ? rows.filter((row) => row.is_approved) : rows),
    [rows, show.status],
  );
  const initialValues = useMemo(() => (editing ? valuesFromRow(testimonialFields, editing) : emptyValues(testimonialFields)), [editing]);

  async function toggleApproval(row: Row, approved: boolean) {
    setBusy(row.id);
    const result = await send(() => TESTIMONIALS[':id'].approval.$post({ param: { id: row.id }, json: { approved } }));
    setBusy(null);
    if (!result.ok) return toast(result.status === 409 ? result.error.message : m.updateFailed, 'error');
    toast(approved ? m.approvedNow : m.unapprovedNow, 'success');
    watch();
    void reload();
  }

  const rowActions = (row: Row) => (
    <div className="flex items-center justify-end gap-1">
      {row.admin_id === null && (
        <Switch
          className="mr-2"
          checked={row.is_approved}
          disabled={busy === row.id}
          aria-label={m.approve(row.client_name)}
          onCheckedChange={(checked) => void toggleApproval(row, checked)}
        />
      )}
      {row.can_edit && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={panel.editItem(row.client_name)}
          onClick={() => {
            setEditing(row);
            setDialogOpen(true);
          }}
        >
          <PencilIcon aria-hidden="true" />
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon"
        className="text-destructive hover:text-destructive"
        aria-label={panel.deleteItem(row.client_name)}
        onClick={() => setDeleting(row)}
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    </div>
  );

  return (
    <div className="space-y-4">
      <Button
        ref={addButton}
        onClick={() => {
          setEditing(null);
          setDialogOpen(true);
        }}
      >
        <PlusIcon aria-hidden="true" />
        {panel.add('Testimonial')}
      </Button>
      <div className="w-full sm:w-64">
        <label htmlFor={`${idBase}-status`} className="mb-1 block text-sm font-medium text-slate-700">
          {m.showLabel}
        </label>
        <select id={`${idBase}-status`} className={selectClass} value={show.status} onChange={(event) => setShow({ status: event.target.value })}>
          <option value="">{m.showAll(rows.length)}</option>
          <option value="pending">{m.showPending(pendingCount)}</option>
          <option value="approved">{m.showApproved(rows.length - pendingCount)}</option>
        </select>
      </div>
      <DataTable
        columns={adminTestimonialColumns}
        data={shown}
        loading={loading}
        error={error}
        onRetry={() => void reload()}
        emptyText={m.empty}
        caption="Testimonials"
        filterLabel={messages.backOffice.table.filterLabel('testimonials')}
        rowActions={rowActions}
      />
      <EntityDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        mode={editing ? 'edit' : 'add'}
        title={editing ? panel.edit('Testimonial') : panel.add('Testimonial')}
        schema={testimonialSchema}
        fields={testimonialFields}
        initialValues={initialValues}
        onSubmit={(values) => save(values, editing?.id)}
        version={editing?.version}
        onReload={() => void reload()}
        draftKey="testimonial"
        draftTarget={editing?.id ?? null}
        failureText={(result) => (result.status === 403 ? result.error.message : failureText(result.error, editing ? m.updateFailed : m.saveFailed, false))}
      />
      <DeleteConfirm
        kind="testimonial"
        item={deleting}
        name={(item) => item.client_name}
        onClose={() => setDeleting(null)}
        onDelete={remove}
        focusAfterDelete={() => addButton.current?.focus()}
      />
    </div>
  );
}
