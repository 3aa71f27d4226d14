/**
 * npm run bench:leads — reliability and speed of lead capture. Not a timed test: it prints figures.
 *
 * 1. Starts the Node host (scripts/bench/lead-host.ts) on a temporary database at 127.0.0.1:4432 and fires a
 *    bounded burst of contact submissions at it (default 2,000 requests, 50 concurrent, after a 200-request
 *    warm-up), each with its own idempotency key and consent. The per-IP form limit is raised for that process
 *    only (LEAD_FORM_LIMIT_PER_IP), never by default.
 * 2. Fires the same burst at a bare node:http server doing one libSQL insert per request (127.0.0.1:4433): the
 *    ceiling this machine allows.
 * Prints throughput, p50/p99 latency, leads lost (2xx answers minus rows stored; must be 0) and the ratio.
 * Options: --requests N --connections N. Targets: 0 lost, p99 < 100 ms, ratio >= 0.5.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb } from '../db/client';

interface CannonResult {
  duration: number;
  errors: number;
  timeouts: number;
  '2xx': number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
  latency: { p50: number; p99: number; max: number };
}
interface CannonInstance {
  on(event: 'response', listener: () => void): void;
}
type Cannon = (options: Record<string, unknown>, done: (error: Error | null, result: CannonResult) => void) => CannonInstance;
const autocannon = createRequire(import.meta.url)('autocannon') as Cannon;

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  const value = at > 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1 || value > 20_000) throw new Error(`--${name} must be an integer from 1 to 20000`);
  return value;
};
const REQUESTS = arg('requests', 2000);
const CONNECTIONS = Math.min(arg('connections', 50), 200);
const WARM_UP = 200;
const HOST_PORT = 4432;
const BARE_PORT = 4433;

function contactBody(n: number): string {
  return JSON.stringify({
    firstName: 'Bench',
    lastName: `Visitor ${n}`,
    email: `bench${n}@example.test`,
    phone: '416-555-0100',
    phoneType: 'Mobile',
    postalCode: 'M5V 2T6',
    message: 'Benchmark submission.',
    consent: true,
    agent_id: null,
    idempotency_key: crypto.randomUUID(),
    website: '',
  });
}

function startTarget(script: string, args: string[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL(script, import.meta.url)), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('"ready":true')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with code ${code}`)));
  });
}

/**
 * One burst. autocannon reports its result on its next 1-second sample tick, so its own duration is rounded up
 * to whole seconds; the elapsed time here is measured from the start to the last response instead.
 */
function fire(port: number, amount: number): Promise<CannonResult & { elapsedSeconds: number }> {
  let n = 0;
  const started = performance.now();
  let lastResponse = started;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}/api/leads/contact`,
        connections: CONNECTIONS,
        amount,
        timeout: 30,
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
        requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, body: contactBody(n++) }) }],
      },
      (error, result) => (error ? reject(error) : resolve({ ...result, elapsedSeconds: (lastResponse - started) / 1000 })),
    );
    instance.on('response', () => {
      lastResponse = performance.now();
    });
  });
}

async function measure(label: string, script: string, port: number, dir: string) {
  const dbUrl = `file:${join(dir, `${label}.db`)}`;
  const child = await startTarget(script, [dbUrl, String(port), join(dir, `${label}-out`)]);
  try {
    const warm = await fire(port, WARM_UP);
    const run = await fire(port, REQUESTS);
    const db = await createDb({ url: dbUrl });
    const stored = Number((await db.execute("SELECT COUNT(*) AS n FROM leads WHERE source = 'contact_form'")).rows[0]!.n);
    db.close();
    const accepted = warm['2xx'] + run['2xx'];
    return {
      label,
      throughput: run['2xx'] / run.elapsedSeconds,
      p50: run.latency.p50,
      p99: run.latency.p99,
      max: run.latency.max,
      accepted,
      refused: warm.non2xx + run.non2xx + warm.errors + run.errors,
      stored,
      lost: accepted - stored,
      statuses: run.statusCodeStats,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const dir = mkdtempSync(join(tmpdir(), 'bench-leads-'));
try {
  console.log(`Lead capture benchmark: ${REQUESTS} contact submissions, ${CONNECTIONS} concurrent, 127.0.0.1 (after ${WARM_UP} warm-up)`);
  const host = await measure('node-host', './bench/lead-host.ts', HOST_PORT, dir);
  const bare = await measure('bare-insert', './bench/bare-insert-server.ts', BARE_PORT, dir);
  for (const r of [host, bare]) {
    console.log(
      `${r.label.padEnd(12)} ${r.throughput.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  max ${String(r.max).padStart(4)} ms  ` +
        `2xx ${r.accepted}  refused ${r.refused}  stored ${r.stored}  lost ${r.lost}  statuses ${JSON.stringify(Object.fromEntries(Object.entries(r.statuses).map(([k, v]) => [k, v.count])))}`,
    );
  }
  const ratio = host.throughput / bare.throughput;
  console.log(`ratio (node host / bare insert ceiling): ${ratio.toFixed(2)}`);
  const verdict = [
    host.lost === 0 ? 'lost 0 OK' : `LOST ${host.lost} (target 0)`,
    host.p99 < 100 ? 'p99 < 100 ms OK' : `p99 ${host.p99} ms (target < 100)`,
    ratio >= 0.5 ? 'ratio >= 0.5 OK' : `ratio ${ratio.toFixed(2)} (target >= 0.5)`,
  ];
  console.log(`targets: ${verdict.join('; ')}`);
  process.exitCode = host.lost === 0 ? 0 : 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
