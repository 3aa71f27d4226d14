import type { KeyboardEvent } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { messages } from '../../../lib/messages-staff';
import { describedBy, FieldHelp } from '../../shared/field-help';
import { UploadField } from './UploadField';
import { Textarea } from '../ui/input';
import { MarkdownPreview } from './MarkdownPreview';
import type { MarkdownSpec } from './field-spec';
import { FieldLabel } from './FieldLabel';

const m = messages.backOffice.blog;

/**
 * A rich text field (FieldSpec kind 'markdown', e.g. a post's content): a Markdown textarea, an image upload that
 * inserts the image, and the live preview. The field named `formatField` chooses Markdown or plain text; it is
 * Markdown without one.
 */
export function MarkdownField({ field, id, onBusyChange }: { field: MarkdownSpec; id: string; onBusyChange: (busy: boolean) => void }) {
  const { control, formState, watch, getValues, setValue } = useFormContext();
  const name = field.name;
  const error = formState.errors[name]?.message as string | undefined;
  const format = field.formatField && watch(field.formatField) === 'plain' ? 'plain' : 'markdown';
  const hint = format === 'markdown' ? m.markdownHint : undefined;

  const insertImage = (url: string) => {
    const current = String(getValues(name) ?? '');
    const separator = current && !current.endsWith('\n\n') ? (current.endsWith('\n') ? '\n' : '\n\n') : '';
    setValue(name, `${current}${separator}![Image description](${url})\n`, { shouldDirty: true, shouldValidate: true });
  };

  // Ctrl/⌘+B is the editor's own (bold in Markdown, nothing in plain text), never the sidebar's toggle.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key.toLowerCase() !== 'b' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    event.preventDefault();
    event.stopPropagation();
    if (format !== 'markdown') return;
    const box = event.currentTarget;
    const { selectionStart: start, selectionEnd: end, value } = box;
    const next = `${value.slice(0, start)}**${value.slice(start, end)}**${value.slice(end)}`;
    setValue(name, next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    requestAnimationFrame(() => box.setSelectionRange(start + 2, end + 2));
  };

  return (
    <div className="grid gap-3 md:grid-cols-2">
      <div className="space-y-2">
        <FieldLabel id={id} field={field} />
        <Controller
          name={name}
          control={control}
          render={({ field: input }) => (
            <Textarea
              id={id}
              rows={14}
              className="font-mono text-sm"
              aria-required={field.required || undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, hint, error)}
              {...input}
              onKeyDown={onKeyDown}
              value={String(input.value ?? '')}
            />
          )}
        />
        <FieldHelp id={id} hint={hint} error={error} />
        {format === 'markdown' && field.bucket && (
          <UploadField id={`${id}-image`} bucket={field.bucket} label={m.insertImage} onUploaded={insertImage} onBusyChange={onBusyChange} />
        )}
      </div>
      <div className="space-y-2">
        <p className="text-sm font-medium" id={`${id}-preview-label`}>
          {m.preview}
        </p>
        <MarkdownPreview id={`${id}-preview`} content={String(watch(name) ?? '')} format={format} />
      </div>
    </div>
  );
}
