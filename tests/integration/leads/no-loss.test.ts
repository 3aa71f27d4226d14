import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../../db/client';
import { migrate } from '../../../db/migrate';
import { contactBody, countRows } from './lead-helpers';

const SCRIPT = fileURLToPath(new URL('./support/lead-api-process.ts', import.meta.url));
const WRITERS = 3;
const SUBMISSIONS = 200;

/** Starts one API process on the file and resolves with its base URL. */
function startWriter(dbUrl: string, mode: 'app' | 'no-busy-timeout'): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
    env: { ...process.env, DB_URL: dbUrl, MODE: mode },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve({ url: `http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}`, child });
    });
    child.once('exit', (code) => reject(new Error(`writer exited with ${code}`)));
  });
}

/** Fires the submissions all at once, spread over the writers; returns how many were answered 2xx. */
async function burst(urls: string[]): Promise<number> {
  const responses = await Promise.all(
    Array.from({ length: SUBMISSIONS }, (_, i) =>
      fetch(`${urls[i % urls.length]}/api/leads/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: urls[i % urls.length]! },
        body: JSON.stringify(contactBody({ email: `burst${i}@example.test` })),
      }).then(
        (r) => r.status,
        () => 0,
      ),
    ),
  );
  return responses.filter((status) => status >= 200 && status < 300).length;
}

async function runWith(mode: 'app' | 'no-busy-timeout') {
  const dir = mkdtempSync(join(tmpdir(), 'no-loss-'));
  const url = `file:${join(dir, 'site.db')}`;
  const db: Db = await createDb({ url });
  await migrate(db);
  const writers = await Promise.all(Array.from({ length: WRITERS }, () => startWriter(url, mode)));
  try {
    const accepted = await burst(writers.map((w) => w.url));
    const stored = await countRows(db, 'leads');
    return { accepted, stored };
  } finally {
    for (const w of writers) w.child.kill('SIGTERM');
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

describe(`no lead is lost with ${WRITERS} API processes writing one database file`, () => {
  let withBusyTimeout: { accepted: number; stored: number };
  let withoutBusyTimeout: { accepted: number; stored: number };
  beforeAll(async () => {
    withBusyTimeout = await runWith('app');
    withoutBusyTimeout = await runWith('no-busy-timeout');
  }, 120_000);
  afterAll(() => {
    console.info(`createDb: ${JSON.stringify(withBusyTimeout)}; busy_timeout 0: ${JSON.stringify(withoutBusyTimeout)}`);
  });

  it(`stores all ${SUBMISSIONS} concurrent contact submissions through createDb (busy_timeout 5000)`, () => {
    expect(withBusyTimeout).toEqual({ accepted: SUBMISSIONS, stored: SUBMISSIONS });
  });

  it('fails without busy_timeout: writers collide and submissions are refused (the failure mode the timeout prevents)', () => {
    expect(withoutBusyTimeout.stored).toBeLessThan(SUBMISSIONS);
    // Even then nothing answered 2xx is missing: the lead insert is the first thing that must succeed.
    expect(withoutBusyTimeout.stored).toBeGreaterThanOrEqual(withoutBusyTimeout.accepted);
  });
});
