import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, newId, type Db } from '../../../db/client';
import { migrate } from '../../../db/migrate';
import { buildSite } from '../../../server/local-rebuild';
import { PROJECT_ROOT } from '../../../server/start-server';

/**
 * The real `astro build` on an empty database (every list's empty state) and then on hostile content (stored markup
 * must come out as text). Slow: two builds.
 */
describe('the built site on edge-case content', () => {
  let dir: string;
  let db: Db;
  const env = () => ({ ...process.env, DATABASE_URL: `file:${join(dir, 'site.db')}`, SITE_URL: 'https://www.example.ca', ASTRO_TELEMETRY_DISABLED: '1' });
  const read = (outDir: string, path: string) => readFileSync(join(outDir, path), 'utf8');

  beforeAll(async () => {
    // Inside the project (git-ignored dist-*), so this build's prerender chunks stay beside its own output instead of
    // the <repo>/.astro/ folder that every build with an outside outDir shares (parallel builds would collide there).
    dir = mkdtempSync(join(PROJECT_ROOT, 'dist-test-edge-'));
    db = await createDb({ url: `file:${join(dir, 'site.db')}` });
    await migrate(db);
  });
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('an empty database builds every list with its empty message and no per-item pages', async () => {
    const out = await buildSite({ projectRoot: PROJECT_ROOT, outputRoot: dir, env: env() });
    expect(read(out, 'services/index.html')).toContain('No services available at the moment.');
    expect(read(out, 'blog/index.html')).toContain('No blog posts available yet.');
    expect(read(out, 'find-broker/index.html')).toContain('No agents available at the moment.');
    expect(read(out, 'products/index.html')).toContain('No products available at the moment.');
    expect(read(out, 'rss.xml')).not.toContain('<item>');
    expect(read(out, 'sitemap.xml')).toContain('<loc>https://www.example.ca/services</loc>');
    expect(read(out, 'robots.txt')).toContain('Sitemap: https://www.example.ca/sitemap.xml');
    const redirects = read(out, '_redirects');
    expect(redirects).toContain('/agents/* /agents/not-found 404');
    expect(redirects).not.toMatch(/ 301$/m);
  }, 180_000);

  it('stored markup in a post, a service and a bio is shown as text, never run', async () => {
    const hostile = '<script>window.pwned=1</script><img src=x onerror="alert(1)">';
    await db.batch(
      [
        {
          sql: "INSERT INTO blog_posts (id, title, slug, excerpt, content, is_published, published_at) VALUES (?, ?, 'hostile', ?, ?, 1, '2025-01-05T12:00:00Z')",
          args: [newId(), `Title ${hostile}`, `Excerpt ${hostile}`, `Line one\n${hostile}\n\nSecond paragraph`],
        },
        {
          sql: 'INSERT INTO mortgage_services (id, name, description, content) VALUES (?, ?, ?, ?)',
          args: ['svc-1', `Service ${hostile}`, 'Desc', `Content ${hostile}`],
        },
        {
          sql: "INSERT INTO agents (id, name, bio, profile_slug, contact_details) VALUES ('agent-1', 'Eve Example', ?, NULL, ?)",
          args: [`Bio ${hostile}`, JSON.stringify({ title: '</script><script>alert(2)</script>' })],
        },
      ],
      'write',
    );
    const out = await buildSite({ projectRoot: PROJECT_ROOT, outputRoot: dir, env: env() });
    for (const page of [
      'blog/hostile/index.html',
      'blog/index.html',
      'services/svc-1/index.html',
      'services/index.html',
      'agents/agent-1/index.html',
      'find-broker/index.html',
    ]) {
      // Inside a quoted attribute (meta description) "<" is inert text; only markup outside attributes could run.
      const html = read(out, page).replace(/="[^"]*"/g, '=""');
      expect(html, page).not.toContain('<script>window.pwned');
      expect(html, page).not.toContain('<img src=x');
      expect(html, page).not.toContain('</script><script>alert(2)');
    }
    expect(read(out, 'blog/hostile/index.html')).toContain('&lt;script&gt;window.pwned=1&lt;/script&gt;');
    expect(read(out, 'blog/hostile/index.html')).toContain('<p>Line one<br>');
    // An agent without a slug lives at /agents/{id}; /agent/{id} redirects there.
    expect(read(out, '_redirects')).toContain('/agent/agent-1 /agents/agent-1 301');
  }, 180_000);
});
