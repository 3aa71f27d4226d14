/**
 * npm run bench:back-office — the lead desk and analytics at a brokerage's size. Not a timed test: it
 * seeds a temporary database (default 100,000 leads, 1,000,000 analytics events, 40 agents over three years), then
 * calls every list, filter, search and analytics period through the real API (routing, session, JSON) in-process
 * and prints p50/p95/max per query. Target: p95 < 100 ms for each.
 * Options: --leads N --events N --runs N (requests per query, default 60 after 5 warm-ups).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '../db/client';
import { migrate } from '../db/migrate';
import { createUser } from '../functions/auth/create-user';
import { answerCodeStep, enrolScriptAccount } from './support/two-step';
import { createApp } from '../functions/app';
import { createDeps } from '../functions/create-deps';
import { readEnv } from '../config/env';
import { seedBackOffice } from './bench/seed-back-office';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  const value = at > 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
  return value;
};
const LEADS = arg('leads', 100_000);
const EVENTS = arg('events', 1_000_000);
const RUNS = arg('runs', 60);
const TARGET_MS = 100;

const dir = mkdtempSync(join(tmpdir(), 'bench-back-office-'));
const url = `file:${join(dir, 'bench.db')}`;
try {
  const db = await createDb({ url });
  await migrate(db);
  const seedStart = performance.now();
  await seedBackOffice(db, { agents: 40, leads: LEADS, events: EVENTS, days: 3 * 365 });
  console.log(`seeded ${LEADS.toLocaleString()} leads and ${EVENTS.toLocaleString()} events in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  const superAdmin = await createUser(db, { email: 'super@bench.test', password: 'bench-password-1', role: 'super_admin', name: 'Bench Super' });
  const env = readEnv({ DATABASE_URL: url, LOG_LEVEL: 'silent', SITE_URL: 'http://127.0.0.1:4434' });
  const superAdminKey = await enrolScriptAccount(db, superAdmin.userId, env.TOTP_ENCRYPTION_KEY);
  const agent = await createUser(db, { email: 'agent@bench.test', password: 'bench-password-1', role: 'agent', name: 'Bench Agent' });
  // The signed-in agent is seeded agent 7, with an ordinary share of the leads and events.
  await db.batch(
    [
      { sql: 'DELETE FROM agents WHERE id = ?', args: [agent.agentId!] },
      { sql: "UPDATE agents SET user_id = ? WHERE id = 'bench-agent-7'", args: [agent.userId] },
    ],
    'write',
  );
  db.close();

  const deps = await createDeps(env);
  const app = createApp(deps);
  const signIn = async (email: string) => {
    const response = await app.fetch(
      new Request('http://127.0.0.1:4434/api/auth/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:4434' },
        body: JSON.stringify({ email, password: 'bench-password-1' }),
      }),
    );
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('session='));
    if (!cookie) throw new Error(`sign-in failed for ${email}: ${response.status}`);
    return cookie.split(';')[0]!;
  };
  const admin = await signIn('super@bench.test');
  await answerCodeStep((request) => app.fetch(request), 'http://127.0.0.1:4434', admin, superAdminKey);
  const agentCookie = await signIn('agent@bench.test');
  const lastPage = Math.ceil(LEADS / 25);

  const queries: [string, string, string][] = [
    ['leads: first page', '/api/admin/leads', admin],
    ['leads: page 2', '/api/admin/leads?page=2', admin],
    [`leads: last page (${lastPage})`, `/api/admin/leads?page=${lastPage}`, admin],
    ['leads: source filter', '/api/admin/leads?source=contact_form', admin],
    ['leads: status filter', '/api/admin/leads?status=qualified', admin],
    ['leads: source + status', '/api/admin/leads?source=website&status=new', admin],
    ['leads: agent filter', '/api/admin/leads?agent=bench-agent-12', admin],
    ['leads: unassigned', '/api/admin/leads?agent=none', admin],
    ['search: surname (1 in 7)', '/api/admin/leads?q=Singh', admin],
    ['search: email domain (1 in 3)', '/api/admin/leads?q=gmail', admin],
    ['search: every lead ("client")', '/api/admin/leads?q=client', admin],
    ['search: one email', '/api/admin/leads?q=client4242%40', admin],
    ['search: phone digits', '/api/admin/leads?q=416555123', admin],
    ['search: 2 characters', '/api/admin/leads?q=Cl', admin],
    ['search + source filter', '/api/admin/leads?q=Singh&source=website', admin],
    ['agent: own leads', '/api/agent/leads', agentCookie],
    ['agent: own leads, search', '/api/agent/leads?q=Tremblay', agentCookie],
    ['analytics: All Time', '/api/admin/analytics?period=all', admin],
    ['analytics: Last 30 Days', '/api/admin/analytics?period=30d', admin],
    ['analytics: Last 7 Days', '/api/admin/analytics?period=7d', admin],
    ['agent analytics: All Time', '/api/agent/analytics?period=all', agentCookie],
    ['agent analytics: Last 30 Days', '/api/agent/analytics?period=30d', agentCookie],
    ['agent analytics: Last 7 Days', '/api/agent/analytics?period=7d', agentCookie],
  ];

  const rows: string[][] = [];
  let misses = 0;
  for (const [name, path, cookie] of queries) {
    const times: number[] = [];
    let detail = '';
    for (let i = 0; i < RUNS + 5; i++) {
      const start = performance.now();
      const response = await app.fetch(new Request(`http://127.0.0.1:4434${path}`, { headers: { cookie } }));
      const body = (await response.json()) as { total?: number; counts?: { leads: number } };
      const ms = performance.now() - start;
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      if (i >= 5) times.push(ms);
      detail = body.total !== undefined ? `${body.total.toLocaleString()} match` : body.counts ? `${body.counts.leads.toLocaleString()} leads` : '';
    }
    times.sort((a, b) => a - b);
    const pick = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
    const p95 = pick(0.95);
    if (p95 >= TARGET_MS) misses++;
    rows.push([name, pick(0.5).toFixed(1), p95.toFixed(1), times[times.length - 1]!.toFixed(1), detail, p95 < TARGET_MS ? 'ok' : 'MISS']);
  }
  deps.db.close();

  const header = ['query', 'p50 ms', 'p95 ms', 'max ms', 'result', `p95<${TARGET_MS}`];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i > 0 && i < 4 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  console.log(`\n${RUNS} requests per query through the API in-process; ${LEADS.toLocaleString()} leads, ${EVENTS.toLocaleString()} events.\n`);
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  console.log(misses === 0 ? `\nEvery query met the target.` : `\n${misses} queries missed the target.`);
  process.exitCode = misses === 0 ? 0 : 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
