import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type ApiResult, isSessionEnded } from '../../../browser/api-client';
import { messages } from '../../../lib/messages-staff';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { SaveFooter } from './SaveFooter';
import { changedValues, type FieldSpec, type FormValues } from './field-spec';
import { FormField } from './FormField';
import { takeDraft, useKeepDraftWhenSessionEnds } from './dialog-draft';
import { useStaleSave, withVersion } from './stale-save';
import { formHasChanges, useDiscardGuard } from './use-discard-guard';
import { useFollowFields } from './use-follow-fields';

const m = messages.backOffice;

export interface EntityDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** The schema the API parses with; the form checks the same rules as the person types. */
  schema: z.ZodType;
  fields: readonly FieldSpec[];
  /** Add mode: empty values; edit mode: the row turned back into form strings. */
  initialValues: FormValues;
  mode: 'add' | 'edit';
  /** Receives what the person typed (edit: only what changed); the answer's `fields` land under the inputs. */
  onSubmit: (values: FormValues) => Promise<ApiResult<unknown>>;
  /** The product's failure text, repeated inside the dialog (toasts outside a modal are not read out) (docs/product/back-office-shell.md#failure-texts). */
  failureText: (result: Extract<ApiResult<unknown>, { ok: false }>) => string;
  /** A panel's own helper inside the form, above the fields (it may use the form's context), e.g. a paste offer. */
  children?: ReactNode;
  /** Under the form, outside it (its buttons never submit the record): a panel's view of what belongs to the record. */
  after?: ReactNode;
  /** Edit mode: the version of the row the form opened with, sent with the save (a stale one gets the 409 choice). */
  version?: number;
  /** After "Reload their version": the dialog closes and the panel reads the record again. */
  onReload?: () => void;
  /** Names the kept draft across an ended session (default: the title) and the record it edits (null: a new one). */
  draftKey?: string;
  draftTarget?: string | null;
}

/** The create/edit dialog of every back-office tab: one zod schema, one field list. */
export function EntityDialog({
  open,
  onOpenChange,
  title,
  description,
  schema,
  fields,
  initialValues,
  mode,
  onSubmit,
  failureText,
  children,
  after,
  version,
  onReload,
  draftKey = title,
  draftTarget = null,
}: EntityDialogProps) {
  const idPrefix = useId();
  // `raw: true`: the resolver checks with the schema but hands back what was typed, so the API stays the authority.
  const form = useForm<FormValues>({
    resolver: zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<FormValues>,
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const [uploads, setUploads] = useState(0);
  const [failure, setFailure] = useState<string>();
  const names = new Set(fields.map((field) => field.name));
  // Read during render: react-hook-form only tracks the formState parts a component subscribes to.
  const { dirtyFields, isSubmitting: saving } = form.formState;

  const [restored, setRestored] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs as the dialog opens; `names` is rebuilt each render from the same fields.
  useEffect(() => {
    if (!open) return;
    form.reset(initialValues);
    setFailure(undefined);
    setUploads(0);
    // Typed before the session ended, and kept across signing in again: given back, marked as changes.
    const draft = takeDraft(draftKey, draftTarget);
    if (draft) for (const [name, value] of Object.entries(draft)) if (names.has(name)) form.setValue(name, value as string | boolean, { shouldDirty: true });
    setRestored(Boolean(draft));
    // `names` is rebuilt each render from `fields` (module-level lists): reading it here needs no re-run.
  }, [open, initialValues, form, draftKey, draftTarget]);
  useKeepDraftWhenSessionEnds(open, draftKey, form.getValues, draftTarget);
  useFollowFields(form, fields, open && mode === 'add' && !restored);
  // A rich text field has its preview beside it: the dialog takes the width of both, and scrolls.
  const wide = fields.some((field) => field.kind === 'markdown');

  const { requestClose, guard } = useDiscardGuard(
    () => formHasChanges(form),
    () => onOpenChange(false),
    open,
  );
  const stale = useStaleSave(() => {
    onOpenChange(false);
    onReload?.();
  });

  const send = async (body: FormValues): Promise<void> => {
    const result = await onSubmit(body);
    if (result.ok) return onOpenChange(false);
    // An ended session: the sign-in takes over and the draft is kept (useKeepDraftWhenSessionEnds); no failure shown.
    if (isSessionEnded(result)) return;
    // Someone saved this record since it opened: the person reloads theirs or overwrites it (kit/stale-save.tsx).
    if (stale.caught(result, (current) => void send(withVersion(body, current)))) return;
    // Nothing typed is lost: the form keeps its values; the server's field messages go under their fields.
    const serverFields = Object.entries(result.error.fields ?? {}).filter(([name]) => names.has(name));
    for (const [name, message] of serverFields) form.setError(name, { type: 'server', message });
    setFailure(failureText(result));
    if (serverFields[0]) form.setFocus(serverFields[0][0]);
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    const body = mode === 'edit' ? changedValues(values, dirtyFields) : values;
    if (mode === 'edit' && Object.keys(body).length === 0) return onOpenChange(false);
    await send(withVersion(body, mode === 'edit' ? version : undefined));
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !saving && (next ? onOpenChange(true) : requestClose())}>
      <DialogContent
        closeLabel={m.panel.close}
        className={wide ? 'max-h-[92svh] overflow-y-auto sm:max-w-5xl' : undefined}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        <FormProvider {...form}>
          <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4" data-mode={mode}>
            {restored && !failure && (
              <p role="status" className="rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-sm font-medium text-blue-900">
                {m.form.draftRestored}
              </p>
            )}
            {failure && (
              <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
                {failure}
              </p>
            )}
            {children}
            {fields.map((field) => (
              <FormField key={field.name} field={field} idPrefix={idPrefix} onBusyChange={(busy) => setUploads((count) => count + (busy ? 1 : -1))} />
            ))}
            <SaveFooter saving={saving} uploading={uploads > 0} onCancel={requestClose} />
          </form>
        </FormProvider>
        {after}
      </DialogContent>
      {guard}
      {stale.prompt}
    </Dialog>
  );
}
