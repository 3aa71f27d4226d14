import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { caller, type Json, type SignedIn, signIn } from '../agents/support';

/**
 * A visitor's own privacy request from /privacy (ADR 48), over HTTP on a real database: the same answer for a known
 * and an unknown address, a single-use expiring link by email, and only a confirmed request in the super admin's
 * Privacy requests with its due date.
 */
describe('privacy request from /privacy', () => {
  let api: TestApi;
  let call: ReturnType<typeof caller>;
  let owner: SignedIn;
  let admin: SignedIn;
  let clock = new Date('2026-11-20T15:00:00.000Z');
  const known = 'kim.known@example.test';
  const unknown = 'nobody.here@example.test';

  const post = (fields: Record<string, string>) =>
    api.request('/api/privacy-requests', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ kind: 'access', name: 'Kim Known', note: '', website: '', ...fields }).toString(),
    });
  /** The link in the newest email to the address (the only copy of the token). */
  const linkFor = async (email: string) => {
    const rows = await api.db.execute({
      sql: 'SELECT text_body FROM email_outbox WHERE to_address = ? ORDER BY created_at DESC, rowid DESC LIMIT 1',
      args: [email],
    });
    const match = /(http\S+\/api\/privacy-requests\/confirm\?token=[\w-]+)/.exec(String(rows.rows[0]?.text_body ?? ''));
    expect(match, `link to ${email}`).not.toBeNull();
    return new URL(match![1]!);
  };
  const press = (link: URL) =>
    api.request(`${link.pathname}${link.search}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
  const listed = async () => {
    const response = await api.request('/api/admin/privacy/requests', { headers: { cookie: owner.cookie } });
    expect(response.status).toBe(200);
    return ((await response.json()) as Json).items as Json[];
  };

  beforeAll(async () => {
    api = await startTestApi({ env: { LEAD_FORM_LIMIT_PER_IP: '1000' }, deps: { now: () => clock } });
    call = caller(api);
    owner = await signIn(api, 'super_admin', 'Olive Owner');
    admin = await signIn(api, 'admin', 'Adam Admin');
    // The known address has a lead.
    await api.db.execute({
      sql: `INSERT INTO leads (id, client_name, client_email, source, type) VALUES ('lead-k', 'Kim Known', ?, 'contact_form', 'contact')`,
      args: [known],
    });
  });
  afterAll(() => api.close());

  it('answers a known and an unknown address alike, with the same email, and lists nothing before confirmation', async () => {
    const a = await post({ email: known });
    const b = await post({ email: unknown, name: 'Kim Known' });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.headers.get('content-type')).toMatch(/text\/html/);
    expect(await a.text()).toBe(await b.text());
    const mails = await api.db.execute({ sql: 'SELECT to_address, subject, text_body FROM email_outbox ORDER BY to_address', args: [] });
    expect(mails.rows.map((row) => row.to_address)).toEqual([known, unknown]);
    const [first, second] = mails.rows.map((row) => ({ subject: row.subject, body: String(row.text_body).replace(/token=[\w-]+/, 'token=…') }));
    expect(first).toEqual(second);
    // Only the token's hash is stored.
    const stored = await api.db.execute('SELECT token_hash FROM privacy_requests');
    const token = (await linkFor(known)).searchParams.get('token')!;
    expect(stored.rows.map((row) => row.token_hash)).not.toContain(token);
    expect(await listed()).toEqual([]);
  });

  it('refuses bad input with a clear page and stores nothing; asks no phone and no consent', async () => {
    const before = (await api.db.execute('SELECT count(*) AS n FROM privacy_requests')).rows[0]!.n;
    const bad = await post({ email: 'not-an-email', kind: 'everything' });
    expect(bad.status).toBe(400);
    const text = await bad.text();
    expect(text).toContain('Enter a valid email address.');
    expect(text).toContain('Choose whether you want a copy of your data or its deletion.');
    expect((await api.db.execute('SELECT count(*) AS n FROM privacy_requests')).rows[0]!.n).toBe(before);
  });

  it('sent without JavaScript with an address the browser accepts but the server refuses: the form comes back with every answer', async () => {
    const bad = await post({ kind: 'deletion', name: 'Ann Lee', email: 'ann.lee@mailinator', note: 'I also used ann@work.test' });
    expect(bad.status).toBe(400);
    // It posts the form again with the site's Origin, so the page keeps the site's Referrer-Policy.
    expect(bad.headers.get('referrer-policy')).toBeNull();
    const html = await bad.text();
    expect(html).toMatch(/id="privacy-email" name="email"[^>]*value="ann\.lee@mailinator"[^>]*aria-invalid="true"[^>]*aria-describedby="privacy-email-error"/);
    expect(html).toContain('<p class="error" id="privacy-email-error">Enter a valid email address.</p>');
    expect(html).toMatch(/id="privacy-name" name="name"[^>]*value="Ann Lee"/);
    expect(html).toMatch(/id="privacy-kind-deletion"[^>]*checked/);
    expect(html).not.toMatch(/id="privacy-kind-access"[^>]*checked/);
    expect(html).toContain('>I also used ann@work.test</textarea>');
  });

  it('confirms once from the link, then lists the request for the super admin with its 30-day due date', async () => {
    const link = await linkFor(known);
    // The link's page only shows a button (a mail scanner's GET confirms nothing).
    const shown = await api.request(`${link.pathname}${link.search}`);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('Confirm my request');
    expect(await listed()).toEqual([]);

    const confirmed = await press(link);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('We will answer by December 20, 2026.');
    const again = await press(link);
    expect(again.status).toBe(404);
    expect(await again.text()).toContain('not valid or has already been used');

    const items = await listed();
    expect(items).toEqual([
      {
        id: expect.any(String),
        kind: 'access',
        name: 'Kim Known',
        email: known,
        note: null,
        received_at: '2026-11-20T15:00:00.000Z',
        due_at: '2026-12-20T15:00:00.000Z',
        answered_at: null,
      },
    ]);

    // Marked answered by the super admin; other roles are refused both the list and the action.
    for (const who of [admin]) {
      expect((await api.request('/api/admin/privacy/requests', { headers: { cookie: who.cookie } })).status).toBe(403);
      expect((await call('POST', `/api/admin/privacy/requests/${items[0]!.id}/answered`, who.cookie, {})).status).toBe(403);
    }
    expect((await api.request('/api/admin/privacy/requests')).status).toBe(401);
    const answered = await call('POST', `/api/admin/privacy/requests/${items[0]!.id}/answered`, owner.cookie, {});
    expect(answered.status).toBe(200);
    expect((await listed())[0]!.answered_at).toBe(clock.toISOString());
    expect((await call('POST', '/api/admin/privacy/requests/no-such-id/answered', owner.cookie, {})).status).toBe(404);
  });

  it('refuses a link past its 7 days', async () => {
    await post({ email: unknown, kind: 'deletion' });
    const link = await linkFor(unknown);
    clock = new Date(clock.getTime() + 8 * 86_400_000);
    const pressed = await press(link);
    expect(pressed.status).toBe(404);
    expect(await pressed.text()).toContain('This link has expired.');
    expect((await listed()).filter((item) => item.email === unknown)).toEqual([]);
  });

  it('limits the form per network address like the other public forms', async () => {
    const limited = await startTestApi({ env: { LEAD_FORM_LIMIT_PER_IP: '2' } });
    try {
      const send = () =>
        limited.request('/api/privacy-requests', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ kind: 'access', name: 'Lee', email: 'lee@example.test' }).toString(),
        });
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(200);
      const third = await send();
      expect(third.status).toBe(429);
      expect(await third.text()).toContain('Too many submissions');
    } finally {
      await limited.close();
    }
  });
});

vi.setConfig({ testTimeout: 20_000 });
