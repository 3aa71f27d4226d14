import type { ClientResponse } from 'hono/client';
import type { ResponseFormat } from 'hono/types';
/** The browser side of the API's contract: JSON in, JSON out, errors as `{ error: { code, message, fields? } }`. */
export interface ApiError {
  code: string;
  message: string;
  fields?: Record<string, string>;
  /** A 409 `stale_version`: the record's version now, when and by whom it was made (docs/decisions/0043-nothing-lost-in-the-back-office.md). */
  stale?: { version: number; changed_at: string | null; changed_by: string | null };
}

/**
 * A failure marked `sessionEnded` is a 401 outside sign-in: the session ended and the page's handler (the back office's
 * session-ended.ts) has taken over, so the caller shows nothing of its own. Test it with `isSessionEnded`.
 */
export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiError; sessionEnded?: true };

/**
 * What the page does when the API answers 401 outside sign-in itself (the back office registers one: the session
 * ended, see session-ended.ts). One place, so no screen shows "Failed to save" for an expired session.
 */
let onUnauthorized: (() => void) | null = null;
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}
/** The one 401 rule: a 401 from any route but sign-in's own means the session ended. */
const endsSession = (path: string, status: number) => status === 401 && !path.startsWith('/api/auth/');

function reportStatus(path: string, status: number): boolean {
  if (!endsSession(path, status)) return false;
  onUnauthorized?.();
  return true;
}

/** This failure is an ended session: show nothing (no error text, no toast); the sign-in takes over. */
export const isSessionEnded = (result: { ok: boolean; sessionEnded?: true }): boolean => !result.ok && result.sessionEnded === true;

/**
 * One call to the API. A JSON body is sent as JSON; a FormData body as multipart form data (uploads), the browser
 * setting its boundary; a Blob (one part of a file sent in parts, ADR 60) as its raw bytes.
 */
export async function apiRequest<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<ApiResult<T>> {
  const form = init.body instanceof FormData;
  const raw = init.body instanceof Blob;
  const contentType = init.body === undefined || form ? undefined : raw ? 'application/octet-stream' : 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: contentType ? { 'Content-Type': contentType, Accept: 'application/json' } : { Accept: 'application/json' },
      body: init.body === undefined ? undefined : form || raw ? (init.body as BodyInit) : JSON.stringify(init.body),
      credentials: 'same-origin',
      signal: init.signal,
    });
  } catch (error) {
    return { ok: false, status: 0, error: { code: 'network_error', message: error instanceof Error ? error.message : 'Network error' } };
  }
  return readAnswer(path, response);
}

/** The answer of the API in the project's shape: the JSON on success, the error body (or a generic one) on failure. */
async function readAnswer<T>(path: string, response: Response): Promise<ApiResult<T>> {
  const sessionEnded = reportStatus(path, response.status);
  const payload = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return { ok: true, status: response.status, data: payload as T };
  const error = (payload as { error?: ApiError } | null)?.error ?? { code: 'http_error', message: `Request failed (${response.status})` };
  return sessionEnded ? { ok: false, status: response.status, error, sessionEnded } : { ok: false, status: response.status, error };
}

/** The JSON a typed client call answers when it succeeds (every success shape the route can answer). */
export type AnswerOf<R> = R extends ClientResponse<infer T, number, ResponseFormat> ? T : never;

/**
 * One call through the typed client (src/browser/api-routes.ts, ADR 56), answered like `apiRequest`: the same
 * error body, the same ended-session rule, a network failure as `network_error`. The client builds the path and
 * the body from the route's own types; this reads the answer.
 */
export async function send<R extends ClientResponse<unknown, number, ResponseFormat>>(call: () => Promise<R>): Promise<ApiResult<AnswerOf<R>>> {
  let response: Response;
  try {
    response = (await call()) as unknown as Response;
  } catch (error) {
    return { ok: false, status: 0, error: { code: 'network_error', message: error instanceof Error ? error.message : 'Network error' } };
  }
  return readAnswer(response.url ? new URL(response.url).pathname : '', response);
}
