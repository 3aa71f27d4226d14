import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { z } from 'zod';
import { messages } from '../../../lib/messages-staff';
import { Button } from '../ui/button';
import { DeleteConfirm } from './DeleteConfirm';
import { DataTable } from './DataTable';
import { Pager } from './Pager';
import { EntityDialog } from './EntityDialog';
import { useReopenKeptDraft } from './dialog-draft';
import { emptyValues, type FieldSpec, type FormValues, valuesFromRow } from './field-spec';
import type { AdminTableFeatures } from './table-features';
import { type ApiError, send } from '../../../browser/api-client';
import { ApprovalSwitch, type ApprovalConfig } from './ApprovalSwitch';
import { useRebuildStatus } from './rebuild-status';
import { type RowViewsConfig, useRowViews } from './RowViews';
import { type CrudApi, failureText, type ResourceApi, type ResourceMessages, useResource } from './use-resource';

const m = messages.backOffice.panel;

export interface ResourcePanelConfig<Row extends { id: string }> {
  /** Lower-case noun for the confirmation ('product') and its title-case label ('Product'). */
  noun: string;
  label: string;
  /** 'products', for the filter's label. */
  plural: string;
  /** The resource's typed client, e.g. `adminApi.services` (src/browser/api-routes.ts, ADR 56); list and create only with `submitOnly`. */
  api: ResourceApi<Row> | CrudApi<Row>;
  messages: ResourceMessages & { empty: string };
  /** docs/product/back-office-shell.md#failure-texts: a save failure may show the server's own message. */
  serverSaveMessages?: boolean;
  schema: z.ZodType;
  fields: readonly FieldSpec[];
  // biome-ignore lint/suspicious/noExplicitAny: each column has its own value type; TanStack's list of columns is typed this way.
  columns: ColumnDef<AdminTableFeatures, Row, any>[];
  nameOf: (row: Row) => string;
  /** Values of a new item beyond blanks (e.g. a default type). */
  defaults?: FormValues;
  /** More controls beside the Add button (e.g. an import), given the list's reload for after they change it. */
  toolbar?: (reload: () => void) => ReactNode;
  /** Shown as separate tables in this order (docs/product/back-office-catalogue.md#lender-management: lenders' two groups). */
  /** Shown under the edit dialog's form for the record being edited (the Clients tab: the lead's borrower file). */
  editExtra?: (row: Row) => ReactNode;
  groups?: readonly { title: string; match: (row: Row) => boolean; empty: string }[];
  /** The API answers the whole list at once (no paging): the table filters and sorts it in the browser. */
  wholeList?: boolean;
  /** Views of the whole list kept in the address, e.g. testimonials' 'Show: all / pending / approved'. */
  views?: RowViewsConfig<Row>;
  /** A moderated resource's approval switch before each row's actions (e.g. an agent's testimonial). */
  approval?: ApprovalConfig<Row>;
  /** Offer Edit on these rows only (e.g. an admin-written testimonial: its author only); every row when omitted. */
  canEdit?: (row: Row) => boolean;
  /**
   * Rows are submitted here and never edited or deleted (an agent's testimonials, moderated elsewhere): the rows have no
   * actions, and the Add button and dialog take this wording.
   */
  submitOnly?: { label: string; description: string };
  /** The table's caption; the plural, capitalised, when omitted. */
  caption?: string;
  /** A save's failure text when the resource words it its own way (an edit's own text, a refusal the API words). */
  saveFailureText?: (result: { status: number; error: ApiError }, editing: boolean) => string;
}

