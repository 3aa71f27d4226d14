/** The browser side of the API's contract: JSON in, JSON out, errors as `{ error: { code, message, fields? } }`. */
export interface ApiError {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiError };

/**
 * What the page does when the API answers 401 outside sign-in itself (the back office registers one: the session
 * ended, see session-ended.ts). One place, so no screen shows "Failed to save" for an expired session.
 */
let onUnauthorized: (() => void) | null = null;
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}
/** For calls that do not go through apiRequest (multipart uploads): the same 401 rule. */
export function reportStatus(path: string, status: number): void {
  if (status === 401 && !path.startsWith('/api/auth/')) onUnauthorized?.();
}

export async function apiRequest<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: init.body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
      signal: init.signal,
    });
  } catch (error) {
    return { ok: false, status: 0, error: { code: 'network_error', message: error instanceof Error ? error.message : 'Network error' } };
  }
  reportStatus(path, response.status);
  const payload = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return { ok: true, status: response.status, data: payload as T };
  const error = (payload as { error?: ApiError } | null)?.error;
  return { ok: false, status: response.status, error: error ?? { code: 'http_error', message: `Request failed (${response.status})` } };
}
