import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erasedEmail } from '../../../db/queries/personal-data';
import type { TestApi } from '../../helpers/test-api';
import { type caller, type Json, type SignedIn, uploadDocument } from '../agents/support';
import { linkTokenFor, spendLink } from '../../helpers/borrower';
import { NOTHING_HELD, startWithOwnerAndAgent } from './support';

/**
 * One person seeded into every table that can hold a visitor's or client's personal data, then erased: afterwards
 * no column of any table holds their name, address or phone number, and before it their access export named every
 * place (ADR 27).
 *
 * How the list stays complete: every table of the migrated schema must be named in exactly one of the three lists
 * below, so a migration that adds a table fails this test until the table is placed; and a table placed in
 * NO_PERSONAL_DATA fails it as soon as it has a column whose name looks personal. A table of SUBJECT_TABLES is seeded
 * with the person below and scanned like every other.
 */
const SUBJECT_TABLES = [
  'leads', // contact, application, newsletter, calculator and chat leads (metadata holds application answers and chat transcripts)
  'leads_search', // the lead desk's search index, kept by triggers on leads (and its shadow tables below)
  'leads_search_data',
  'leads_search_idx',
  'leads_search_content',
  'leads_search_docsize',
  'leads_search_config',
  'consent_records', // CASL evidence: kept as a tombstone under the fingerprint
  'email_outbox', // to the person, about their lead (the staff notification), or mentioning them
  'alliance_submissions', // the alliance form's reply, which may echo what was posted
  'rate_alerts',
  'rate_alert_sends', // ids only
  'client_mortgages',
  'renewal_emails', // ids only
  'renewal_reminders', // ids only
  'agent_documents', // a file named after the client
  'upload_usage', // the stored file's key
  'rate_limits', // a send limit keyed by the address
  'privacy_requests', // their own access or deletion request from /privacy (ADR 48)
  'borrower_files', // the borrower portal (ADR 52): their file, its stages, links, sessions, needs, documents, messages
  'borrower_file_stages',
  'borrower_sign_in_tokens',
  'borrower_sessions',
  'borrower_needs',
  'borrower_uploads',
  'borrower_messages',
  'parted_uploads', // an upload in parts not yet finished (ADR 60): the document's name, for an hour at most; erased with the file
  'audit_log', // whatever staff did with the person's records, a whole imported CSV included
  'audit_redactions', // the trace of each redaction: the fingerprint, never the person
];
/** Tables whose personal columns are about staff or published content, not about a visitor or client. */
const NOT_ABOUT_VISITORS: Record<string, string> = {
  users: 'staff accounts',
  profiles: 'staff names and roles',
  sessions: 'staff sessions',
  agents: 'agent profiles (public pages)',
  agent_slug_history: 'old agent page addresses',
  testimonials: 'published quotes an agent enters with a client name, no contact details; no address links them to a person',
  inoreader_oauth_states: 'the admin who started the connection',
  inoreader_config: 'the brokerage Inoreader account',
  password_reset_tokens: 'staff password reset links, stored hashed (ADR 41)',
  totp_credentials: 'staff two-step keys (ADR 41)',
  recovery_codes: 'staff recovery codes, stored hashed (ADR 41)',
  email_suppressions: 'the SHA-256 of an address that asked for no more email: kept on erasure on purpose, so the person stays unsubscribed (ADR 39)',
};
/** Tables with nothing personal at all (the guard below checks their column names). */
const NO_PERSONAL_DATA = [
  'schema_migrations',
  'sqlite_sequence',
  'mortgage_rates',
  'lenders',
  'blog_posts',
  'blog_post_revisions', // an agent's proposed edit of a published post (ADR 45)
  'mortgage_services',
  'products',
  'analytics_events', // agent, event type, time
  'analytics_daily',
  'leads_daily',
  'rebuild_state',
  'rate_scrapes',
  'news_articles',
  'news_sources',
  'reference_rates',
  'reference_rate_history',
  'lead_source_spellings',
];
/** Columns of those tables whose names look personal but are not, each with why. */
const NOT_PERSONAL_AFTER_ALL: Record<string, string> = {
  'schema_migrations.name': 'a migration file name',
  'sqlite_sequence.name': 'a table name',
  'mortgage_rates.lender_name': 'a lender',
  'lenders.name': 'a lender',
  'mortgage_services.name': 'a service',
  'products.name': 'a product',
  'analytics_daily.agent_key': 'an agent id',
};
const PERSONAL_LOOKING = /email|phone|client|name|message|notes|transcript|metadata|address|^ip$|user_agent|body|detail|key/i;

