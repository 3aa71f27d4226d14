import { useState } from 'react';
import { messages } from '../../../lib/messages-staff';
import { MAX_UPLOAD_BYTES } from '../../../lib/upload-limits';
import { isSessionEnded } from '../../../browser/api-client';
import { toast } from '../../../browser/toast';
import { FieldHelp } from '../../shared/field-help';
import { FileButton } from './FileButton';
import { useUploadAgent } from './upload-agent';
import { type UploadResult, uploadFile } from './upload-file';

const m = messages.backOffice.uploads;

/**
 * docs/product/back-office-shell.md#storage-buckets: a not-found answer shows the server's 'Bucket "..." not found...'; anything else shows the raw
 * message, after the product's 'Failed to upload image' (or 'Failed to upload {kind}' for the agent's own images) (docs/product/back-office-shell.md#upload-failures).
 */
export function uploadFailureText(result: Extract<UploadResult, { ok: false }>, kind?: string): string {
  const prefix = kind ? m.failedKind(kind) : m.imageFailed;
  if (result.status === 404) return result.error.message;
  if (result.status === 0 || !result.error.message) return prefix;
  return `${prefix}: ${result.error.message}`;
}

/** Picks an image and uploads it at once; the form's address field then holds the stored file's URL. */
export function UploadField({
  id,
  bucket,
  label,
  failureKind,
  onUploaded,
  onBusyChange,
}: {
  id: string;
  bucket: string;
  label: string;
  failureKind?: string;
  onUploaded: (url: string) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const agentId = useUploadAgent();

  async function pick(file: File | undefined) {
    if (!file) return;
    // Too large is known before sending 4 MB anywhere.
    if (file.size > MAX_UPLOAD_BYTES) {
      const text = uploadFailureText({ ok: false, status: 413, error: { code: 'file_too_large', message: m.tooLarge } }, failureKind);
      setError(text);
      toast(text, 'error');
      return;
    }
    setBusy(true);
    onBusyChange(true);
    setError(undefined);
    const result = await uploadFile(bucket, file, agentId);
    setBusy(false);
    onBusyChange(false);
    if (result.ok) {
      onUploaded(result.file.url);
      return;
    }
    if (isSessionEnded(result)) return;
    const text = uploadFailureText(result, failureKind);
    setError(text);
    toast(text, 'error');
  }

  return (
    <div>
      <FileButton
        id={id}
        accept="image/*"
        text={busy ? m.uploading : m.choose(label)}
        onFile={(file) => void pick(file)}
        disabled={busy}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
      />
      <span className="sr-only" role="status">
        {busy ? m.uploading : ''}
      </span>
      <FieldHelp id={id} error={error} />
    </div>
  );
}
