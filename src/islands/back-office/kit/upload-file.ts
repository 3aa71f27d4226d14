import { reportStatus, type ApiError } from '../../../browser/api-client';

export interface UploadedFile {
  url: string;
  bucket: string;
  key: string;
  size: number;
  contentType: string;
  name: string;
}

export type UploadResult = { ok: true; file: UploadedFile } | { ok: false; status: number; error: ApiError };

/** POST /api/uploads/:bucket as multipart form data (apiRequest speaks JSON only); `agentId` names the agent folder. */
export async function uploadFile(bucket: string, file: File, agentId?: string): Promise<UploadResult> {
  const body = new FormData();
  body.append('file', file);
  if (agentId) body.append('agentId', agentId);
  let response: Response;
  try {
    response = await fetch(`/api/uploads/${encodeURIComponent(bucket)}`, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    return { ok: false, status: 0, error: { code: 'network_error', message: error instanceof Error ? error.message : 'Network error' } };
  }
  reportStatus('/api/uploads', response.status);
  const payload = (await response.json().catch(() => null)) as (UploadedFile & { error?: ApiError }) | null;
  if (response.ok && payload?.url) return { ok: true, file: payload };
  return { ok: false, status: response.status, error: payload?.error ?? { code: 'http_error', message: `Upload failed (${response.status})` } };
}
