/**
 * npm run bench:scale [-- --posts 2000 --agents 300 --keep --seed-only] — the site at a real brokerage's size (up to 10,000
 * posts and 1,000 agents, and more).
 *
 * Seeds a fresh database (migrations + demo content) up to N published posts and M active agents, then builds the
 * site from it into a temporary folder inside the project (.e2e/scale-<time>: Astro keeps its prerender scratch
 * folder beside the output only under the project), with its own build cache folder (ADR 31):
 * 1. the first build, in a fresh `astro build` with an empty cache: pages, time, peak memory (max RSS), largest pages;
 * 2. "cold" rebuilds, each a fresh `astro build` as on Netlify or the Node host's first build after its worker left
 *    (the cache folder kept, nothing in memory): after editing one post's title, then one agent's name;
 * 3. "warm" rebuilds in the Node host's warm build worker (ADR 35; memory and folder caches warm): the worker builds
 *    once, then after one post edit and after one agent edit.
 * 4. the social preview images, which the build no longer draws: the host draws each on its first request and keeps
 *    it (ADR 31); what one card costs drawn, and read back from the store by a restarted host.
 * Each build's own cache line says what it reused and what it made. The targets of ADR 31 are printed beside the
 * figures for the two sizes they name. Exit 1 when any page is over 200 KB. A benchmark, not a test. `--seed-only`
 * seeds the database and stops, keeping the folder (to profile one build by hand).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { createDb, newId, type Db } from '../db/client';
import { migrate } from '../db/migrate';
import { seedDemoContent } from '../db/seed/seed';
import { createAstroBuilder, type WorkerBuildStats } from '../server/astro-builder';
import { findPublishedPostBySlug, listPublishedPosts } from '../db/queries/public-posts';
import { createFolderCardStore } from '../functions/social-images/card-store';
import { createSocialCards } from '../functions/social-images/social-cards';
import { postCardFields } from '../src/lib/seo/social-card-fields';

const args = process.argv.slice(2);
const count = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  const value = at >= 0 ? Number(args[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
};
const POSTS = count('posts', 2000);
const AGENTS = count('agents', 300);
const LIMIT_BYTES = 200 * 1024;
const root = process.cwd();
const workDir = join(root, '.e2e', `scale-${Date.now()}`);
const outDir = join(workDir, 'site');
const cacheDir = join(workDir, 'build-cache');

const paragraph = 'Fixed or variable? It depends on your budget, your appetite for risk and how long you plan to stay. ';
const markdown = (n: number) =>
  [
    `## Part ${n}: what to know`,
    '',
    paragraph.repeat(6),
    '',
    '- Compare three lenders',
    '- Read the **prepayment** terms',
    '',
    `> Tip ${n}: ask a broker.`,
    '',
    paragraph.repeat(8),
  ].join('\n');
const FIRST = ['Avery', 'Jordan', 'Priya', 'Mateo', 'Chloé', 'Liam', 'Amara', 'Noah', 'Mei', 'Omar', 'Sofia', 'Ethan', 'Zara', 'Lucas', 'Hana'];
const LAST = ['Singh', 'Tremblay', 'Nguyen', 'Roy', 'Okafor', 'Martin', 'Wong', 'Gagnon', 'Patel', 'Côté', 'Kim', 'Haddad', 'Morin', 'Silva'];
const AREAS = ['Toronto', 'Ottawa', 'Mississauga', 'Brampton', 'Hamilton', 'London', 'Markham', 'Vaughan', 'Kitchener', 'Windsor', 'Oakville', 'Barrie'];

async function scalar(db: Db, sql: string): Promise<number> {
  return Number((await db.execute(sql)).rows[0]!.n);
}

async function seed(databaseUrl: string) {
  const db = await createDb({ url: databaseUrl });
  try {
    await migrate(db);
    await seedDemoContent(db, { adminProfileId: null });
    const agentsToAdd = Math.max(0, AGENTS - (await scalar(db, 'SELECT COUNT(*) AS n FROM agents WHERE is_active = 1')));
    const agentRows = Array.from({ length: agentsToAdd }, (_, i) => {
      const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${i + 1}`;
      const area = AREAS[i % AREAS.length]!;
      return {
        sql: `INSERT INTO agents (id, name, email, phone, bio, profile_slug, license_number, contact_details, is_active) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1)`,
        args: [
          newId(),
          name,
          `scale.agent.${i + 1}@example.test`,
          `416-555-${String(1000 + (i % 9000)).padStart(4, '0')}`,
          `${name.split(' ')[0]} helps families in ${area} buy, renew and refinance, comparing dozens of lenders for each client.`,
          `scale-agent-${i + 1}`,
          `M${String(10000000 + i)}`,
          JSON.stringify({ title: 'Mortgage Agent Level 2', location: `${area}, ON` }),
        ],
      };
    });
    for (let i = 0; i < agentRows.length; i += 500) await db.batch(agentRows.slice(i, i + 500), 'write');

    const agents = (await db.execute('SELECT id FROM agents WHERE is_active = 1')).rows.map((row) => String(row.id));
    const postsToAdd = Math.max(0, POSTS - (await scalar(db, 'SELECT COUNT(*) AS n FROM blog_posts WHERE is_published = 1')));
    const start = Date.parse('2020-01-01T12:00:00Z');
    const postRows = Array.from({ length: postsToAdd }, (_, i) => {
      const at = new Date(start + i * 21_600_000).toISOString();
      return {
        sql: `INSERT INTO blog_posts (id, title, slug, excerpt, content, content_format, is_published, published_at, agent_id, created_at, updated_at)
              VALUES (?, ?, ?, ?, ?, 'markdown', 1, ?, ?, ?, ?)`,
        args: [
          newId(),
          `Mortgage guide number ${i + 1}`,
          `scale-guide-${i + 1}`,
          `What every Ontario buyer should know, part ${i + 1}.`,
          markdown(i + 1),
          at,
          agents[i % agents.length] ?? null,
          at,
          at,
        ],
      };
    });
    for (let i = 0; i < postRows.length; i += 500) await db.batch(postRows.slice(i, i + 500), 'write');
    return {
      posts: await scalar(db, 'SELECT COUNT(*) AS n FROM blog_posts WHERE is_published = 1'),
      agents: await scalar(db, 'SELECT COUNT(*) AS n FROM agents WHERE is_active = 1'),
    };
  } finally {
    db.close();
  }
}

const buildEnv = (databaseUrl: string, out: string, rssFile: string): NodeJS.ProcessEnv => ({
  ...process.env,
  DATABASE_URL: databaseUrl,
  SITE_URL: 'http://127.0.0.1:4321',
  ASTRO_OUT_DIR: out,
  ASTRO_TELEMETRY_DISABLED: '1',
  BUILD_CACHE_DIR: cacheDir,
  BENCH_MAX_RSS_FILE: rssFile,
});

/** The build's own summary of its cache ("build cache: post-html … reused, … made"). */
const cacheLine = (output: string) => /build cache: (.*)/.exec(output)?.[1]?.trim() ?? '(no cache line)';

