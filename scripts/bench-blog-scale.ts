/**
 * Blog at scale (issue 11): builds the site over a database with 2,000 published Markdown posts and prints the build
 * time, the page count and the largest HTML pages. Fails (exit 1) when any public page's HTML exceeds 200 KB.
 *
 *   npx tsx scripts/bench-blog-scale.ts [--posts 2000] [--keep]
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createDb, newId } from '../db/client';
import { migrate } from '../db/migrate';
import { seedDemoContent } from '../db/seed/seed';
import { buildSite } from '../server/local-rebuild';

const args = process.argv.slice(2);
const POSTS = Number(args[args.indexOf('--posts') + 1] || 2000) || 2000;
const LIMIT_BYTES = 200 * 1024;
const root = process.cwd();
// Inside the project: Astro keeps its prerender scratch folder beside the output only when it is under the cwd.
const workDir = join(root, '.e2e', 'bench-blog-scale');

const paragraph = 'Fixed or variable? It depends on your budget, your appetite for risk and how long you plan to stay. ';
const markdown = (n: number) =>
  [`## Part ${n}: what to know`, '', paragraph.repeat(6), '', '- Compare three lenders', '- Read the **prepayment** terms', '', `> Tip ${n}: ask a broker.`, '', paragraph.repeat(8)].join('\n');

async function main() {
  rmSync(workDir, { recursive: true, force: true });
  const databaseUrl = `file:${join(workDir, 'bench.db')}`;
  const { mkdirSync } = await import('node:fs');
  mkdirSync(workDir, { recursive: true });
  const db = await createDb({ url: databaseUrl });
  await migrate(db);
  await seedDemoContent(db, { adminProfileId: null });
  const agents = (await db.execute('SELECT id FROM agents')).rows.map((row) => String(row.id));
  const start = Date.parse('2020-01-01T12:00:00Z');
  const statements = Array.from({ length: POSTS }, (_, index) => {
    const at = new Date(start + index * 21_600_000).toISOString();
    return {
      sql: `INSERT INTO blog_posts (id, title, slug, excerpt, content, content_format, is_published, published_at, agent_id, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, 'markdown', 1, ?, ?, ?, ?)`,
      args: [newId(), `Mortgage guide number ${index + 1}`, `bench-guide-${index + 1}`, `What every Ontario buyer should know, part ${index + 1}.`, markdown(index + 1), at, agents[index % agents.length] ?? null, at, at],
    };
  });
  for (let i = 0; i < statements.length; i += 500) await db.batch(statements.slice(i, i + 500), 'write');
  const published = Number((await db.execute('SELECT COUNT(*) AS n FROM blog_posts WHERE is_published = 1')).rows[0]!.n);
  db.close();

  const began = performance.now();
  const outDir = await buildSite({ projectRoot: root, outputRoot: workDir, env: { ...process.env, DATABASE_URL: databaseUrl, SITE_URL: 'http://127.0.0.1:4321' } });
  const seconds = (performance.now() - began) / 1000;

  const pages: { path: string; bytes: number }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.html')) pages.push({ path: `/${relative(outDir, path)}`, bytes: statSync(path).size });
    }
  };
  walk(outDir);
  pages.sort((a, b) => b.bytes - a.bytes);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const over = pages.filter((page) => page.bytes > LIMIT_BYTES);
  const blogPages = pages.filter((page) => page.path.startsWith('/blog/page/')).length + 1;
  const largestList = pages.find((page) => page.path === '/blog/index.html');
  const feed = statSync(join(outDir, 'rss.xml')).size;
  const sitemap = statSync(join(outDir, 'sitemap.xml')).size;

  console.log(`published posts:      ${published}`);
  console.log(`build time:           ${seconds.toFixed(1)} s`);
  console.log(`HTML pages:           ${pages.length} (blog list pages: ${blogPages})`);
  console.log(`/blog (page 1):       ${largestList ? kb(largestList.bytes) : 'missing'}`);
  console.log(`rss.xml / sitemap:    ${kb(feed)} / ${kb(sitemap)}`);
  console.log('largest HTML pages:');
  for (const page of pages.slice(0, 5)) console.log(`  ${kb(page.bytes).padStart(9)}  ${page.path}`);
  console.log(over.length === 0 ? `OK: no page over ${kb(LIMIT_BYTES)}` : `FAIL: ${over.length} pages over ${kb(LIMIT_BYTES)}`);
  if (!args.includes('--keep')) rmSync(workDir, { recursive: true, force: true });
  process.exit(over.length === 0 ? 0 : 1);
}

await main();
