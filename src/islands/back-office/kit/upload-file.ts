import { type ApiResult, send } from '../../../browser/api-client';
import { uploadApi } from '../../../browser/api-routes';

export interface UploadedFile {
  url: string;
  bucket: string;
  key: string;
  size: number;
  contentType: string;
  name: string;
}

export type UploadResult = { ok: true; file: UploadedFile } | Extract<ApiResult<never>, { ok: false }>;

/**
 * POST /api/uploads/:bucket as multipart form data through the typed client (its `form`; a field left undefined is
 * not sent); `agentId` names the agent folder.
 */
export async function uploadFile(bucket: string, file: File, agentId?: string): Promise<UploadResult> {
  const result = await send(() => uploadApi[':bucket'].$post({ param: { bucket }, form: { file, agentId } }));
  if (!result.ok) return result;
  const url = result.data?.url;
  if (url) return { ok: true, file: { ...result.data, url } };
  return { ok: false, status: result.status, error: { code: 'http_error', message: `Upload failed (${result.status})` } };
}