/**
 * `astro build` in a fresh child, as a host's first build runs (server/astro-builder.ts), with its peak memory
 * recorded at exit. Resolves to the end of its output.
 */
function build(databaseUrl: string, rssFile: string, out = outDir): Promise<string> {
  return new Promise((resolve, reject) => {
    const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
    const preload = join(root, 'scripts', 'bench', 'max-rss-preload.mjs');
    const child = spawn(process.execPath, ['--import', preload, astro, 'build'], {
      cwd: root,
      env: buildEnv(databaseUrl, out, rssFile),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
    child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`astro build exited with ${code}: ${output.trim().slice(-1500)}`))));
  });
}

function htmlPages(dir: string): { path: string; bytes: number }[] {
  const pages: { path: string; bytes: number }[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.html')) pages.push({ path: `/${relative(dir, path)}`, bytes: statSync(path).size });
    }
  };
  walk(dir);
  return pages.sort((a, b) => b.bytes - a.bytes);
}

/** Files in the cache folder, per kind: a build that made N new results adds N files. */
function cachedFiles(): Record<string, number> {
  const counts: Record<string, number> = {};
  try {
    for (const kind of readdirSync(cacheDir)) counts[kind] = readdirSync(join(cacheDir, kind)).filter((name) => !name.endsWith('.tmp')).length;
  } catch {
    // no cache yet
  }
  return counts;
}

const madeSince = (before: Record<string, number>) =>
  Object.entries(cachedFiles())
    .map(([kind, n]) => `${kind} +${n - (before[kind] ?? 0)}`)
    .join(', ');

/** The measured process's peak memory (MB) and CPU-seconds, written at its exit (scripts/bench/max-rss-preload.mjs). */
function usageOf(file: string): { peakMb: number; cpu: number } {
  const [rss, cpu] = readFileSync(file, 'utf8').trim().split(' ');
  return { peakMb: Number(rss) / 1024, cpu: Number(cpu) };
}

