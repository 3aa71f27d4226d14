import { useCallback } from 'react';
import { isSessionEnded, send } from '../../../../browser/api-client';
import { agentApi, agentHref } from '../../../../browser/api-routes';
import { messages } from '../../../../lib/messages-staff';
import type { AgentDocumentRow, DocumentType } from '../../../../lib/schemas/agents';
import { toast } from '../../../../browser/toast';
import { sendInParts } from '../../../../browser/parted-upload';
import { MAX_UPLOAD_BYTES } from '../../../../lib/upload-limits';
import type { ApiSource } from '../../kit/use-api-data';
import { type ListAnswer, useList } from '../../kit/use-list';

const m = messages.backOffice.documents;
const documents = agentApi.documents;
/** GET /api/agent/documents through the typed client. */
const LIST: ApiSource<ListAnswer<AgentDocumentRow>> = { key: 'agent-documents', load: () => send(() => documents.$get()) };

export type UploadAnswer = { ok: true } | { ok: false; fieldError?: string };

/** The signed-in agent's documents: list (newest first, as the API orders them), upload and delete, with toasts. */
export function useDocuments() {
  const { rows, setRows, loading, error, reload } = useList<AgentDocumentRow>(LIST, m.fetchFailed);

  /** Multipart POST; the API answers the product's 'Failed to upload document: {reason}' with the reason per field (docs/product/back-office-shell.md#upload-failures). */
  const upload = useCallback(
    async (file: File, type: DocumentType): Promise<UploadAnswer> => {
      // Over one request's limit, the file goes in parts (ADR 60): raw bytes per part, outside the typed client.
      const result =
        file.size > MAX_UPLOAD_BYTES
          ? await sendInParts<{ item: AgentDocumentRow }>(agentHref('/documents/parted-uploads'), file, { type })
          : await send(() => documents.$post({ form: { file, type } }));
      if (result.ok) {
        const item = result.data.item;
        setRows((current) => [item, ...current]);
        toast(m.uploaded, 'success');
        return { ok: true };
      }
      if (isSessionEnded(result)) return { ok: false };
      const reason = result.error.fields?.file ?? result.error.fields?.type;
      // The API's own reason when it gave one; a network failure or a bare status gets the product's generic text (docs/product/back-office-shell.md#failure-texts).
      const own = result.error.code !== 'network_error' && result.error.code !== 'http_error';
      toast(own ? result.error.message : messages.backOffice.uploads.documentFailed(messages.generic.serverError), 'error');
      return { ok: false, fieldError: reason };
    },
    [setRows],
  );

  const remove = useCallback(
    async (row: AgentDocumentRow): Promise<boolean> => {
      const result = await send(() => documents[':id'].$delete({ param: { id: row.id } }));
      if (!result.ok) {
        toast(m.deleteFailed, 'error');
        return false;
      }
      setRows((current) => current.filter((item) => item.id !== row.id));
      toast(m.deleted, 'success');
      return true;
    },
    [setRows],
  );

  return { rows, loading, error, reload, upload, remove };
}
