/**
 * npm run bench:chat — the chat's reply time at the API and the size of its understanding in the function bundle
 * (docs/decisions/0037-chat-recogniser-and-classifier.md). Not a timed test: it prints figures.
 *
 * 1. Starts the API on a fresh seeded database at 127.0.0.1 (scripts/support/start-chat-api.ts) and sends every blind-set
 *    conversation (tests/fixtures/chat-blind/*.json) through POST /api/chat, one request at a time, each turn with
 *    the history before it, for --rounds rounds (default 3). Prints the first reply (cold: the recogniser's models are
 *    built then), then p50/p95/max of the rest. Each request comes from its own forwarded address so the per-IP chat
 *    limit never answers instead of the chat. Target: p95 < 150 ms.
 * 2. Bundles the Netlify API entry as scripts/check-netlify-bundle.ts does and prints its size and the part that the
 *    recogniser packages and the chat's understanding (functions/chat/understand, functions/chat/answers) take.
 */
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadBlindItems } from './support/chat-blind/items';
import { startBenchApi } from './support/start-chat-api';

const args = process.argv.slice(2);
const roundsArg = args.indexOf('--rounds');
const rounds = roundsArg >= 0 ? Number(args[roundsArg + 1]) : 3;

async function latency(): Promise<void> {
  const api = await startBenchApi({ TRUST_PROXY: 'true' });
  const items = loadBlindItems();
  const times: number[] = [];
  let n = 0;
  try {
    for (let round = 0; round < rounds; round++) {
      for (const item of items) {
        const history: { role: 'user' | 'assistant'; content: string }[] = [];
        for (const message of item.turns) {
          n++;
          const started = performance.now();
          const response = await api.post(
            '/api/chat',
            { session_id: `bench-${round}-${item.id}`, message, history },
            { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
          );
          const { reply } = (await response.json()) as { reply: string };
          times.push(performance.now() - started);
          if (response.status !== 200) throw new Error(`status ${response.status}`);
          history.push({ role: 'user', content: message }, { role: 'assistant', content: reply });
        }
      }
    }
  } finally {
    await api.close();
  }
  const [first, ...rest] = times;
  const sorted = [...rest].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  console.log(
    `chat reply at the API: first (cold) ${first!.toFixed(0)} ms; then ${sorted.length} replies: p50 ${at(50).toFixed(1)} ms, p95 ${at(95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`,
  );
}

async function bundle(): Promise<void> {
  const out = mkdtempSync(join(tmpdir(), 'chat-bundle-'));
  try {
    const result = await build({
      entryPoints: ['netlify/functions/api.mts'],
      bundle: true,
      platform: 'node',
      target: 'node22',
      format: 'esm',
      outfile: join(out, 'api.mjs'),
      external: ['@libsql/client', 'libsql', 'nodemailer'],
      logLevel: 'silent',
      metafile: true,
    });
    const output = Object.values(result.metafile.outputs)[0]!;
    const part = (test: (path: string) => boolean) =>
      Object.entries(output.inputs)
        .filter(([path]) => test(path))
        .reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
    const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
    const recogniser = part((p) => /node_modules\/(?:@microsoft\/recognizers-text|bignumber\.js|lodash|grapheme-splitter)/.test(p));
    const understanding = part((p) => /functions\/chat\/(?:understand|answers)\//.test(p));
    console.log(
      `netlify api.mts bundle: ${kib(output.bytes)}; Recognizers-Text and its dependencies ${kib(recogniser)}; the chat's understanding and answers ${kib(understanding)}`,
    );
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

await bundle();
await latency();