/** One post's title and one agent's name, changed as an editor would (what their pages and cards show). */
async function editOne(databaseUrl: string, what: 'post' | 'agent', round: number): Promise<void> {
  const db = await createDb({ url: databaseUrl });
  try {
    if (what === 'post') {
      await db.execute({
        sql: 'UPDATE blog_posts SET title = ?, updated_at = ? WHERE id = (SELECT id FROM blog_posts WHERE is_published = 1 ORDER BY published_at DESC LIMIT 1)',
        args: [`Mortgage guide, edited ${round}`, new Date().toISOString()],
      });
    } else {
      await db.execute({
        sql: 'UPDATE agents SET name = ? WHERE id = (SELECT id FROM agents WHERE is_active = 1 ORDER BY name LIMIT 1 OFFSET 1)',
        args: [`Avery Edited ${round}`],
      });
    }
  } finally {
    db.close();
  }
}

/**
 * The social cards as a host draws them on request (ADR 31): CPU milliseconds per card drawn, then per card read back
 * by a restarted host from its store. This process's own CPU: the drawing runs here, not in a build.
 */
async function cardsOnRequest(databaseUrl: string, sample = 40) {
  const db = await createDb({ url: databaseUrl });
  try {
    const slugs = (await listPublishedPosts(db)).slice(0, sample).map((post) => post.slug);
    const headshots = { publicDir: join(root, 'public'), uploadsDir: null };
    const store = createFolderCardStore(join(workDir, 'cards'));
    const cpuMs = () => {
      const usage = process.cpuUsage();
      return (usage.user + usage.system) / 1000;
    };
    const timed = async (cards: ReturnType<typeof createSocialCards>) => {
      const start = cpuMs();
      const wall = performance.now();
      for (const slug of slugs) await cards.postCard(slug, postCardFields((await findPublishedPostBySlug(db, slug))!));
      return { cpu: (cpuMs() - start) / slugs.length, wall: (performance.now() - wall) / slugs.length, drawn: cards.drawn() };
    };
    // One card first: loading the fonts is a host's one-time cost, not a card's.
    await createSocialCards({ siteHost: '127.0.0.1', store: createFolderCardStore(join(workDir, 'warm-up')), headshots }).defaultCard();
    const drawn = await timed(createSocialCards({ siteHost: '127.0.0.1', store, headshots }));
    const stored = await timed(createSocialCards({ siteHost: '127.0.0.1', store, headshots }));
    return { drawn, stored, sample: slugs.length };
  } finally {
    db.close();
  }
}

/** The targets of ADR 31 for the sizes it names; none for other sizes. */
function targetsFor(posts: number, agents: number) {
  if (posts === 2000 && agents === 300) return { first: 30, rebuild: 15, memoryMb: null as number | null };
  if (posts === 10000 && agents === 1000) return { first: 240, rebuild: 60, memoryMb: 3072 as number | null };
  return null;
}
const verdict = (value: number, limit: number | null | undefined, unit: string) =>
  limit == null ? '' : `  (target ≤ ${limit} ${unit}: ${value <= limit ? 'met' : 'MISSED'})`;

