import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../../db/client';
import { loadMigrations, migrate } from '../../../db/migrate';
import { LEAD_SOURCES, SOURCE_SPELLINGS } from '../../../src/lib/lead-sources';
import { signInEveryRole } from '../../helpers/sign-in-as';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { contactBody } from '../leads/lead-helpers';

// Found by name, so the test follows the migration if it is renumbered.
const CANONICAL_SINCE = loadMigrations().find((migration) => migration.name.endsWith('_lead_source_canonical.sql'))!.version;
const distinctSources = async (db: Db) => (await db.execute('SELECT DISTINCT source FROM leads ORDER BY source')).rows.map((row) => String(row.source));
const dailyTotals = async (db: Db) =>
  Object.fromEntries(
    (await db.execute('SELECT source, sum(leads) AS n FROM leads_daily GROUP BY source HAVING n > 0')).rows.map((row) => [String(row.source), Number(row.n)]),
  );

describe('lead sources: one stored value each (the lead_source_canonical migration)', () => {
  let dir: string;
  let db: Db;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lead-sources-'));
    db = await createDb({ url: `file:${join(dir, 'site.db')}` });
    // The database as it was before: the spellings the lead desk's filter showed side by side.
    await migrate(
      db,
      loadMigrations().filter((migration) => migration.version < CANONICAL_SINCE),
    );
    const rows: [string, string, string][] = [
      ['a', 'Website', 'a@example.test'],
      ['b', 'website', 'b@example.test'],
      ['c', 'contact_form', 'c@example.test'],
      ['d', 'Contact Form', 'd@example.test'],
      ['e', 'newsletter', 'e@example.test'],
      ['f', 'Newsletter', 'f@example.test'],
      ['g', 'AI Chatbot', 'g@example.test'],
      ['h', 'Manual', 'h@example.test'],
      ['i', 'Website', 'i@example.test'],
      // The same address signed up twice, once per spelling: the partial unique index keeps one 'newsletter'.
      ['j', 'newsletter', 'twice@example.test'],
      ['k', 'NewsLetter', 'twice@example.test'],
    ];
    for (const [id, source, email] of rows) {
      await db.execute({
        sql: "INSERT INTO leads (id, client_name, client_email, source, created_at) VALUES (?, 'X', ?, ?, '2026-03-10T15:00:00.000Z')",
        args: [id, email, source],
      });
    }
    expect(await distinctSources(db)).toEqual([
      'AI Chatbot',
      'Contact Form',
      'Manual',
      'NewsLetter',
      'Newsletter',
      'Website',
      'contact_form',
      'newsletter',
      'website',
    ]);
    await migrate(db);
  });
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('rewrites every spelling to its stored value, so each source is listed once', async () => {
    const sources = await distinctSources(db);
    expect(sources.filter((source) => source !== 'NewsLetter')).toEqual([...LEAD_SOURCES].sort());
    const byId = Object.fromEntries((await db.execute('SELECT id, source FROM leads')).rows.map((row) => [String(row.id), String(row.source)]));
    expect(byId).toMatchObject({ a: 'website', b: 'website', i: 'website', d: 'contact_form', f: 'newsletter', j: 'newsletter' });
    // The duplicate sign-up keeps its spelling rather than stopping the start on the unique index.
    expect(byId.k).toBe('NewsLetter');
  });

  it('moves the chart counts with the leads', async () => {
    expect(await dailyTotals(db)).toEqual({ website: 3, contact_form: 2, newsletter: 3, 'AI Chatbot': 1, Manual: 1, NewsLetter: 1 });
  });

  it('stores later rows of any known spelling under the stored value', async () => {
    await db.execute("INSERT INTO leads (id, client_name, client_email, source) VALUES ('l', 'X', 'l@example.test', 'Website')");
    await db.execute("UPDATE leads SET source = 'manual' WHERE id = 'h'");
    const rows = (await db.execute("SELECT id, source FROM leads WHERE id IN ('h', 'l') ORDER BY id")).rows.map((row) => String(row.source));
    expect(rows).toEqual(['Manual', 'website']);
  });

  it('knows the same spellings as the normaliser the API and the panels use', async () => {
    const stored = (await db.execute('SELECT spelling, source FROM lead_source_spellings')).rows;
    expect(Object.fromEntries(stored.map((row) => [String(row.spelling), String(row.source)]))).toEqual(SOURCE_SPELLINGS);
  });
});

describe('lead sources through the API', () => {
  let api: TestApi;
  let cookie: string;
  beforeAll(async () => {
    api = await startTestApi({ env: { LEAD_FORM_LIMIT_PER_IP: '1000' } });
    cookie = (await signInEveryRole(api)).cookies.super_admin;
  });
  afterAll(() => api.close());

  const listed = async (query: string) => {
    const response = await api.request(`/api/admin/leads${query}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { items: { client_email: string; source: string }[] }).items;
  };

  it('stores a contact-form lead as contact_form, and a hand-written Website row as website', async () => {
    const contact = await api.request('/api/leads/contact', { method: 'POST', json: contactBody({ email: 'form@example.test' }) });
    expect(contact.status).toBe(201);
    await api.db.execute("INSERT INTO leads (id, client_name, client_email, source) VALUES ('old', 'Old Row', 'old@example.test', 'Website')");
    expect((await listed('?source=contact_form')).map((lead) => lead.client_email)).toEqual(['form@example.test']);
    expect(await listed('?source=website')).toEqual([expect.objectContaining({ client_email: 'old@example.test', source: 'website' })]);
  });

  it('reads an old filter link spelled Website as the website filter', async () => {
    expect((await listed('?source=Website')).map((lead) => lead.client_email)).toEqual(['old@example.test']);
  });
});