const person = { first: 'Quinn', last: 'Zephyrine', email: 'Quinn.Zephyrine@Example.test', phone: '(647) 555-0199' };
const fullName = `${person.first} ${person.last}`;
const address = person.email.toLowerCase();
const digits = '6475550199';

describe('erasure reaches every copy of a person', () => {
  let api: TestApi;
  let call: ReturnType<typeof caller>;
  let owner: SignedIn;
  let agent: SignedIn;
  let leadId: string;

  const sql = (text: string, args: (string | number | null)[] = []) => api.db.execute({ sql: text, args });
  const tables = async () =>
    (await sql(`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`)).rows
      .map((row) => String(row.name))
      .filter((name) => name !== 'sqlite_stat1');
  const columnsOf = async (table: string) => (await sql(`SELECT name FROM pragma_table_info(?)`, [table])).rows.map((row) => String(row.name));

  /** Every column of every table that holds the needle (text compared without case; phone numbers digit by digit). */
  async function placesHolding(needle: string, asDigits = false): Promise<string[]> {
    const places: string[] = [];
    for (const table of await tables()) {
      for (const column of await columnsOf(table)) {
        const text = `lower(CAST("${column}" AS TEXT))`;
        const haystack = asDigits
          ? `replace(replace(replace(replace(replace(replace(${text}, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')`
          : text;
        const found = await sql(`SELECT count(*) AS n FROM "${table}" WHERE instr(${haystack}, ?) > 0`, [needle.toLowerCase()]);
        if (Number(found.rows[0]!.n) > 0) places.push(`${table}.${column}`);
      }
    }
    return places;
  }
  const everywhere = async () => ({
    email: await placesHolding(address),
    name: await placesHolding(fullName),
    surname: await placesHolding(person.last),
    phone: await placesHolding(person.phone),
    phone_digits: await placesHolding(digits, true),
  });

  beforeAll(async () => {
    ({ api, call, owner, agent } = await startWithOwnerAndAgent());

    // A contact lead through the form: the lead, its consent, the "New website lead" email to the inbox.
    const contact = await api.request('/api/leads/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        firstName: person.first,
        lastName: person.last,
        email: person.email,
        phone: person.phone,
        phoneType: 'Mobile',
        postalCode: 'M4C 1B5',
        message: `Please call ${person.first} about a renewal.`,
        consent: 'on',
        agent_id: '',
        website: '',
      }).toString(),
      redirect: 'manual',
    });
    expect(contact.status).toBe(303);
    leadId = String((await sql('SELECT id FROM leads WHERE lower(client_email) = ?', [address])).rows[0]!.id);
    // The alliance form's reply echoed what it was sent.
    await sql(
      `INSERT INTO alliance_submissions (lead_id, outcome, http_status, detail) VALUES (?, 'submitted', 200, ?)
               ON CONFLICT (lead_id) DO UPDATE SET detail = excluded.detail`,
      [leadId, `Thanks ${fullName} <${address}> ${person.phone}`],
    );
    // A chat lead with its transcript.
    await sql(`INSERT INTO leads (id, client_name, client_email, client_phone, source, metadata) VALUES ('chat-q', ?, ?, ?, 'AI Chatbot', ?)`, [
      person.first,
      address,
      person.phone,
      JSON.stringify({ chat_session_id: 's-q', transcript: [{ role: 'user', content: `I am ${fullName}, reach me at ${person.phone}` }] }),
    ]);
    // A rate alert (and one email it sent), a send limit keyed by the address, a failed email whose error names it.
    await sql(
      `INSERT INTO rate_alerts (id, email, province, term_years, rate_type, threshold, status, confirm_token_hash, unsubscribe_token_hash)
               VALUES ('alert-q', ?, 'Ontario', 5, 'fixed', 3.99, 'active', 'cq', 'uq')`,
      [address],
    );
    await sql(`INSERT INTO rate_alert_sends (alert_id, week_key, rate, rate_day, outbox_id, unsubscribe_token_hash, sent_at)
               VALUES ('alert-q', '2026-W10', 3.89, '2026-03-10', 'mail-alert-q', 'usq', '2026-03-10T11:00:00Z')`);
    await sql(`INSERT INTO email_outbox (id, to_address, subject, text_body, status, last_error) VALUES ('mail-alert-q', ?, 'Rates dropped', ?, 'failed', ?)`, [
      person.email,
      `Hello ${person.first}, the 5-year fixed is 3.89%.`,
      `550 mailbox ${address} unavailable`,
    ]);
    await sql(`INSERT INTO rate_limits (key, window_start, count) VALUES (?, 0, 1)`, [`calculator-copy:to:${address}`]);
    // Their own deletion request from /privacy, confirmed, with a note naming their phone (ADR 48).
    await sql(
      `INSERT INTO privacy_requests (id, kind, name, email, note, token_expires_at, confirmed_at, due_at) VALUES ('pr-q', 'deletion', ?, ?, ?, '2030-01-01', '2026-11-01', '2026-12-01')`,
      [fullName, person.email, `I also used ${person.phone}`],
    );
    // A digest-like email to staff that mentions the person among others (no lead id, another recipient).
    await sql(
      `INSERT INTO email_outbox (id, to_address, subject, text_body, status) VALUES ('mail-digest', 'inbox@brokerage.test', 'Follow-ups', ?, 'logged')`,
      [`Call back:\nAda Other <ada@example.test>\n${fullName} <${address}> ${person.phone}`],
    );

    // A client imported from a CSV (the whole CSV is the audit entry's details), then edited and its renewal emailed.
    const csv = [
      'Client Name,Client Email,Client Phone,Lender,Balance,Rate,Rate Type,Term Years,Maturity Date,CASL Basis,CASL Date',
      `${fullName},${person.email},${person.phone},First Lender,350000,4.89,fixed,5,2027-02-01,express,2026-01-10`,
      'Bea Bystander,bea@example.test,416-555-0123,Second Lender,200000,5.10,fixed,5,2027-03-01,implied,2026-01-10',
    ].join('\r\n');
    const imported = await call('POST', '/api/admin/clients/import', owner.cookie, { csv, commit: true });
    expect(imported.body.imported).toBe(2);
    const mortgageId = String((await sql('SELECT id FROM client_mortgages WHERE lower(client_email) = ?', [address])).rows[0]!.id);
    expect((await call('PATCH', `/api/admin/clients/${mortgageId}`, owner.cookie, { lender: 'Third Lender' })).status).toBe(200);
    await sql(
      `INSERT INTO renewal_emails (id, mortgage_id, window_days, casl_basis, delivery, unsubscribe_token_hash) VALUES ('renewal-q', ?, 120, 'express', 'logged', 'rq')`,
      [mortgageId],
    );
    await sql(`INSERT INTO renewal_reminders (mortgage_id, window_days) VALUES (?, 120)`, [mortgageId]);
    // Staff worked the lead: its notes and status changed (the entry keeps the lead as it was).
    expect(
      (await call('PATCH', `/api/admin/leads/${leadId}`, owner.cookie, { notes: `Spoke to ${person.first} on ${person.phone}`, status: 'contacted' })).status,
    ).toBe(200);
    // The agent filed a document named after the client.
    const uploaded = await uploadDocument(api, agent.cookie, { bytes: new TextEncoder().encode('%PDF-1.4\n%%EOF\n'), name: `${fullName} commitment.pdf` });
    expect(uploaded.status).toBe(201);

    // An application opens a borrower file (ADR 52): a need whose note names them, a document named after them, and
    // a message each way naming their phone.
    const applied = await api.request('/api/leads/application', {
      method: 'POST',
      json: { full_name: fullName, email: person.email, phone: person.phone, amount: 500000, idempotency_key: crypto.randomUUID() },
    });
    expect(applied.status).toBe(201);
    const applicationId = ((await applied.json()) as Json).lead_id as string;
    const borrower = (await spendLink(api, await linkTokenFor(api, address))).cookie!;
    // The agent works the file through the lead desk, as staff do: a need whose note names them, a message naming
    // their phone, each with its audit entry.
    const desk = `/api/admin/leads/${applicationId}/borrower-file`;
    expect((await call('POST', desk, owner.cookie, { file_type: 'purchase' })).status).toBeLessThan(300);
    const needed = await call('POST', `${desk}/needs`, owner.cookie, { checklist_keys: [], label: 'Pay stub', note: `For ${fullName}` });
    expect(needed.status).toBe(201);
    const needId = String((await sql('SELECT id FROM borrower_needs WHERE label = ?', ['Pay stub'])).rows[0]!.id);
    const form = new FormData();
    form.set('file', new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0])], `${fullName} stub.jpg`));
    const sent = await api.request(`/api/my-file/needs/${needId}/uploads`, { method: 'POST', body: form, headers: { cookie: borrower }, redirect: 'manual' });
    expect(sent.headers.get('location')).toContain('done=uploaded');
    expect((await call('POST', `${desk}/messages`, owner.cookie, { body: `Is ${person.phone} still best?` })).status).toBeLessThan(300);
    await api.request('/api/my-file/messages', {
      method: 'POST',
      body: new URLSearchParams({ body: `Yes, ${person.phone}` }),
      headers: { cookie: borrower, 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
  });
  afterAll(() => api.close());

  it('places every table of the schema, and no table said to hold nothing personal has a personal-looking column', async () => {
    const placed = [...SUBJECT_TABLES, ...Object.keys(NOT_ABOUT_VISITORS), ...NO_PERSONAL_DATA];
    expect(new Set(placed).size).toBe(placed.length);
    expect((await tables()).filter((table) => !placed.includes(table))).toEqual([]);
    const looksPersonal: string[] = [];
    for (const table of NO_PERSONAL_DATA) {
      for (const column of await columnsOf(table)) if (PERSONAL_LOOKING.test(column)) looksPersonal.push(`${table}.${column}`);
    }
    expect(looksPersonal).toEqual(Object.keys(NOT_PERSONAL_AFTER_ALL));
  });

  it('exports every place the person is, before the erasure', async () => {
    const seeded = await everywhere();
    // The seed reached every subject table that has personal columns.
    for (const table of [
      'leads',
      'consent_records',
      'email_outbox',
      'alliance_submissions',
      'rate_alerts',
      'client_mortgages',
      'agent_documents',
      'rate_limits',
      'audit_log',
      'privacy_requests',
      'borrower_files',
      'borrower_needs',
      'borrower_uploads',
      'borrower_messages',
    ]) {
      expect(
        Object.values(seeded)
          .flat()
          .some((place) => place.startsWith(`${table}.`)),
        table,
      ).toBe(true);
    }
    const response = await api.request(`/api/admin/privacy/export.json?email=${encodeURIComponent(person.email)}`, { headers: { cookie: owner.cookie } });
    expect(response.status).toBe(200);
    const data = (await response.json()) as Json;
    expect(data.counts).toMatchObject({ leads: 3, consents: 1, rate_alerts: 1, client_mortgages: 1, documents: 1, borrower_files: 1 });
    const file = data.borrower_files[0];
    expect(file.documents.map((d: Json) => d.original_name)).toEqual([`${fullName} stub.jpg`]);
    expect(file.messages.map((msg: Json) => msg.sender)).toEqual(['agent', 'borrower']);
    expect(file.needs[0].note).toBe(`For ${fullName}`);
    // The email to them, the notification about their lead, and the digest that mentions them (only its line).
    expect(data.emails_sent.map((mail: Json) => mail.id).sort()).toEqual(expect.arrayContaining(['mail-alert-q', 'mail-digest']));
    expect(data.emails_sent.some((mail: Json) => mail.lead_id === leadId && String(mail.text_body).includes(person.phone))).toBe(true);
    const digest = data.emails_sent.find((mail: Json) => mail.id === 'mail-digest');
    expect(digest.mentions).toEqual([`${fullName} <${address}> ${person.phone}`]);
    expect(data.alliance_submissions[0].detail).toContain(fullName);
    expect(data.documents[0].name).toBe(`${fullName} commitment.pdf`);
    expect(data.send_limits[0].key).toBe(`calculator-copy:to:${address}`);
    expect(JSON.stringify(data.leads)).toContain(`reach me at ${person.phone}`);
    // Audit entries: the CSV import gives only the person's line; the entries about their lead and client are whole.
    const importEntry = data.audit_entries.find((entry: Json) => entry.path === '/api/admin/clients/import');
    expect(importEntry.mentions).toEqual([expect.stringContaining(`${fullName},${person.email}`)]);
    expect(JSON.stringify(importEntry)).not.toContain('Bea Bystander');
    expect(data.audit_entries.filter((entry: Json) => entry.record_id === leadId)).toEqual([
      expect.objectContaining({ after: expect.objectContaining({ client_email: person.email }) }),
    ]);
    // Nobody else's data is in it.
    expect(JSON.stringify(data)).not.toContain('bea@example.test');
    expect(JSON.stringify(data)).not.toContain('ada@example.test');
  });

  it('erases them from every column of every table, keeping the tombstones and the other people', async () => {
    const erased = await call('POST', '/api/admin/privacy/erase', owner.cookie, { email: person.email, confirm: person.email });
    expect(erased.status).toBe(200);
    // The answer (and the screen's result line) counts the borrower file, its document and its two messages.
    expect(erased.body.item).toMatchObject({ borrower_files: 1, borrower_documents: 1, borrower_messages: 2 });

    // The stored document keeps its storage key, which carries a slug of the file's original name (the file is the
    // agent's record, ADR 27): the only place left, and only for the name.
    const left = await everywhere();
    expect(left).toEqual({ email: [], name: [], surname: ['agent_documents.file_url', 'upload_usage.key'], phone: [], phone_digits: [] });

    // Nor the file's bytes: what the erasure overwrote was zeroed and the write-ahead log emptied (only the document's
    // lower-cased storage key above remains).
    for (const file of readdirSync(api.dir).filter((name) => name.startsWith('test.db'))) {
      const bytes = readFileSync(join(api.dir, file)).toString('latin1');
      for (const needle of [person.last, address, person.phone]) expect(bytes.includes(needle), `${needle} in ${file}`).toBe(false);
    }
    // Nor can the search index give them back: its segments keep no trigram of the name (FTS5 secure-delete).
    const trigrams = await sql(`SELECT count(*) AS n FROM leads_search_data WHERE instr(block, 'zep') > 0 OR instr(block, 'yri') > 0`);
    expect(trigrams.rows[0]!.n).toBe(0);

    // Tombstones and evidence stay; other people stay whole.
    expect(await placesHolding(erasedEmail(address))).toEqual(
      expect.arrayContaining(['leads.client_email', 'consent_records.email', 'rate_alerts.email', 'client_mortgages.client_email', 'email_outbox.to_address']),
    );
    expect((await sql('SELECT count(*) AS n FROM leads WHERE client_email = ?', [erasedEmail(address)])).rows[0]!.n).toBe(3);
    // Their borrower file went whole, its document's bytes with it (ADR 52).
    expect((await sql('SELECT count(*) AS n FROM borrower_files')).rows[0]!.n).toBe(0);
    // Nor an empty folder named by the file's id.
    expect(
      readdirSync(join(api.dir, 'uploads')).includes('borrower-documents')
        ? readdirSync(join(api.dir, 'uploads', 'borrower-documents'), { recursive: true })
        : [],
    ).toEqual([]);
    expect(await placesHolding('bea@example.test')).toEqual(expect.arrayContaining(['client_mortgages.client_email', 'audit_log.after_json']));
    expect(await placesHolding('Ada Other')).toEqual(['email_outbox.text_body']);
    // Audit entries are kept, redacted in place, each redaction on record.
    const importEntry = (await sql(`SELECT after_json, redaction_id FROM audit_log WHERE path = '/api/admin/clients/import'`)).rows[0]!;
    expect(String(importEntry.after_json)).toContain('[erased],[erased],[erased],First Lender,350000');
    expect(importEntry.redaction_id).not.toBeNull();
    const redactions = await sql(`SELECT reason, subject FROM audit_redactions`);
    expect(redactions.rows.length).toBeGreaterThanOrEqual(3);
    expect(redactions.rows.every((row) => row.reason === 'erasure' && row.subject === erasedEmail(address))).toBe(true);

    const after = await api.request(`/api/admin/privacy/export.json?email=${encodeURIComponent(person.email)}`, { headers: { cookie: owner.cookie } });
    expect(((await after.json()) as Json).counts).toEqual(NOTHING_HELD);
    // Their deletion request stays as a tombstone, answered by the erasure (ADR 48).
    const request = await sql(`SELECT name, email, note, answered_at FROM privacy_requests WHERE id = 'pr-q'`);
    expect(request.rows[0]).toMatchObject({ name: 'Erased', email: erasedEmail(address), note: null });
    expect(request.rows[0]!.answered_at).not.toBeNull();
  });
});
