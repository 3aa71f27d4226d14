import { type Cheerio, type CheerioAPI, load } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { htmlToPlainText, httpUrl } from './plain-text';

/** One article as a feed gives it, before storage (docs/product/content.md#news-article: News article). */
export interface FeedItem {
  title: string;
  link: string;
  /** ISO date-time. */
  published: string;
  author: string | null;
  summary: string | null;
  image: string | null;
  categories: string[];
}

type Node = Cheerio<AnyNode>;

const text = (node: Node) => node.first().text().trim();
/** Namespaced tags: cheerio's XML mode keeps the prefix in the tag name, so the colon is escaped in selectors. */
const ns = (name: string) => name.replace(':', '\\:');

function isoDate(...candidates: string[]): string | null {
  for (const candidate of candidates) {
    if (!candidate) continue;
    const time = Date.parse(candidate);
    if (!Number.isNaN(time)) return new Date(time).toISOString();
  }
  return null;
}

/** media:content (images only), media:thumbnail (also inside media:group), then an image enclosure. */
function imageOf($: CheerioAPI, item: Node, base: string): string | null {
  const candidates: (string | undefined)[] = [];
  item.find(ns('media:content')).each((_, el) => {
    const node = $(el);
    const type = node.attr('type');
    const medium = node.attr('medium');
    const isImage = type ? type.startsWith('image/') : !medium || medium === 'image';
    if (isImage) candidates.push(node.attr('url'));
  });
  item.find(ns('media:thumbnail')).each((_, el) => void candidates.push($(el).attr('url')));
  item.find('enclosure, link[rel="enclosure"]').each((_, el) => {
    const node = $(el);
    if (node.attr('type')?.startsWith('image/')) candidates.push(node.attr('url') ?? node.attr('href'));
  });
  for (const candidate of candidates) {
    const url = httpUrl(candidate, base);
    if (url) return url;
  }
  return null;
}

function categoriesOf($: CheerioAPI, item: Node): string[] {
  const names = new Set<string>();
  item.children(`category, ${ns('dc:subject')}`).each((_, el) => {
    const node = $(el);
    const name = (node.attr('term') ?? node.attr('label') ?? node.text()).trim();
    if (name) names.add(name.slice(0, 80));
  });
  return [...names].slice(0, 10);
}

function atomLink(entry: Node, base: string): string | null {
  const links = entry.children('link');
  const alternate = links.filter((_, el) => {
    const rel = 'attribs' in el ? el.attribs.rel : undefined;
    return !rel || rel === 'alternate';
  });
  return httpUrl((alternate.length ? alternate : links).first().attr('href'), base);
}

function toItem(fields: Omit<FeedItem, 'title' | 'link' | 'published'> & { title: string; link: string | null; published: string | null }): FeedItem | null {
  const title = htmlToPlainText(fields.title, 300);
  if (!title || !fields.link || !fields.published) return null;
  return { ...fields, title, link: fields.link, published: fields.published };
}

/**
 * Parses RSS 2.0, Atom 1.0 and RSS 1.0 (RDF) with cheerio in XML mode (ADR 0014: no extra package; the three formats
 * differ only in a handful of element names). Items without a title, an http(s) link or a readable date are dropped.
 */
export function parseFeed(xml: string, feedUrl: string, now: Date = new Date()): FeedItem[] {
  const $ = load(xml, { xml: true });
  const items: (FeedItem | null)[] = [];
  const fallbackDate = now.toISOString();

  $('entry').each((_, el) => {
    const entry = $(el);
    items.push(
      toItem({
        title: text(entry.children('title')),
        link: atomLink(entry, feedUrl),
        published: isoDate(text(entry.children('published')), text(entry.children('updated'))) ?? fallbackDate,
        author: text(entry.find('author > name')) || null,
        summary: htmlToPlainText(text(entry.children('summary')) || text(entry.children('content'))),
        image: imageOf($, entry, feedUrl),
        categories: categoriesOf($, entry),
      }),
    );
  });

  // RSS 2.0 <channel><item> and RDF's <item> siblings of <channel> are both plain 'item' elements.
  $('item').each((_, el) => {
    const item = $(el);
    items.push(
      toItem({
        title: text(item.children('title')),
        link:
          httpUrl(text(item.children('link')) || item.children('guid[isPermaLink!="false"]').text().trim(), feedUrl) ??
          httpUrl(item.attr('rdf:about'), feedUrl),
        published: isoDate(text(item.children('pubDate')), text(item.children(ns('dc:date'))), text(item.children(ns('a10:updated')))) ?? fallbackDate,
        author: text(item.children(ns('dc:creator'))) || text(item.children('author')) || null,
        summary: htmlToPlainText(text(item.children('description')) || text(item.children(ns('content:encoded')))),
        image: imageOf($, item, feedUrl),
        categories: categoriesOf($, item),
      }),
    );
  });

  return items.filter((item): item is FeedItem => item !== null);
}
