import { useState } from 'react';
import { Controller, get, useFormContext, useWatch } from 'react-hook-form';
import { messages } from '../../../lib/messages-staff';
import { describedBy, FieldHelp } from '../../shared/field-help';
import { Input, Textarea } from '../ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select';
import { Switch } from '../ui/switch';
import type { FieldSpec } from './field-spec';
import { UploadField } from './UploadField';
import { MarkdownField } from './MarkdownField';
import { FieldLabel } from './FieldLabel';

/** One labelled control of an EntityDialog, with its hint and its error (client or server) under it. */
/**
 * Radix Select treats '' as no choice at all and shows a blank trigger, so an option whose value is '' ('Unassigned')
 * never showed as chosen: it travels under a stand-in value inside the Select and as '' in the form.
 */
const EMPTY_OPTION = '__empty__';
const toSelectValue = (value: unknown) => (value === '' || value === null || value === undefined ? EMPTY_OPTION : String(value));
const fromSelectValue = (value: string) => (value === EMPTY_OPTION ? '' : value);

export function FormField({ field, idPrefix, onBusyChange }: { field: FieldSpec; idPrefix: string; onBusyChange: (busy: boolean) => void }) {
  const { register, control, formState } = useFormContext();
  const id = `${idPrefix}-${field.name}`;
  if (field.kind === 'markdown') return <MarkdownField field={field} id={id} onBusyChange={onBusyChange} />;
  // `get`: a dotted name (`seo_settings.meta_title`) has its error nested the same way.
  const error = (get(formState.errors, field.name) as { message?: string } | undefined)?.message;
  const live = (field.kind === 'text' && (field.preview || field.counter)) || (field.kind === 'textarea' && field.counter);
  const described = [describedBy(id, field.hint, error), live ? `${id}-live` : ''].filter(Boolean).join(' ') || undefined;
  const aria = { 'aria-invalid': error ? true : undefined, 'aria-describedby': described, 'aria-required': field.required || undefined } as const;
  const label = <FieldLabel id={id} field={field} />;

  if (field.kind === 'switch') {
    return (
      <div>
        <Controller
          name={field.name}
          control={control}
          render={({ field: f }) => (
            <div className="flex items-center gap-3">
              <Switch id={id} ref={f.ref} checked={Boolean(f.value)} onCheckedChange={f.onChange} onBlur={f.onBlur} {...aria} />
              {label}
            </div>
          )}
        />
        <FieldHelp id={id} hint={field.hint} error={error} />
      </div>
    );
  }

  return (
    <div className="space-y-2">
      {label}
      {field.kind === 'text' && (
        <Input
          id={id}
          type={field.type}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
          inputMode={field.inputMode === 'url' ? 'url' : undefined}
          {...aria}
          {...register(field.name)}
        />
      )}
      {field.kind === 'number' &&
        (field.decimalComma ? (
          <Input id={id} type="text" inputMode="decimal" autoComplete="off" {...aria} {...register(field.name)} />
        ) : (
          <Input id={id} type="number" step={field.step} inputMode={field.inputMode} {...aria} {...register(field.name)} />
        ))}
      {field.kind === 'textarea' && (
        <Textarea id={id} rows={field.rows ?? 3} className={field.monospace ? 'font-mono text-sm' : undefined} {...aria} {...register(field.name)} />
      )}
      {field.kind === 'select' && (
        <Controller
          name={field.name}
          control={control}
          render={({ field: f }) => (
            <Select value={toSelectValue(f.value)} onValueChange={(value) => f.onChange(fromSelectValue(value))}>
              <SelectTrigger id={id} ref={f.ref} onBlur={f.onBlur} {...aria}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {field.options.map((option) => (
                  <SelectItem key={option.value} value={toSelectValue(option.value)}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
      {field.kind === 'image' && (
        <Controller
          name={field.name}
          control={control}
          render={({ field: f }) => (
            <div className="flex items-start gap-3">
              <Preview url={String(f.value ?? '')} />
              <div className="min-w-0 flex-1 space-y-2">
                <Input id={id} ref={f.ref} value={String(f.value ?? '')} onChange={f.onChange} onBlur={f.onBlur} inputMode="url" {...aria} />
                {field.bucket && (
                  <UploadField
                    id={`${id}-file`}
                    bucket={field.bucket}
                    label={field.uploadNoun ?? field.label}
                    failureKind={field.namedFailure ? (field.uploadNoun ?? field.label) : undefined}
                    onUploaded={(url) => f.onChange(url)}
                    onBusyChange={onBusyChange}
                  />
                )}
              </div>
            </div>
          )}
        />
      )}
      {live && (
        <LiveLine
          id={`${id}-live`}
          name={field.name}
          preview={field.kind === 'text' ? field.preview : undefined}
          counter={field.kind === 'text' || field.kind === 'textarea' ? field.counter : undefined}
        />
      )}
      <FieldHelp id={id} hint={field.hint} error={error} />
    </div>
  );
}

/**
 * What is typed, seen as it is typed: a preview line and/or 'n/max characters'. Not a live region (it would speak at
 * every key); the input's description points here, so it is read on focus.
 */
function LiveLine({ id, name, preview, counter }: { id: string; name: string; preview?: (value: string) => string; counter?: number }) {
  const value = String(useWatch({ name }) ?? '');
  return (
    <p id={id} className="flex flex-wrap justify-between gap-x-3 text-sm text-slate-600" data-testid={`live-${name}`}>
      {preview && <span className="min-w-0 [overflow-wrap:anywhere]">{preview(value)}</span>}
      {counter !== undefined && (
        <span className={value.length > counter ? 'ml-auto font-medium text-red-700' : 'ml-auto'}>
          {messages.backOffice.profile.counter(value.length, counter)}
        </span>
      )}
    </p>
  );
}

/** The current image, or a fixed-size blank, so the form never shifts when one appears. */
function Preview({ url }: { url: string }) {
  const [broken, setBroken] = useState<string>();
  const show = url !== '' && broken !== url && (url.startsWith('/') || /^https?:\/\//i.test(url));
  return (
    <div className="size-16 shrink-0 overflow-hidden rounded-md border border-border bg-muted">
      {show && <img src={url} alt={messages.backOffice.uploads.current} className="size-full object-cover" onError={() => setBroken(url)} />}
    </div>
  );
}
