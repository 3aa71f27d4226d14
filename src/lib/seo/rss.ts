import { escapeXml } from './xml';

export interface RssItem {
  title: string;
  path: string;
  description: string;
  publishedAt: string | null;
  author?: string;
}

/** RSS 2.0 by hand (no feed package): every text is escaped, every link absolute. */
export function buildRss(options: { site: URL; title: string; description: string; feedPath: string; items: RssItem[] }): string {
  const link = (path: string) => escapeXml(new URL(path, options.site).href);
  const items = options.items.map((item) =>
    [
      '    <item>',
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${link(item.path)}</link>`,
      `      <guid isPermaLink="true">${link(item.path)}</guid>`,
      `      <description>${escapeXml(item.description)}</description>`,
      item.publishedAt ? `      <pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>` : '',
      item.author ? `      <dc:creator>${escapeXml(item.author)}</dc:creator>` : '',
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  const latest = options.items.find((item) => item.publishedAt)?.publishedAt;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(options.title)}</title>`,
    `    <link>${link('/blog')}</link>`,
    `    <description>${escapeXml(options.description)}</description>`,
    '    <language>en-ca</language>',
    `    <atom:link href="${link(options.feedPath)}" rel="self" type="application/rss+xml"/>`,
    latest ? `    <lastBuildDate>${new Date(latest).toUTCString()}</lastBuildDate>` : '',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n')
    .concat('\n');
}
