import { describe, expect, it } from 'vitest';
import { buildRss } from '../../../../../src/lib/seo/rss';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildSitemap, isNoindexPageSource, staticPagePaths } from '../../../../../src/lib/seo/sitemap';

const site = new URL('https://www.example.ca');

describe('sitemap', () => {
  it('lists absolute, escaped, de-duplicated addresses with lastmod', () => {
    const xml = buildSitemap(site, [{ path: '/' }, { path: '/blog/a&b', lastmod: '2025-01-05T10:00:00Z' }, { path: '/' }]);
    expect(xml).toContain('<loc>https://www.example.ca/</loc>');
    expect(xml).toContain('<loc>https://www.example.ca/blog/a&amp;b</loc><lastmod>2025-01-05T10:00:00.000Z</lastmod>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it('keeps public static pages and leaves out dynamic, private, error and not-found pages', () => {
    const files = [
      './index.astro',
      './about.astro',
      './blog/index.astro',
      './blog/[slug].astro',
      './blog/not-found.astro',
      './auth.astro',
      './super-admin.astro',
      './agent-dashboard.astro',
      './404.astro',
      './rates.astro',
      './_draft.astro',
    ];
    expect(staticPagePaths(files)).toEqual(['/', '/about', '/blog', '/rates']);
  });
});

// the sitemap listed /newsletter/unsubscribe, a noindex page.
describe('sitemap leaves out noindex pages', () => {
  it('recognises the noindex flag on the layout', () => {
    expect(isNoindexPageSource('<BaseLayout title="Unsubscribe" description={d} noindex>')).toBe(true);
    expect(isNoindexPageSource('<BaseLayout\n  title="x"\n  noindex\n>')).toBe(true);
    expect(isNoindexPageSource('<BaseLayout title="About" description="noindexed text">')).toBe(false);
  });

  it('keeps /newsletter/unsubscribe out of the sitemap pages built from src/pages', () => {
    const pagesDir = join(process.cwd(), 'src/pages');
    const files = (readdirSync(pagesDir, { recursive: true }) as string[]).filter((f) => f.endsWith('.astro')).map((f) => `./${f}`);
    const indexable = files.filter((f) => !isNoindexPageSource(readFileSync(join(pagesDir, f), 'utf8')));
    const paths = staticPagePaths(indexable);
    expect(paths).not.toContain('/newsletter/unsubscribe');
    expect(paths).toContain('/newsletter');
    expect(paths).toContain('/contact');
  });
});

describe('RSS feed', () => {
  it('escapes every text and links absolutely', () => {
    const xml = buildRss({
      site,
      title: 'Blog & news',
      description: 'd',
      feedPath: '/rss.xml',
      items: [{ title: '<script>x</script>', path: '/blog/post', description: 'a < b', publishedAt: '2025-01-05T10:00:00Z', author: 'Admin' }],
    });
    expect(xml).toContain('<title>Blog &amp; news</title>');
    expect(xml).toContain('<title>&lt;script&gt;x&lt;/script&gt;</title>');
    expect(xml).toContain('<link>https://www.example.ca/blog/post</link>');
    expect(xml).toContain('<pubDate>Sun, 05 Jan 2025 10:00:00 GMT</pubDate>');
    expect(xml).toContain('<atom:link href="https://www.example.ca/rss.xml" rel="self"');
    expect(xml).not.toContain('<script>');
  });

  it('is a valid empty channel without posts', () => {
    const xml = buildRss({ site, title: 't', description: 'd', feedPath: '/rss.xml', items: [] });
    expect(xml).toContain('<channel>');
    expect(xml).not.toContain('<item>');
    expect(xml).not.toContain('lastBuildDate');
  });
});
