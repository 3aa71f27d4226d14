import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { z } from 'zod';
import { messages } from '../../../lib/messages-staff';
import { Button } from '../ui/button';
import { DeleteConfirm } from './DeleteConfirm';
import { DataTable } from './DataTable';
import { CardGrid } from './CardGrid';
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

/** What a row's own actions (ResourcePanel's `actions`) may do with the panel. */
export interface RowKit<Row> {
  /** After a write: follow the public rebuild and read the list again. */
  changed: () => void;
  /** Read the list again (nothing written: e.g. after "Reload their version"). */
  reload: () => void;
  /** Open the panel's delete confirmation on this row (e.g. approving an agent's request to delete a post). */
  confirmDelete: (row: Row) => void;
  /** Where focus goes when the action's own button is gone: the Add button. */
  focusAway: () => void;
  /** Open the panel's editor on this row (a card's Edit button). */
  edit: (row: Row) => void;
}

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
  /** Fields offered when adding only, after the others (an agent's 'Publish immediately'). */
  createOnlyFields?: readonly FieldSpec[];
  /** What an edit opens with, when it is not the row itself (an agent's post: their edit waiting for approval). */
  editValues?: (row: Row) => object;
  /** Replaces the delete confirmation's "… will be removed" when a delete only asks for it (ADR 45). */
  deleteDescribe?: (row: Row) => string | undefined;
  /** A row's own actions, between the approval switch and Edit (a post's review of an edit, a deletion request). */
  actions?: (row: Row, kit: RowKit<Row>) => ReactNode;
  /** The Add button's and the add dialog's own wording ('Create Agent'); 'Add {label}' when omitted. */
  add?: { label: string; description?: string };
  /** Rows shown as cards instead of a table (the agents): each card an `<li>` with its own buttons, using the kit. */
  cards?: { label: string; render: (row: Row, kit: RowKit<Row>) => ReactNode };
  /**
   * The record's own editor instead of the kit's edit dialog (the agent's tabbed profile editor), open on `row` (null:
   * closed). `close` closes it; `kit.changed` after a save.
   */
  editDialog?: (row: Row | null, close: () => void, kit: RowKit<Row>) => ReactNode;
  /** The record's own delete dialog instead of the kit's confirmation (an agent's, with the handover of ADR 44). */
  deleteDialog?: (row: Row | null, close: () => void, kit: RowKit<Row>) => ReactNode;
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

  const fields = useMemo(
    () => (editing || !config.createOnlyFields ? config.fields : [...config.fields, ...config.createOnlyFields]),
    [editing, config.fields, config.createOnlyFields],
  );
  const initialValues = useMemo(
    () => (editing ? valuesFromRow(fields, config.editValues?.(editing) ?? editing) : emptyValues(fields, config.defaults)),
    [editing, fields, config],
  );
  const openDialog = (row: Row | null) => {
    setEditing(row);
    setDialogOpen(true);
  };
  const retry = useCallback(() => void reload(), [reload]);
  // After signing in again, the dialog that was open when the session ended opens again on its record: read by its
  // id where the router reads one, else once the list holds it.
  const [waitingFor, setWaitingFor] = useState<string | null>(null);
  useReopenKeptDraft(config.noun, (target) => {
    if (target === null) return openDialog(null);
    const one = (config.api as ResourceApi<Row>)[':id'];
    if (config.submitOnly) return;
    if (!one?.$get) return setWaitingFor(target);
    void send(() => one.$get({ param: { id: target } })).then((result) => result.ok && openDialog(result.data.item));
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: openDialog only sets state.
  useEffect(() => {
    const row = waitingFor === null ? undefined : rows.find((item) => item.id === waitingFor);
    if (!row) return;
    setWaitingFor(null);
    openDialog(row);
  }, [waitingFor, rows]);

  const approved = useCallback(() => {
    watch();
    void reload();
  }, [watch, reload]);
  const kit: RowKit<Row> = {
    changed: approved,
    reload: retry,
    confirmDelete: setDeleting,
    focusAway: () => addButton.current?.focus(),
    edit: (row) => openDialog(row),
  };
  const adding = config.submitOnly ?? config.add;
  const rowActions = (row: Row): ReactNode => (
    <div className="flex items-center justify-end gap-1">
      {config.approval?.applies(row) && <ApprovalSwitch row={row} config={config.approval} onChanged={approved} />}
      {config.actions?.(row, kit)}
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

  const closeDialog = () => setDialogOpen(false);
  const closeDelete = () => setDeleting(null);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Button ref={addButton} onClick={() => openDialog(null)}>
          <PlusIcon aria-hidden="true" />
          {adding?.label ?? m.add(config.label)}
        </Button>
        {config.toolbar?.(retry)}
      </div>
      {views.control}
      {config.cards ? (
        <CardGrid
          rows={views.shown}
          loading={loading}
          error={error}
          onRetry={retry}
          emptyText={config.messages.empty}
          label={config.cards.label}
          card={(row) => config.cards!.render(row, kit)}
        />
      ) : grouped ? (
        config.groups!.map((group, index) => (
          <section key={group.title} className="space-y-2" aria-label={group.title}>
            <h3 className="text-base font-semibold text-slate-900">{group.title}</h3>
            {table(groupRows[index]!, group.title, group.empty, false)}
          </section>
        ))
      ) : (
        table(views.shown, caption, config.messages.empty, !config.groups)
      )}
      {grouped && <Pager {...tableProps.paging} />}
      {config.editDialog?.(dialogOpen && editing ? editing : null, closeDialog, kit)}
      <EntityDialog
        open={dialogOpen && !(editing && config.editDialog)}
        onOpenChange={setDialogOpen}
        mode={editing ? 'edit' : 'add'}
        title={editing ? m.edit(config.label) : (adding?.label ?? m.add(config.label))}
        description={editing ? undefined : adding?.description}
        schema={config.schema}
        fields={fields}
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
      {config.deleteDialog?.(deleting, closeDelete, kit)}
      <DeleteConfirm
        kind={config.noun}
        item={config.deleteDialog ? null : deleting}
        name={config.nameOf}
        onClose={closeDelete}
        onDelete={remove}
        focusAfterDelete={() => addButton.current?.focus()}
        describe={config.deleteDescribe}
      />
    </div>
  );
}
