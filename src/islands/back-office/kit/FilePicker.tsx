import { FileIcon, XIcon } from 'lucide-react';
import { type DragEvent, type Ref, useState } from 'react';
import { formatFileSize } from '../../../lib/format';
import { messages } from '../../../lib/messages-staff';
import { MAX_UPLOAD_BYTES } from '../../../lib/upload-limits';
import { FieldHelp } from '../../shared/field-help';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { Label } from '../ui/label';
import { FileButton } from './FileButton';

const m = messages.backOffice.uploads;

interface FilePickerProps {
  id: string;
  label: string;
  /** What may be chosen and the size limit, said before anything is sent. */
  hint: string;
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  onError: (message: string | undefined) => void;
  disabled?: boolean;
  /** The largest file this form takes (a form that sends in parts takes more, ADR 60) and what a larger one is told. */
  maxBytes?: number;
  tooLarge?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Chooses one file for a form that uploads on submit: the kit's file button, the chosen file's name and size with a
 * way to remove it, and a drop area for those who drag. A file over the limit is refused at once (the server refuses
 * it too), so nobody waits for 4 MB to travel to be told.
 */
export function FilePicker({
  id,
  label,
  hint,
  accept,
  file,
  onChange,
  error,
  onError,
  disabled,
  inputRef,
  maxBytes = MAX_UPLOAD_BYTES,
  tooLarge = m.tooLarge,
}: FilePickerProps) {
  const [over, setOver] = useState(false);

  function take(chosen: File | undefined) {
    if (!chosen) return;
    if (chosen.size > maxBytes) {
      onChange(null);
      onError(tooLarge);
      return;
    }
    onError(undefined);
    onChange(chosen);
  }

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files[0]);
  };
  const describedBy = [`${id}-hint`, file ? `${id}-chosen` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <div className="space-y-2">
      <Label id={`${id}-label`} htmlFor={id}>
        {label}
      </Label>
      {/* Dropping is a shortcut for pointers; the button is the way for everyone, so the area needs no role. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target only; the file button inside does the work */}
      <div
        data-testid="file-drop"
        className={cn(
          'min-w-0 space-y-2 rounded-md border border-dashed border-input bg-slate-50 p-3',
          over && 'border-ring bg-brand-50',
          error && 'border-destructive',
        )}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <FileButton
            id={id}
            accept={accept}
            text={file ? m.chooseAnother : m.chooseFile}
            onFile={take}
            disabled={disabled}
            inputRef={inputRef}
            aria-labelledby={`${id}-label`}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
          />
          <span className="text-sm text-muted-foreground">{m.orDrop}</span>
        </div>
        {file && (
          // The chosen file on its own line, so a long name wraps in the width it has rather than a letter a line.
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span id={`${id}-chosen`} className="flex min-w-0 flex-1 basis-48 items-center gap-2 text-sm" data-testid="chosen-file">
              <FileIcon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              <span className="min-w-0 font-medium [overflow-wrap:anywhere] text-slate-900">{file.name}</span>
              <span className="shrink-0 text-muted-foreground">{formatFileSize(file.size)}</span>
            </span>
            <Button type="button" variant="ghost" size="sm" disabled={disabled} onClick={() => onChange(null)}>
              <XIcon aria-hidden="true" />
              {m.removeFile}
              <span className="sr-only"> {file.name}</span>
            </Button>
          </div>
        )}
      </div>
      <FieldHelp id={id} hint={hint} error={error} />
      <span className="sr-only" role="status">
        {file ? m.chosen(file.name, formatFileSize(file.size)) : ''}
      </span>
    </div>
  );
}
