import type { TestApi } from './test-api';

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
