import { type ApiResult, apiRequest } from './api-client';

/**
 * Sends a file larger than one request may carry in parts (ADR 60): opens the upload at `base` with the file's name
 * and size (and `fields`), sends each part the server asks for, then finishes it; the finish's answer, or the first
 * refusal. A part lost to a server error is sent once more.
 */
export async function sendInParts<T>(base: string, file: File, fields: Record<string, string> = {}): Promise<ApiResult<T>> {
  const begun = await apiRequest<{ id: string; parts: number; part_bytes: number }>(base, {
    method: 'POST',
    body: { ...fields, name: file.name, size: file.size },
  });
  if (!begun.ok) return begun;
  const { id, parts, part_bytes: partBytes } = begun.data;
  for (let index = 0; index < parts; index++) {
    const part = () =>
      apiRequest<null>(`${base}/${encodeURIComponent(id)}/parts/${index}`, { method: 'PUT', body: file.slice(index * partBytes, (index + 1) * partBytes) });
    let sent = await part();
    if (!sent.ok && (sent.status === 0 || sent.status >= 500)) sent = await part();
    if (!sent.ok) return sent;
  }
  return apiRequest<T>(`${base}/${encodeURIComponent(id)}/finish`, { method: 'POST' });
}
