/**
 * `npm run security:scan`: runs sqlmap and wapiti, when installed, against a local instance of the site and API on
 * a temporary database (demo content, one super admin), and prints what they report. A tool that is not installed
 * is skipped with a message; with neither, the script says so and exits 0. Exit code 1 when a tool reports a finding.
 * The standing, always-run checks are `npm run test:security`; this is the deeper, slower probe.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readEnv } from '../config/env';
import { createDb } from '../db/client';
import { startServer } from '../server/start-server';
import { answerCodeStep, enrolScriptAccount } from './support/two-step';

const TOOLS = ['sqlmap', 'wapiti'] as const;
const ADMIN = { email: 'scan-admin@example.test', password: 'scan-admin-password' };

function installed(tool: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status === 0;
}

const available = TOOLS.filter(installed);
for (const tool of TOOLS.filter((t) => !available.includes(t))) console.log(`security:scan: ${tool} is not installed; skipping it.`);
if (available.length === 0) {
  console.log('security:scan: nothing to run (install sqlmap and/or wapiti to scan a local instance).');
  process.exit(0);
}

const dir = mkdtempSync(join(tmpdir(), 'security-scan-'));
const port = Number(process.env.SCAN_PORT ?? 4499);
const base = `http://127.0.0.1:${port}`;
const env = readEnv({
  ...process.env,
  DATABASE_URL: `file:${join(dir, 'site.db')}`,
  PORT: String(port),
  HOST: '127.0.0.1',
  SITE_URL: base,
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'true',
  SMTP_URL: '',
  ALLIANCE_FORM_URL: '',
  RATES_SOURCE_URL: '',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  REBUILD_ENABLED: 'false',
});
// The pages come from the existing build when there is one (`npm run build`); the API is what is probed most.
const running = await startServer({ env, build: 'never', print: () => {} });
console.log(`security:scan: local instance on ${base} (temporary database ${dir})`);

const findings: string[] = [];
try {
  const signIn = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(ADMIN),
  });
  const cookie =
    signIn.headers
      .getSetCookie()
      .find((c) => c.startsWith('session='))
      ?.split(';')[0] ?? '';
  // The super admin's second step (ADR 41): enrolled in this temporary database, then answered with a real code.
  const db = await createDb({ url: env.DATABASE_URL });
  try {
    const user = await db.execute({ sql: 'SELECT id FROM users WHERE email = ?', args: [ADMIN.email] });
    await answerCodeStep(fetch, base, cookie, await enrolScriptAccount(db, String(user.rows[0]!.id), env.TOTP_ENCRYPTION_KEY));
  } finally {
    db.close();
  }
  if (available.includes('sqlmap')) findings.push(...runSqlmap(cookie));
  if (available.includes('wapiti')) findings.push(...runWapiti(cookie));
} finally {
  await running.close();
  rmSync(dir, { recursive: true, force: true });
}

console.log('');
console.log(findings.length ? `security:scan: ${findings.length} finding(s):` : 'security:scan: no findings.');
for (const finding of findings) console.log(`  - ${finding}`);
process.exit(findings.length ? 1 : 0);

/** Targets with parameters sqlmap can inject into: query strings and JSON bodies of public and staff routes. */
function runSqlmap(cookie: string): string[] {
  const targets: Array<{ url: string; data?: string }> = [
    { url: `${base}/api/rates?province=ON` },
    { url: `${base}/api/news?q=rates&cursor=abc&limit=5` },
    { url: `${base}/api/auth/sign-in`, data: JSON.stringify({ email: 'someone@example.test', password: 'x' }) },
    { url: `${base}/api/leads/newsletter`, data: JSON.stringify({ email: 'reader@example.test', idempotency_key: 'scan-key-0001' }) },
    { url: `${base}/api/analytics/page-view`, data: JSON.stringify({ agent_id: 'agent-id' }) },
    { url: `${base}/api/admin/products/some-id` },
  ];
  const out: string[] = [];
  for (const target of targets) {
    const outputDir = join(dir, 'sqlmap');
    const args = ['-u', target.url, '--batch', '--level=2', '--risk=1', '--smart', `--output-dir=${outputDir}`, `--headers=Origin: ${base}`];
    if (cookie) args.push(`--cookie=${cookie}`);
    if (target.data) args.push(`--data=${target.data}`, '--method=POST');
    console.log(`security:scan: sqlmap ${target.data ? 'POST' : 'GET'} ${target.url}`);
    const result = spawnSync('sqlmap', args, { encoding: 'utf8', timeout: 10 * 60_000 });
    const text = `${result.stdout ?? ''}\n${result.stderr ?? ''}`;
    for (const line of text.split('\n')) {
      if (/is vulnerable|appears to be .*injectable|identified the following injection point/i.test(line)) out.push(`sqlmap ${target.url}: ${line.trim()}`);
    }
  }
  return out;
}

/** Crawls the site and the API under the signed-in super admin and reads wapiti's JSON report. */
function runWapiti(cookie: string): string[] {
  const report = join(dir, 'wapiti.json');
  const args = ['-u', `${base}/`, '--scope', 'domain', '-f', 'json', '-o', report, '--flush-session', '--max-scan-time', '600'];
  if (cookie) args.push('-H', `Cookie: ${cookie}`);
  args.push('-H', `Origin: ${base}`);
  console.log(`security:scan: wapiti ${base}/`);
  const result = spawnSync('wapiti', args, { encoding: 'utf8', timeout: 15 * 60_000 });
  if (!existsSync(report)) return [`wapiti produced no report (exit ${result.status}): ${(result.stderr ?? '').trim().split('\n').pop() ?? ''}`];
  const parsed = JSON.parse(readFileSync(report, 'utf8')) as { vulnerabilities?: Record<string, Array<{ path?: string; info?: string; method?: string }>> };
  return Object.entries(parsed.vulnerabilities ?? {}).flatMap(([category, items]) =>
    items.map((item) => `wapiti ${category}: ${item.method ?? ''} ${item.path ?? ''} ${item.info ?? ''}`.replace(/\s+/g, ' ').trim()),
  );
}
