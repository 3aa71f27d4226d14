import { afterAll, beforeAll } from 'vitest';
import { createUser } from '../../functions/auth/create-user';
import { createSession } from '../../functions/auth/sessions';
import { startTestApi, type TestApi } from './test-api';

/** Helpers for the borrower portal's tests (ADR 52): apply, read the link from the outbox, spend it. */

export async function applyAs(api: TestApi, email: string, agentId: string | null = null): Promise<string> {
  const response = await api.request('/api/leads/application', {
    method: 'POST',
    json: { full_name: 'Pat Borrower', email, phone: '4165550100', amount: 400000, agent_id: agentId, idempotency_key: crypto.randomUUID() },
  });
  if (response.status !== 201) throw new Error(`application refused: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { lead_id: string }).lead_id;
}

/** The newest sign-in link mailed to an address, waiting a little for one made after the answer. */
export async function linkTokenFor(api: TestApi, email: string, after = 0): Promise<string> {
  for (let tries = 0; tries < 40; tries++) {
    const rows = await api.db.execute({ sql: 'SELECT text_body FROM email_outbox WHERE to_address = ? ORDER BY rowid DESC', args: [email] });
    const tokens = rows.rows.map((r) => /my-file\/sign-in\?token=([a-z0-9]+)/.exec(String(r.text_body))?.[1]).filter(Boolean) as string[];
    if (tokens.length > after) return tokens[0]!;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no sign-in link for ${email}`);
}

export async function countLinks(api: TestApi, email: string): Promise<number> {
  const rows = await api.db.execute({
    sql: "SELECT count(*) AS n FROM email_outbox WHERE to_address = ? AND text_body LIKE '%my-file/sign-in%'",
    args: [email],
  });
  return Number(rows.rows[0]!.n);
}

/** Spends a token as the sign-in page's button does; the borrower cookie pair, or null when refused. */
export async function spendLink(api: TestApi, token: string): Promise<{ status: number; cookie: string | null }> {
  const response = await api.request(`/api/my-file/sign-in?token=${token}`, { method: 'POST', redirect: 'manual' });
  await response.arrayBuffer();
  const header = response.headers.getSetCookie().find((c) => c.startsWith('borrower_session='));
  return { status: response.status, cookie: header ? header.split(';')[0]! : null };
}

export async function signInBorrower(api: TestApi, email: string, agentId: string | null = null): Promise<{ leadId: string; cookie: string }> {
  const leadId = await applyAs(api, email, agentId);
  const { cookie } = await spendLink(api, await linkTokenFor(api, email));
  if (!cookie) throw new Error('sign-in link refused');
  return { leadId, cookie };
}

/**
 * The set-ups every borrower test file shares (ADR 52): an API whose lead-form limit lets a file apply many times,
 * a staff member's session, the desk's file routes, a document posted as the plain form does, "email me a new link".
 */
export function startBorrowerApi(env: Record<string, string> = {}): Promise<TestApi> {
  return startTestApi({ env: { LEAD_FORM_LIMIT_PER_IP: '100000', ...env } });
}

/** A test file's one borrower API: started before its tests (handed to `use`), closed after them. */
export function withBorrowerApi(use: (api: TestApi) => void, env: Record<string, string> = {}): void {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await startBorrowerApi(env);
    use(api);
  });
  afterAll(() => api?.close());
}

/** A signed-in staff member (two-factor done); `agentId` is their agent profile's, for a lead assigned to them. */
export async function staffSession(api: TestApi, email: string, role: 'agent' | 'super_admin' = 'agent'): Promise<{ cookie: string; agentId: string | null }> {
  const user = await createUser(api.db, { email, password: `${role}-password-1`, role, name: email });
  const session = await createSession(api.db, user.userId, new Date(), { twoFactorVerified: true });
  return { cookie: `session=${session.token}`, agentId: user.agentId ?? null };
}

/** A route of the lead desk's side of a file: `/api/{area}/leads/{leadId}/borrower-file{path}`. */
export function deskRequest(api: TestApi, cookie: string, leadId: string, path = '', init: RequestInit & { json?: unknown } = {}, area = 'agent') {
  return api.request(`/api/${area}/leads/${leadId}/borrower-file${path}`, { ...init, headers: { cookie, ...(init.headers ?? {}) } });
}

/** The agent asks for checklist items; the new needs' ids, in order. */
export async function askForDocuments(api: TestApi, cookie: string, leadId: string, keys: string[]): Promise<string[]> {
  const added = await deskRequest(api, cookie, leadId, '/needs', { method: 'POST', json: { checklist_keys: keys } });
  if (added.status !== 201) throw new Error(`needs refused: ${added.status}`);
  return ((await added.json()) as { item: { needs: { id: string }[] } }).item.needs.map((need) => need.id);
}

/** A document posted as the file page's plain form posts it (multipart, no JavaScript). */
export function uploadDocument(api: TestApi, cookie: string, needId: string, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  return api.request(`/api/my-file/needs/${needId}/uploads`, { method: 'POST', body: form, headers: { cookie }, redirect: 'manual' });
}

/** "Email me a new link", as its plain form posts it. */
export function requestNewLink(api: TestApi, email: string) {
  return api.request('/api/my-file/new-link', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }),
  });
}

/** A file the sniffing reads as PNG (the signature) with nothing hidden after it. */
export const PNG_STUB = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(0)]);
