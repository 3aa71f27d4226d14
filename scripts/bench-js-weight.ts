/**
 * npm run bench:js-weight [-- --base http://127.0.0.1:4321] [--port N] — the JavaScript (gzip KB) each light page
 * costs: at load, and after the first focus of its form (ADR 54). A benchmark, not a timed test: it prints figures.
 *
 * Without --base it starts the site the way the end-to-end tests do (a fresh seeded temporary database built into
 * a temporary folder on 127.0.0.1:<port>, default 4501). Debian's Chromium opens each page at a phone size, waits
 * for the network to settle, then focuses the form's first field and waits again. Each script fetched is counted
 * once, by its body compressed with gzip (level 9, as the hosts' compression may differ), so the figures do not
 * depend on how a host compresses.
 * Target (ADR 54): at most 30 KB at first focus for the three visitor forms, at load for /applications and /auth.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { TEMPORARY_SITE_SERVER } from './support/temporary-site';
import { CHROMIUM_ARGS, DEBIAN_CHROMIUM } from './ensure-chromium';

const args = process.argv.slice(2);
const flagValue = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const PORT = Number(flagValue('port') ?? 4501);
const BASE = flagValue('base') ?? `http://127.0.0.1:${PORT}`;
const TARGET_KB = 30;
const QUIET_MS = 1500;

/**
 * The pages, the field whose first focus wakes the form, and which figure the target applies to (the issue's: first
 * focus for the three visitor forms, load for /applications and /auth, whose forms still load React when used).
 */
const CASES: { label: string; path: string; focus: string; target: 'load' | 'focus' }[] = [
  { label: 'newsletter form', path: '/newsletter', focus: '#newsletter-email', target: 'focus' },
  { label: 'rate-alert form', path: '/rates', focus: '#rate-alert-email', target: 'focus' },
  { label: 'contact form', path: '/contact', focus: '#contact-firstName', target: 'focus' },
  { label: '/applications', path: '/applications', focus: '#application-full_name', target: 'load' },
  { label: '/auth', path: '/auth', focus: '#sign-in-title-email', target: 'load' },
];

function startSite(): ChildProcess {
  const script = fileURLToPath(new URL(`../${TEMPORARY_SITE_SERVER}`, import.meta.url));
  return spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, E2E_PORT: String(PORT), LOG_LEVEL: 'warn', ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitForHealth(): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`the site did not answer on ${BASE}`);
}

/** Records every script the page fetches, gzip-compressed, by address. */
function recordScripts(page: Page): Map<string, number> {
  const sizes = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || sizes.has(response.url())) return;
    try {
      sizes.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      // a redirect or an aborted request has no body
    }
  });
  return sizes;
}

/** Waits until no script has arrived for QUIET_MS. */
async function settle(sizes: Map<string, number>): Promise<void> {
  let count = -1;
  while (count !== sizes.size) {
    count = sizes.size;
    await new Promise((r) => setTimeout(r, QUIET_MS));
  }
}

const total = (sizes: Map<string, number>) => [...sizes.values()].reduce((sum, n) => sum + n, 0) / 1024;

const site = flagValue('base') ? null : startSite();
process.once('exit', () => site && site.exitCode === null && site.kill('SIGTERM'));
try {
  await waitForHealth();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM.path, args: CHROMIUM_ARGS });
  const rows: string[][] = [];
  for (const { label, path, focus, target } of CASES) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const sizes = recordScripts(page);
    await page.goto(BASE + path, { waitUntil: 'load' });
    await settle(sizes);
    const atLoad = total(sizes);
    await page.focus(focus);
    await settle(sizes);
    const afterFocus = total(sizes);
    const measured = target === 'focus' ? afterFocus : atLoad;
    rows.push([label, atLoad.toFixed(1), afterFocus.toFixed(1), `${target}: ${measured <= TARGET_KB ? 'yes' : 'NO'}`]);
    if (args.includes('--details')) for (const [url, n] of sizes) console.log(`  ${label}: ${(n / 1024).toFixed(1)} KB ${new URL(url).pathname}`);
    await page.close();
  }
  await browser.close();
  const header = ['page', 'KB at load', 'KB after focus', `≤ ${TARGET_KB} KB`];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\nJavaScript, gzip KB (${BASE})\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(format(row));
} finally {
  if (site && site.exitCode === null) site.kill('SIGTERM');
}
