import { type KeyboardEvent, useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { messages } from '../../../../lib/messages-staff';
import { describedBy, FieldHelp } from '../../../shared/field-help';
import { UploadField } from '../../kit/UploadField';
import { Textarea } from '../../ui/input';
import { Label } from '../../ui/label';
import { MarkdownPreview } from './MarkdownPreview';

const m = messages.backOffice.blog;

/** The post's content: a Markdown textarea, an image upload that inserts the image, and the live preview. */
export function MarkdownField({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const { control, formState, watch, getValues, setValue } = useFormContext();
  const id = useId();
  const error = formState.errors.content?.message as string | undefined;
  const format = watch('content_format') === 'plain' ? 'plain' : 'markdown';
  const hint = format === 'markdown' ? m.markdownHint : undefined;

  const insertImage = (url: string) => {
    const current = String(getValues('content') ?? '');
    const separator = current && !current.endsWith('\n\n') ? (current.endsWith('\n') ? '\n' : '\n\n') : '';
    setValue('content', `${current}${separator}![Image description](${url})\n`, { shouldDirty: true, shouldValidate: true });
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
    setValue('content', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    requestAnimationFrame(() => box.setSelectionRange(start + 2, end + 2));
  };

  return (
    <div className="grid gap-3 md:grid-cols-2">
      <div className="space-y-2">
        <Label htmlFor={id}>
          Content
          <span className="text-destructive" aria-hidden="true">
            *
          </span>
        </Label>
        <Controller
          name="content"
          control={control}
          render={({ field }) => (
            <Textarea
              id={id}
              rows={14}
              className="font-mono text-sm"
              aria-required
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, hint, error)}
              {...field}
              onKeyDown={onKeyDown}
              value={String(field.value ?? '')}
            />
          )}
        />
        <FieldHelp id={id} hint={hint} error={error} />
        {format === 'markdown' && (
          <UploadField id={`${id}-image`} bucket="blog-images" label={m.insertImage} onUploaded={insertImage} onBusyChange={onBusyChange} />
        )}
      </div>
      <div className="space-y-2">
        <p className="text-sm font-medium" id={`${id}-preview-label`}>
          {m.preview}
        </p>
        <MarkdownPreview id={`${id}-preview`} content={String(watch('content') ?? '')} format={format} />
      </div>
    </div>
  );
}
