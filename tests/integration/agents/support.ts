import { createUser } from '../../../functions/auth/create-user';
import { signInOverHttp } from '../../helpers/two-factor';
import { startTestApi, type TestApi } from '../../helpers/test-api';

export type Json = Record<string, any>;

export interface SignedIn {
  cookie: string;
  userId: string;
  agentId?: string;
}

/** Creates an account of the role (an agent gets its agents row) and signs it in through the API. */
export async function signIn(api: TestApi, role: 'super_admin' | 'admin' | 'agent', name: string): Promise<SignedIn> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${crypto.randomUUID().slice(0, 6)}@example.test`;
  const created = await createUser(api.db, { email, password: 'password-123', role, name });
  return { cookie: await signInOverHttp(api, email, 'password-123'), userId: created.userId, agentId: created.agentId };
}

/** A fresh API with one account of the role signed in: what most API tests start from (close `api` after them). */
export async function startSignedIn(role: 'super_admin' | 'admin' | 'agent', name: string) {
  const { api, call } = await startWithCaller();
  return { api, call, user: await signIn(api, role, name) };
}

/** A fresh API and its caller, for tests that sign people in as they go. */
export async function startWithCaller() {
  const api = await startTestApi();
  return { api, call: caller(api) };
}

export type Caller = ReturnType<typeof caller>;

/** One call with a cookie (or none) that answers the status and the JSON body (null when the body is not JSON). */
export function caller(api: TestApi) {
  return async (method: string, path: string, cookie?: string, json?: unknown) => {
    const response = await api.request(path, { method, json, headers: cookie ? { cookie } : {} });
    const text = await response.text();
    let body: Json | null = null;
    try {
      body = JSON.parse(text) as Json;
    } catch {
      body = null;
    }
    return { status: response.status, body: body as Json, headers: response.headers };
  };
}

export async function countRows(api: TestApi, table: string, where = '1 = 1', args: string[] = []): Promise<number> {
  const result = await api.db.execute({ sql: `SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`, args });
  return Number(result.rows[0]!.n);
}

/** Multipart upload of a document to the agent's own documents. */
export function uploadDocument(api: TestApi, cookie: string, file: { bytes: Uint8Array; name: string; type?: string }, extra: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new Blob([file.bytes as Uint8Array<ArrayBuffer>]), file.name);
  if (file.type !== undefined) form.append('type', file.type);
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  return api.request('/api/agent/documents', { method: 'POST', body: form, headers: { cookie } });
}