/** One back-office tab over a CRUD resource: the table, the add/edit dialog and the delete confirmation. */
export function ResourcePanel<Row extends { id: string }>({ config }: { config: ResourcePanelConfig<Row> }) {
  const { rows, loading, error, reload, save, remove, tableProps } = useResource<Row>(config);
  const { watch } = useRebuildStatus();
  const views = useRowViews(config.views, rows);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const initialValues = useMemo(() => (editing ? valuesFromRow(config.fields, editing) : emptyValues(config.fields, config.defaults)), [editing, config]);
  const openDialog = (row: Row | null) => {
    setEditing(row);
    setDialogOpen(true);
  };
  const retry = useCallback(() => void reload(), [reload]);
  // After signing in again, the dialog that was open when the session ended opens again on its record.
  useReopenKeptDraft(config.noun, (target) => {
    if (target === null) return openDialog(null);
    const one = (config.api as ResourceApi<Row>)[':id'];
    if (config.submitOnly || !one?.$get) return;
    void send(() => one.$get({ param: { id: target } })).then((result) => result.ok && openDialog(result.data.item));
  });

  const approved = useCallback(() => {
    watch();
    void reload();
  }, [watch, reload]);
  const rowActions = (row: Row): ReactNode => (
    <div className="flex items-center justify-end gap-1">
      {config.approval?.applies(row) && <ApprovalSwitch row={row} config={config.approval} onChanged={approved} />}
      {(config.canEdit?.(row) ?? true) && (
        <Button variant="ghost" size="icon" aria-label={m.editItem(config.nameOf(row))} onClick={() => openDialog(row)}>
          <PencilIcon aria-hidden="true" />
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon"
        className="text-destructive hover:text-destructive"
        aria-label={m.deleteItem(config.nameOf(row))}
        onClick={() => setDeleting(row)}
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    </div>
  );

  // One table: the API's paging, search and sort. Groups: one table each over the page, one pager under them.
  const table = (data: Row[], caption: string, emptyText: string, whole: boolean) => (
    <DataTable
      columns={config.columns}
      data={data}
      loading={loading}
      error={error}
      onRetry={retry}
      emptyText={emptyText}
      caption={caption}
      filterLabel={whole ? messages.backOffice.table.filterLabel(config.plural) : undefined}
      rowActions={config.submitOnly ? undefined : rowActions}
      {...(config.wholeList ? {} : whole ? tableProps : { sorting: tableProps.sorting })}
    />
  );
  const grouped = config.groups && rows.length > 0 && !error;
  const groupRows = useMemo(() => (config.groups ?? []).map((group) => rows.filter(group.match)), [rows, config.groups]);
  const caption = config.caption ?? config.plural.charAt(0).toUpperCase() + config.plural.slice(1);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Button ref={addButton} onClick={() => openDialog(null)}>
          <PlusIcon aria-hidden="true" />
          {config.submitOnly?.label ?? m.add(config.label)}
        </Button>
        {config.toolbar?.(retry)}
      </div>
      {views.control}
      {grouped
        ? config.groups!.map((group, index) => (
            <section key={group.title} className="space-y-2" aria-label={group.title}>
              <h3 className="text-base font-semibold text-slate-900">{group.title}</h3>
              {table(groupRows[index]!, group.title, group.empty, false)}
            </section>
          ))
        : table(views.shown, caption, config.messages.empty, !config.groups)}
      {grouped && <Pager {...tableProps.paging} />}
      <EntityDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        mode={editing ? 'edit' : 'add'}
        title={editing ? m.edit(config.label) : (config.submitOnly?.label ?? m.add(config.label))}
        description={config.submitOnly?.description}
        schema={config.schema}
        fields={config.fields}
        initialValues={initialValues}
        onSubmit={(values) => save(values, editing?.id)}
        version={(editing as { version?: number } | null)?.version}
        onReload={retry}
        draftKey={config.noun}
        draftTarget={editing?.id ?? null}
        failureText={(result) =>
          config.saveFailureText?.(result, editing !== null) ?? failureText(result.error, config.messages.saveFailed, config.serverSaveMessages ?? false)
        }
        after={editing ? config.editExtra?.(editing) : undefined}
      />
      <DeleteConfirm
        kind={config.noun}
        item={deleting}
        name={config.nameOf}
        onClose={() => setDeleting(null)}
        onDelete={remove}
        focusAfterDelete={() => addButton.current?.focus()}
      />
    </div>
  );
}