async function main() {
  mkdirSync(workDir, { recursive: true });
  const databaseUrl = `file:${join(workDir, 'scale.db')}`;
  const rssFile = join(workDir, 'max-rss');
  try {
    console.log(`Seeding ${POSTS} posts and ${AGENTS} agents into a fresh database...`);
    const seeded = await seed(databaseUrl);
    if (args.includes('--seed-only')) {
      console.log(`seeded: ${relative(root, databaseUrl.slice('file:'.length))} (${seeded.posts} posts, ${seeded.agents} agents)`);
      args.push('--keep');
      return 0;
    }
    const targets = targetsFor(seeded.posts, seeded.agents);
    const seconds = (since: number) => (performance.now() - since) / 1000;

    const load = () => `load ${loadavg()[0]!.toFixed(1)}`;
    // Each figure is printed as soon as it is measured (a long run stopped half-way still leaves its figures), with
    // the machine's load average and the build's own CPU-seconds, which a shared machine's load does not inflate.
    console.log(`posts / agents:   ${seeded.posts} published / ${seeded.agents} active`);
    console.log(`First build (a fresh astro build, empty build cache; ${load()})...`);
    let began = performance.now();
    const firstOutput = await build(databaseUrl, rssFile);
    const firstSeconds = seconds(began);
    const first = usageOf(rssFile);
    let peakMb = first.peakMb;
    const pages = htmlPages(outDir);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const over = pages.filter((page) => page.bytes > LIMIT_BYTES);
    const largest = (prefix: string) => pages.find((page) => page.path.startsWith(prefix));
    console.log(`pages built:      ${pages.length} HTML pages`);
    console.log(`first build:      ${firstSeconds.toFixed(1)} s, ${first.cpu} CPU-s, empty cache (${load()})${verdict(firstSeconds, targets?.first, 's')}`);
    console.log(`                  ${cacheLine(firstOutput)}`);
    console.log(`peak memory:      ${first.peakMb.toFixed(0)} MB (max RSS)${verdict(first.peakMb, targets?.memoryMb, 'MB')}`);
    const cards = await cardsOnRequest(databaseUrl);
    console.log(
      `social cards:     drawn on request, not at build: ${cards.drawn.cpu.toFixed(1)} CPU-ms (${cards.drawn.wall.toFixed(1)} ms) a card drawn, ` +
        `${cards.stored.cpu.toFixed(1)} CPU-ms (${cards.stored.wall.toFixed(1)} ms) read back by a restarted host [${cards.sample} posts, ${cards.drawn.drawn} drawn, then ${cards.stored.drawn}]`,
    );

    for (const what of ['post', 'agent'] as const) {
      await editOne(databaseUrl, what, 1);
      const before = cachedFiles();
      began = performance.now();
      const output = await build(databaseUrl, rssFile, join(workDir, `cold-${what}`));
      const wall = seconds(began);
      const usage = usageOf(rssFile);
      peakMb = Math.max(peakMb, usage.peakMb);
      console.log(
        `rebuild (cold, one ${what} edited): ${wall.toFixed(1)} s, ${usage.cpu} CPU-s, a fresh astro build with the cache folder (${load()})${verdict(wall, targets?.rebuild, 's')}`,
      );
      console.log(`                  ${cacheLine(output)} [new files: ${madeSince(before)}]`);
      rmSync(join(workDir, `cold-${what}`), { recursive: true, force: true });
    }

    const builder = createAstroBuilder(join(root, 'scripts', 'bench', 'rss-build-worker.mjs'));
    const workerRss = join(workDir, 'worker-max-rss');
    const workerEnv = buildEnv(databaseUrl, join(workDir, 'warm-0'), workerRss);
    /** What the worker says a build cost and left behind (server/astro-build-worker.mjs), and whether it stays. */
    const inWorker = (stats: WorkerBuildStats | undefined) =>
      stats
        ? `${stats.cpuSeconds.toFixed(1)} CPU-s, ${stats.fullGcSeconds.toFixed(1)} s in full collections, heap kept ${(stats.heapUsedBytes / 1048576).toFixed(0)} MB, ` +
          `resident ${(stats.residentBytes / 1048576).toFixed(0)} MB; ` +
          (stats.leaving ? 'the worker leaves, the next build forks a fresh one' : 'the worker stays')
        : '';
    began = performance.now();
    const firstStats = await builder.run(root, join(workDir, 'warm-0'), workerEnv);
    console.log(`worker's first:   ${seconds(began).toFixed(1)} s: the Node host's build worker, new, cache folder warm (${load()})`);
    console.log(`                  ${inWorker(firstStats)}`);
    rmSync(join(workDir, 'warm-0'), { recursive: true, force: true });
    for (const what of ['post', 'agent'] as const) {
      await editOne(databaseUrl, what, 2);
      const before = cachedFiles();
      began = performance.now();
      const stats = await builder.run(root, join(workDir, `warm-${what}`), workerEnv);
      const wall = seconds(began);
      console.log(`rebuild (warm, one ${what} edited): ${wall.toFixed(1)} s in the warm worker (${load()})${verdict(wall, targets?.rebuild, 's')}`);
      console.log(`                  ${inWorker(stats)} [new files: ${madeSince(before)}]`);
      rmSync(join(workDir, `warm-${what}`), { recursive: true, force: true });
    }
    await builder.stop();
    const worker = usageOf(workerRss);
    // The last worker's own total (a worker that left earlier wrote its figure, then the next one overwrote it).
    console.log(`warm worker:      ${worker.cpu} CPU-s for the last worker's builds, ${worker.peakMb.toFixed(0)} MB peak`);
    console.log(
      `peak memory:      ${Math.max(peakMb, worker.peakMb).toFixed(0)} MB over every build${verdict(Math.max(peakMb, worker.peakMb), targets?.memoryMb, 'MB')}`,
    );
    for (const prefix of ['/applications/index.html', '/blog/index.html', '/find-broker/index.html'])
      console.log(`${prefix.padEnd(26)}${kb(largest(prefix)?.bytes ?? 0)}`);
    console.log('10 largest pages:');
    for (const page of pages.slice(0, 10)) console.log(`  ${kb(page.bytes).padStart(9)}  ${page.path}`);
    console.log(
      over.length === 0
        ? `OK: no page over ${kb(LIMIT_BYTES)}`
        : `FAIL: ${over.length} pages over ${kb(LIMIT_BYTES)}: ${over
            .slice(0, 5)
            .map((p) => p.path)
            .join(', ')}`,
    );
    return over.length === 0 ? 0 : 1;
  } finally {
    if (!args.includes('--keep')) rmSync(workDir, { recursive: true, force: true });
    else console.log(`kept: ${relative(root, workDir)}`);
  }
}

process.exit(await main());
