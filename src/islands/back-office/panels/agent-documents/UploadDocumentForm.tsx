import { UploadIcon } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { messages } from '../../../../lib/messages-staff';
import { DOCUMENT_TYPES, type DocumentType } from '../../../../lib/schemas/agents';
import { MAX_PARTED_UPLOAD_BYTES } from '../../../../lib/upload-limits';
import { FilePicker } from '../../kit/FilePicker';
import { Button } from '../../ui/button';
import { Label } from '../../ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select';
import type { UploadAnswer } from './use-documents';

const m = messages.backOffice.documents;
// docs/product/back-office-shell.md#upload-rules: documents accept pdf, doc, docx and images (the API checks the bytes; this only narrows the picker).
const ACCEPT = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/*';

/** Pick a file (button or drop) and its type (certificate or other), then upload; the API's reason shows under the field. */
export function UploadDocumentForm({ onUpload }: { onUpload: (file: File, type: DocumentType) => Promise<UploadAnswer> }) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [type, setType] = useState<DocumentType>('other');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setError(messages.backOffice.uploads.missing);
      fileInput.current?.focus();
      return;
    }
    setBusy(true);
    setError(undefined);
    const answer = await onUpload(file, type);
    setBusy(false);
    if (answer.ok) {
      // A fresh start for the next file: nothing is filed as a certificate by a leftover choice.
      setFile(null);
      setType('other');
      return;
    }
    setError(answer.fieldError);
    fileInput.current?.focus();
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-4 rounded-lg border border-border bg-white p-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start md:p-6"
    >
      <FilePicker
        id={`${id}-file`}
        label={m.chooseFile}
        hint={m.fileHint}
        accept={ACCEPT}
        file={file}
        onChange={setFile}
        error={error}
        onError={setError}
        inputRef={fileInput}
        maxBytes={MAX_PARTED_UPLOAD_BYTES}
        tooLarge={messages.backOffice.uploads.tooLargeParted}
      />
      <div className="space-y-2">
        <Label htmlFor={`${id}-type`}>{m.typeLabel}</Label>
        <Select value={type} onValueChange={(value) => setType(value as DocumentType)}>
          <SelectTrigger id={`${id}-type`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {DOCUMENT_TYPES.map((value) => (
              <SelectItem key={value} value={value}>
                {value === 'certificate' ? m.certificate : m.other}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Button type="submit" disabled={busy} className="sm:mt-[1.375rem]">
        <UploadIcon aria-hidden="true" />
        {busy ? messages.backOffice.uploads.uploading : m.upload}
      </Button>
    </form>
  );
}
