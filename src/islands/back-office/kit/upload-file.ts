import { type ApiResult, apiRequest } from '../../../browser/api-client';

export interface UploadedFile {
  url: string;
  bucket: string;
  key: string;
  size: number;
  contentType: string;
  name: string;
}

export type UploadResult = { ok: true; file: UploadedFile } | Extract<ApiResult<never>, { ok: false }>;

/** POSTs files and text fields as multipart form data (a field left undefined is not sent); the API's answer as apiRequest gives it. */
export function postForm<T>(path: string, fields: Record<string, Blob | string | undefined>): Promise<ApiResult<T>> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.append(name, value);
  return apiRequest<T>(path, { method: 'POST', body });
}

/** POST /api/uploads/:bucket; `agentId` names the agent folder. */
export async function uploadFile(bucket: string, file: File, agentId?: string): Promise<UploadResult> {
  const result = await postForm<UploadedFile>(`/api/uploads/${encodeURIComponent(bucket)}`, { file, agentId });
  if (!result.ok) return result;
  if (result.data?.url) return { ok: true, file: result.data };
  return { ok: false, status: result.status, error: { code: 'http_error', message: `Upload failed (${result.status})` } };
}
