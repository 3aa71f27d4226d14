import { describe, expect, it } from 'vitest';
import { NEW_LINKS_PER_EMAIL } from '../../../functions/borrower/routes';
import { borrowerMessages as m } from '../../../src/lib/messages-borrower';
import { applyAs, countLinks, linkTokenFor, requestNewLink, signInBorrower, spendLink, staffSession, withBorrowerApi } from '../../helpers/borrower';
import type { TestApi } from '../../helpers/test-api';

/** The borrower's sign-in links and session (ADR 52): single use, an hour, hashed, no enumeration, limited, apart from staff. */
let api: TestApi;
withBorrowerApi((started) => {
  api = started;
});

describe('the sign-in link', () => {
  it('is queued through the outbox when an application arrives, names nothing of the file, and is stored only hashed', async () => {
    const leadId = await applyAs(api, 'first@example.test');
    const token = await linkTokenFor(api, 'first@example.test');
    const mail = await api.db.execute({ sql: 'SELECT subject, text_body, lead_id FROM email_outbox WHERE to_address = ?', args: ['first@example.test'] });
    expect(mail.rows[0]!.lead_id).toBe(leadId);
    expect(String(mail.rows[0]!.text_body)).not.toContain('Pat');
    expect(String(mail.rows[0]!.text_body)).not.toContain('400');
    const stored = await api.db.execute('SELECT token_hash FROM borrower_sign_in_tokens');
    const hashes = stored.rows.map((r) => Buffer.from(r.token_hash as ArrayBuffer).toString('hex'));
    expect(hashes.some((h) => h.includes(Buffer.from(token).toString('hex')))).toBe(false);
    expect(hashes).toHaveLength(1);
  });

  it('opens with a button (a GET spends nothing), then starts a session whose cookie is the portal’s only', async () => {
    await applyAs(api, 'button@example.test');
    const token = await linkTokenFor(api, 'button@example.test');
    const page = await api.request(`/api/my-file/sign-in?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await page.text()).toContain('method="post"');
    const response = await api.request(`/api/my-file/sign-in?token=${token}`, { method: 'POST', redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/api/my-file');
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('borrower_session='))!;
    expect(cookie).toMatch(/Path=\/api\/my-file/);
    expect(cookie).toMatch(/HttpOnly/);
    const file = await api.request('/api/my-file', { headers: { cookie: cookie.split(';')[0]! } });
    expect(file.status).toBe(200);
    // Not no-referrer: the page's own forms must post with a real Origin, which the CSRF guard checks.
    expect(file.headers.get('referrer-policy')).toBe('same-origin');
    expect(await file.text()).toContain('Received');
  });

  it('works once: a second use is refused', async () => {
    await applyAs(api, 'reuse@example.test');
    const token = await linkTokenFor(api, 'reuse@example.test');
    expect((await spendLink(api, token)).cookie).not.toBeNull();
    const again = await spendLink(api, token);
    expect(again.status).toBe(400);
    expect(again.cookie).toBeNull();
  });

  it('expires after an hour', async () => {
    await applyAs(api, 'late@example.test');
    const token = await linkTokenFor(api, 'late@example.test');
    await api.db.execute({ sql: 'UPDATE borrower_sign_in_tokens SET expires_at = expires_at - 3601' });
    const late = await spendLink(api, token);
    expect(late.status).toBe(400);
    expect(late.cookie).toBeNull();
  });

  it('is refused for a made-up token', async () => {
    expect((await spendLink(api, 'a'.repeat(32))).status).toBe(400);
  });
});

describe('email me a new link', () => {
  it('answers the same whether or not a file exists, and mails only an address with a file', async () => {
    await applyAs(api, 'known@example.test');
    await linkTokenFor(api, 'known@example.test');
    const known = await requestNewLink(api, 'known@example.test');
    const unknown = await requestNewLink(api, 'nobody@example.test');
    expect(known.status).toBe(unknown.status);
    expect(await known.text()).toBe(await unknown.text());
    await linkTokenFor(api, 'known@example.test', 1);
    expect(await countLinks(api, 'known@example.test')).toBe(2);
    expect(await countLinks(api, 'nobody@example.test')).toBe(0);
  });

  it('makes the older link dead: only the newest works', async () => {
    await applyAs(api, 'newest@example.test');
    const first = await linkTokenFor(api, 'newest@example.test');
    await requestNewLink(api, 'newest@example.test');
    const second = await linkTokenFor(api, 'newest@example.test', 1);
    // The link asked for is named as such, apart from the application's first email.
    const subjects = await api.db.execute({ sql: 'SELECT subject FROM email_outbox WHERE to_address = ? ORDER BY rowid', args: ['newest@example.test'] });
    expect(subjects.rows.map((row) => row.subject)).toEqual([m.email.linkSubject, m.email.newLinkSubject]);
    expect((await spendLink(api, first)).status).toBe(400);
    expect((await spendLink(api, second)).status).toBe(303);
  });

  it(`is limited to ${NEW_LINKS_PER_EMAIL} an hour per address, with or without a file`, async () => {
    for (const email of ['limited@example.test', 'limited-none@example.test']) {
      for (let i = 0; i < NEW_LINKS_PER_EMAIL; i++) expect((await requestNewLink(api, email)).status).toBe(200);
      expect((await requestNewLink(api, email)).status).toBe(429);
    }
  });
});

describe('borrower and staff sessions stay apart', () => {
  it('a staff cookie cannot open a borrower route', async () => {
    const staff = await staffSession(api, 'staff@example.test', 'super_admin');
    const page = await api.request('/api/my-file', { headers: { cookie: staff.cookie } });
    expect(page.status).toBe(403);
    const upload = await api.request('/api/my-file/needs/anything/uploads', { method: 'POST', headers: { cookie: staff.cookie } });
    expect(upload.status).toBe(403);
  });

  it('a borrower cookie cannot open a staff route, even sent under the staff cookie’s name', async () => {
    const { cookie } = await signInBorrower(api, 'cross@example.test');
    const token = cookie.split('=')[1]!;
    for (const path of ['/api/auth/me', '/api/leads/applications', '/api/admin/leads']) {
      expect((await api.request(path, { headers: { cookie } })).status).toBe(401);
      expect((await api.request(path, { headers: { cookie: `session=${token}` } })).status).toBe(401);
    }
  });

  it('signing out ends the session', async () => {
    const { cookie } = await signInBorrower(api, 'out@example.test');
    const out = await api.request('/api/my-file/sign-out', { method: 'POST', headers: { cookie }, redirect: 'manual' });
    // To a page of its own, so the address bar never shows the form's address.
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/api/my-file/signed-out');
    expect(await (await api.request('/api/my-file/signed-out')).text()).toContain('You are signed out of your file.');
    expect((await api.request('/api/my-file', { headers: { cookie } })).status).toBe(401);
  });
});
