import { zodResolver } from '@hookform/resolvers/zod';
import { PlusIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import type { ApiResult } from '../../../../browser/api-client';
import { messages } from '../../../../lib/messages-staff';
import { rateSchema } from '../../../../lib/schemas/rate-admin';
import type { FormValues } from '../../kit/field-spec';
import { FormField } from '../../kit/FormField';
import { takeDraft, useKeepDraftWhenSessionEnds } from '../../kit/dialog-draft';
import { useUnsavedWork } from '../../kit/unsaved-work';
import { formHasChanges } from '../../kit/use-discard-guard';
import { Button } from '../../ui/button';
import { NEW_RATE_VALUES, rateFields } from './fields';

const m = messages.backOffice.rates;
export const ADD_RATE_DRAFT = 'add-rate';

/**
 * Add Rate Manually: the same schema as the API (posted and our rate required, step 0.001), checked as the person
 * types; the API marks the rate Manual and dates it now. On a refusal nothing typed is lost and the server's field
 * messages land under their inputs.
 */
export function AddRateForm({ onAdd, onAdded }: { onAdd: (values: FormValues) => Promise<ApiResult<unknown>>; onAdded: () => void }) {
  const idPrefix = useId();
  const [failure, setFailure] = useState<string>();
  const form = useForm<FormValues>({
    resolver: zodResolver(rateSchema as never, undefined, { raw: true }) as unknown as Resolver<FormValues>,
    defaultValues: NEW_RATE_VALUES,
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;
  // Nothing typed is lost (docs/decisions/0043-nothing-lost-in-the-back-office.md): the page asks before leaving
  // unsaved numbers, and what the form held when the session ended is back after signing in again.
  const [restored, setRestored] = useState(false);
  useUnsavedWork(true, () => formHasChanges(form));
  useKeepDraftWhenSessionEnds(true, ADD_RATE_DRAFT, form.getValues);
  useEffect(() => {
    const draft = takeDraft(ADD_RATE_DRAFT, null);
    if (!draft) return;
    for (const field of rateFields) if (draft[field.name] !== undefined) form.setValue(field.name, draft[field.name]!, { shouldDirty: true });
    setRestored(true);
  }, [form]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    const result = await onAdd(values);
    if (result.ok) {
      // The choices stay (several rates of one province are usually entered in a row); the numbers clear.
      form.reset({ ...values, posted_rate: '', our_rate: '' });
      onAdded();
      return;
    }
    const fields = Object.entries(result.error.fields ?? {}).filter(([name]) => rateFields.some((field) => field.name === name));
    for (const [name, message] of fields) form.setError(name, { type: 'server', message });
    setFailure(m.addFailed);
    if (fields[0]) form.setFocus(fields[0][0]);
  });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="max-w-2xl space-y-4 rounded-lg border border-border bg-white p-4 sm:p-6"
        aria-label={m.tabs.add}
      >
        <p className="text-sm text-slate-700">{m.addHint}</p>
        {restored && !failure && (
          <p role="status" className="rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-sm font-medium text-blue-900">
            {messages.backOffice.form.draftRestored}
          </p>
        )}
        {failure && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {failure}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          {rateFields.map((field) => (
            <FormField key={field.name} field={field} idPrefix={idPrefix} onBusyChange={() => {}} />
          ))}
        </div>
        <Button type="submit" disabled={isSubmitting}>
          <PlusIcon aria-hidden="true" />
          {isSubmitting ? m.adding : m.addSubmit}
        </Button>
      </form>
    </FormProvider>
  );
}
