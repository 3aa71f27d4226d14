import type { Db } from '../../../db/client';

/** A contact form as the island sends it; each call has a fresh idempotency key. */
export function contactBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Jane',
    lastName: 'Doe',
    email: 'jane.doe@example.test',
    phone: '416-555-0199',
    phoneType: 'Work',
    postalCode: 'M5V 2T6',
    message: 'Looking to renew in the spring.',
    consent: true,
    agent_id: null,
    idempotency_key: crypto.randomUUID(),
    website: '',
    ...overrides,
  };
}

export async function agentIdBySlug(db: Db, slug: string): Promise<string> {
  const result = await db.execute({ sql: 'SELECT id FROM agents WHERE profile_slug = ?', args: [slug] });
  return String(result.rows[0]!.id);
}

export async function countRows(db: Db, table: string, where = '1 = 1', args: (string | number)[] = []): Promise<number> {
  const result = await db.execute({ sql: `SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`, args });
  return Number(result.rows[0]!.n);
}

/** The stored lead as the product's payload, with metadata parsed (docs/product/back-office-leads.md#leads-management). */
export async function storedLead(db: Db, id: string) {
  const result = await db.execute({
    sql: 'SELECT client_name, client_email, client_phone, message, type, source, status, agent_id, metadata FROM leads WHERE id = ?',
    args: [id],
  });
  const row = result.rows[0];
  if (!row) return null;
  return { ...row, metadata: JSON.parse(String(row.metadata)) } as Record<string, unknown>;
}

/** Polls until `check` is true (background work such as a retrying email). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
