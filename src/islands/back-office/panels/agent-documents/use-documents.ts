import { useCallback } from 'react';
import { type ApiError, apiRequest, reportStatus } from '../../../../browser/api-client';
import { messages } from '../../../../lib/messages-staff';
import type { AgentDocumentRow, DocumentType } from '../../../../lib/schemas/agents';
import { toast } from '../../../../browser/toast';
import { useList } from '../../kit/use-list';

const m = messages.backOffice.documents;
const PATH = '/api/agent/documents';

export type UploadAnswer = { ok: true } | { ok: false; fieldError?: string };

/** The signed-in agent's documents: list (newest first, as the API orders them), upload and delete, with toasts. */
export function useDocuments() {
  const { rows, setRows, loading, error, reload } = useList<AgentDocumentRow>(PATH, m.fetchFailed);

  /** Multipart POST; the API answers the spec's 'Failed to upload document: {reason}' with the reason per field. */
  const upload = useCallback(
    async (file: File, type: DocumentType): Promise<UploadAnswer> => {
      const body = new FormData();
      body.append('file', file);
      body.append('type', type);
      const { status, payload } = await postForm(body);
      if (status === 201 && payload?.item) {
        const item = payload.item;
        setRows((current) => [item, ...current]);
        toast(m.uploaded, 'success');
        return { ok: true };
      }
      if (status === 401) return { ok: false }; // the session ended: src/browser/session-ended.ts takes over
      const reason = payload?.error?.fields?.file ?? payload?.error?.fields?.type;
      toast(payload?.error?.message ?? messages.backOffice.uploads.documentFailed(messages.generic.serverError), 'error');
      return { ok: false, fieldError: reason };
    },
    [setRows],
  );

  const remove = useCallback(
    async (row: AgentDocumentRow): Promise<boolean> => {
      const result = await apiRequest(`${PATH}/${encodeURIComponent(row.id)}`, { method: 'DELETE' });
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

type UploadPayload = { item?: AgentDocumentRow; error?: ApiError } | null;

/** apiRequest speaks JSON only; a network failure answers status 0. */
async function postForm(body: FormData): Promise<{ status: number; payload: UploadPayload }> {
  try {
    const response = await fetch(PATH, { method: 'POST', body, credentials: 'same-origin', headers: { Accept: 'application/json' } });
    reportStatus(PATH, response.status);
    return { status: response.status, payload: (await response.json().catch(() => null)) as UploadPayload };
  } catch {
    return { status: 0, payload: null };
  }
}
