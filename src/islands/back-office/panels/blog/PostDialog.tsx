import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type ApiResult, isSessionEnded } from '../../../../browser/api-client';
import { messages } from '../../../../lib/messages-staff';
import { toPostSlug } from '../../../../lib/slug';
import { changedValues, type FieldSpec, type FormValues } from '../../kit/field-spec';
import { FormField } from '../../kit/FormField';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../ui/dialog';
import { SaveFooter } from '../../kit/SaveFooter';
import { formHasChanges, useDiscardGuard } from '../../kit/use-discard-guard';
import { takeDraft, useKeepDraftWhenSessionEnds } from '../../kit/dialog-draft';
import { useStaleSave, withVersion } from '../../kit/stale-save';
import { MarkdownField } from './MarkdownField';

const m = messages.backOffice;

export interface PostDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: 'add' | 'edit';
  title: string;
  schema: z.ZodType;
  /** Every field but the content, which is the Markdown editor placed after the first three. */
  fields: readonly FieldSpec[];
  initialValues: FormValues;
  onSubmit: (values: FormValues) => Promise<ApiResult<unknown>>;
  failureText: (result: Extract<ApiResult<unknown>, { ok: false }>) => string;
  /** Edit mode: the post's version, sent with the save (kit/stale-save.tsx); after "Reload", the list is read again. */
  version?: number;
  onReload?: () => void;
  /** The post being edited (null: a new one), which names its kept draft across an ended session (kit/dialog-draft.ts). */
  draftTarget?: string | null;
}

/** The kept draft's name: one post editor per panel (usePostEditor reopens it). */
export const POST_DRAFT = 'post';

/**
 * The post editor: EntityDialog's behaviour (the API's zod schema, only changed fields on edit, server field errors
 * under their inputs, nothing lost on failure) with a wide Markdown editor and live preview. While adding, the slug
 * follows the title until the person types a slug of their own.
 */
export function PostDialog({
  open,
  onOpenChange,
  mode,
  title,
  schema,
  fields,
  initialValues,
  onSubmit,
  failureText,
  version,
  onReload,
  draftTarget = null,
}: PostDialogProps) {
  const idPrefix = useId();
  const form = useForm<FormValues>({
    resolver: zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<FormValues>,
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const [uploads, setUploads] = useState(0);
  const [failure, setFailure] = useState<string>();
  const slugTouched = useRef(false);
  const { dirtyFields, isSubmitting: saving } = form.formState;
  const names = new Set([...fields.map((field) => field.name), 'content']);
  const [restored, setRestored] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs as the dialog opens; `names` is rebuilt each render from the same fields.
  useEffect(() => {
    if (!open) return;
    form.reset(initialValues);
    setFailure(undefined);
    setUploads(0);
    slugTouched.current = mode === 'edit';
    // Typed before the session ended, and kept across signing in again: given back, marked as changes.
    const draft = takeDraft(POST_DRAFT, draftTarget);
    if (draft) {
      slugTouched.current = true;
      for (const [name, value] of Object.entries(draft)) if (names.has(name)) form.setValue(name, value as string | boolean, { shouldDirty: true });
    }
    setRestored(Boolean(draft));
  }, [open, initialValues, form, mode, draftTarget]);
  useKeepDraftWhenSessionEnds(open, POST_DRAFT, form.getValues, draftTarget);

  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (name === 'slug' && values.slug !== toPostSlug(String(values.title ?? ''))) slugTouched.current = true;
      // Validated as it is filled, so a 'Slug is required.' from an earlier Save never stays under a filled slug.
      if (name === 'title' && !slugTouched.current)
        form.setValue('slug', toPostSlug(String(values.title ?? '')), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const stale = useStaleSave(() => {
    onOpenChange(false);
    onReload?.();
  });
  const send = async (body: FormValues): Promise<void> => {
    const result = await onSubmit(body);
    if (result.ok) return onOpenChange(false);
    // An ended session: the sign-in takes over, the draft is kept (above); a stale save gets the reload/overwrite choice.
    if (isSessionEnded(result)) return;
    if (stale.caught(result, (current) => void send(withVersion(body, current)))) return;
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

  const { requestClose, guard } = useDiscardGuard(
    () => formHasChanges(form),
    () => onOpenChange(false),
    open,
  );
  const busy = (on: boolean) => setUploads((count) => count + (on ? 1 : -1));
  const field = (spec: FieldSpec) => <FormField key={spec.name} field={spec} idPrefix={idPrefix} onBusyChange={busy} />;

  return (
    <Dialog open={open} onOpenChange={(next) => !saving && (next ? onOpenChange(true) : requestClose())}>
      <DialogContent closeLabel={m.panel.close} aria-describedby={undefined} className="max-h-[92svh] overflow-y-auto sm:max-w-5xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
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
            {fields.slice(0, 3).map(field)}
            <MarkdownField onBusyChange={busy} />
            {fields.slice(3).map(field)}
            <SaveFooter saving={saving} uploading={uploads > 0} onCancel={requestClose} />
          </form>
        </FormProvider>
      </DialogContent>
      {guard}
      {stale.prompt}
    </Dialog>
  );
}
