import { deleteAgentDocument, findAgentDocument, insertAgentDocument, listAgentDocuments, type StoredDocument } from '../../db/queries/agent-documents';
import { messages } from '../../src/lib/messages-staff';
import { cleanText } from '../../src/lib/schemas/fields';
import { documentTypeSchema, type AgentDocumentRow, type DocumentType } from '../../src/lib/schemas/agents';
import type { AppDeps } from '../deps';
import { HttpError, notFound } from '../http/errors';
import { forgetUpload } from '../../db/queries/upload-usage';
import { checkUpload, type UploadCheck } from '../storage/sniff';
import { releaseUpload, reserveWithinQuota } from '../storage/upload-quota';
import { uploadKey } from '../storage/upload-keys';

/**
 * Agents' documents: private files in the agent-documents bucket, reached only through an owner-checked
 * route. Every function takes the agent id the route already settled (the signed-in agent's own, or the one a staff
 * member named); a document of another agent is simply not found (404, so ids cannot be probed).
 */
const BUCKET = 'agent-documents';
const upload = messages.backOffice.uploads;
const documentNotFound = () => notFound(messages.backOffice.documents.notFound);

/** Where the panel downloads a document from, e.g. `/api/agent/documents/{id}/download`. */
export type DownloadUrl = (documentId: string) => string;

const toView = (stored: StoredDocument, downloadUrl: DownloadUrl): AgentDocumentRow => ({ ...stored.row, download_url: downloadUrl(stored.row.id) });

export async function listDocuments(deps: AppDeps, agentId: string, downloadUrl: DownloadUrl): Promise<AgentDocumentRow[]> {
  return (await listAgentDocuments(deps.db, agentId)).map((stored) => toView(stored, downloadUrl));
}

const REASONS: Record<Exclude<UploadCheck, { ok: true }>['reason'], string> = {
  empty: upload.empty,
  too_large: upload.tooLarge,
  bad_name: upload.badName,
  not_allowed: upload.notAllowedDocument,
  unsafe_content: upload.unsafeContent,
};

/** The product's 'Failed to upload document: {reason}', with the reason under the field it belongs to (docs/product/back-office-shell.md#upload-failures). */
export const refused = (field: 'file' | 'type', reason: string, status: 400 | 413 = 400) =>
  new HttpError(status, status === 413 ? 'payload_too_large' : 'invalid_input', upload.documentFailed(reason), { [field]: reason });

/**
 * Multipart `file` + `type` (certificate | other, default other). The bytes decide the type (pdf, doc, docx, images);
 * the key is generated here. If the row cannot be saved the stored file is removed again, so no file is orphaned.
 */
export async function uploadDocument(deps: AppDeps, agentId: string, userId: string, form: FormData, downloadUrl: DownloadUrl): Promise<AgentDocumentRow> {
  const file = form.get('file');
  if (!(file instanceof File)) throw refused('file', upload.missing);
  const type = documentTypeOf(form.get('type'));
  return storeDocument(deps, { agentId, userId, bytes: new Uint8Array(await file.arrayBuffer()), name: file.name, type }, downloadUrl);
}

/** The document type a request names (certificate | other, default other), or the refusal under its field. */
export function documentTypeOf(value: unknown): DocumentType {
  const type = documentTypeSchema.safeParse(value || 'other');
  if (!type.success) throw refused('type', messages.backOffice.documents.typeInvalid);
  return type.data;
}

/**
 * A document's bytes, from one request or joined from parts (ADR 60, `maxBytes` then larger): sniffed, kept within
 * the account's quota, stored under a generated key and recorded.
 */
export async function storeDocument(
  deps: AppDeps,
  input: { agentId: string; userId: string; bytes: Uint8Array; name: string; type: DocumentType; maxBytes?: number },
  downloadUrl: DownloadUrl,
): Promise<AgentDocumentRow> {
  const { agentId, userId, bytes, type } = input;
  const file = { name: input.name };
  const check = checkUpload({ bytes, name: file.name, accept: 'document', maxBytes: input.maxBytes });
  if (!check.ok) throw refused('file', REASONS[check.reason], check.reason === 'too_large' ? 413 : 400);

  const key = uploadKey({ bucket: BUCKET, agentId, originalName: file.name, ext: check.type.ext, now: deps.now() });
  // Checked and reserved in one statement before the file is written, so parallel uploads cannot overrun the quota.
  await reserveWithinQuota(deps, { bucket: BUCKET, key, userId, size: bytes.byteLength }, upload.documentFailed);
  try {
    await deps.storage.put(BUCKET, key, bytes, { contentType: check.type.mime, originalName: file.name });
  } catch (error) {
    await releaseUpload(deps, BUCKET, key);
    deps.log.error('document upload failed', { agentId, error: error instanceof Error ? error.message : String(error) });
    throw new HttpError(500, 'server_error', upload.documentFailed(messages.generic.serverError));
  }
  try {
    const name = cleanText(file.name).slice(0, 255);
    const stored = await insertAgentDocument(deps.db, { agentId, name, key, size: bytes.byteLength, mimeType: check.type.mime, type });
    return toView(stored, downloadUrl);
  } catch (error) {
    await releaseUpload(deps, BUCKET, key);
    await removeFile(deps, key);
    deps.log.error('document row insert failed', { agentId, error: error instanceof Error ? error.message : String(error) });
    throw new HttpError(500, 'server_error', upload.documentSaveFailed);
  }
}

/** Deletes the row, then the file (a file left by a failed removal is logged; a row never points at nothing). */
export async function removeDocument(deps: AppDeps, agentId: string, documentId: string): Promise<void> {
  const stored = await findAgentDocument(deps.db, agentId, documentId);
  if (!stored || !(await deleteAgentDocument(deps.db, agentId, documentId))) throw documentNotFound();
  await forgetUpload(deps.db, BUCKET, stored.key);
  await removeFile(deps, stored.key);
}

export async function removeFile(deps: AppDeps, key: string): Promise<void> {
  try {
    await deps.storage.delete(BUCKET, key);
  } catch (error) {
    deps.log.error('document file removal failed', { key, error: error instanceof Error ? error.message : String(error) });
  }
}

/** The file as an attachment, never rendered by the browser: nosniff, a sandboxing CSP, no-store. */
export async function downloadDocument(deps: AppDeps, agentId: string, documentId: string): Promise<Response> {
  const stored = await findAgentDocument(deps.db, agentId, documentId);
  const file = stored ? await deps.storage.get(BUCKET, stored.key) : null;
  if (!stored || !file) throw documentNotFound();
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': stored.row.mime_type ?? file.contentType,
      'Content-Length': String(file.size),
      'Content-Disposition': attachment(downloadName(stored)),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'no-store',
    },
  });
}

/** The name the person uploaded, with the extension of the type its bytes really are. */
function downloadName(stored: StoredDocument): string {
  const ext = stored.key.slice(stored.key.lastIndexOf('.') + 1);
  return stored.row.name.toLowerCase().endsWith(`.${ext}`) ? stored.row.name : `${stored.row.name}.${ext}`;
}

/** RFC 6266: an ASCII fallback plus the UTF-8 name (RFC 5987), with quotes and controls never reaching the header. */
function attachment(name: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'document';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
