import { createUser } from '../../../functions/auth/create-user';
import type { TestApi } from '../../helpers/test-api';

export type Json = Record<string, any>;

/** One call answering status, JSON body and the Set-Cookie session (when one was set). */
export function call(api: TestApi) {
  return async (method: string, path: string, options: { cookie?: string; json?: unknown; ip?: string } = {}) => {
    const headers: Record<string, string> = {};
    if (options.cookie) headers.cookie = options.cookie;
    const response = await api.request(path, { method, json: options.json, headers });
    const text = await response.text();
    let body: Json = {};
    try {
      body = JSON.parse(text) as Json;
    } catch {
      body = {};
    }
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('session='));
    return { status: response.status, body, cookie: setCookie ? setCookie.split(';')[0]! : undefined, headers: response.headers };
  };
}

export async function newStaff(api: TestApi, role: 'super_admin' | 'admin' | 'agent', password = 'first-password') {
  const email = `${role.replace('_', '-')}-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const { userId } = await createUser(api.db, { email, password, role, name: `Person ${role}` });
  return { email, password, userId };
}

/** The outbox messages sent to one address, newest first. */
export async function mailTo(api: TestApi, email: string): Promise<{ subject: string; text_body: string }[]> {
  const result = await api.db.execute({
    sql: 'SELECT subject, text_body FROM email_outbox WHERE to_address = ? ORDER BY created_at DESC, rowid DESC',
    args: [email],
  });
  return result.rows.map((row) => ({ subject: String(row.subject), text_body: String(row.text_body) }));
}

/** The account events the audit log holds for one account, oldest first. */
export async function accountEvents(api: TestApi, userId: string): Promise<string[]> {
  const result = await api.db.execute({
    sql: "SELECT after_json FROM audit_log WHERE record_type = 'account' AND record_id = ? ORDER BY seq",
    args: [userId],
  });
  return result.rows.map((row) => (JSON.parse(String(row.after_json)) as { event: string }).event);
}

export const resetTokenIn = (text: string) => /#token=([a-z0-9]+)/.exec(text)?.[1];
