import type { ArticleInput } from '../../src/lib/schemas/news-articles';
import type { AppDeps } from '../deps';
import { inoreaderGet } from './inoreader-client';
import { htmlToPlainText, httpUrl } from './plain-text';

/** The stream a poll reads: everything the account subscribes to (Inoreader's reading list). */
export const READING_LIST = 'user/-/state/com.google/reading-list';
/** One zone-1 call per poll (two on the very first), so a 30-minute poll stays inside 100 calls a day. */
const ITEMS_PER_CALL = 50;

interface StreamItem {
  id?: unknown;
  title?: unknown;
  published?: unknown;
  author?: unknown;
  canonical?: { href?: unknown }[];
  alternate?: { href?: unknown }[];
  summary?: { content?: unknown };
  content?: { content?: unknown };
  categories?: unknown;
  enclosure?: { href?: unknown; type?: unknown }[];
  origin?: { streamId?: unknown };
}

/** User labels ('user/…/label/Mortgages') become categories; Inoreader's own states are dropped. */
function labels(categories: unknown): string[] {
  if (!Array.isArray(categories)) return [];
  return categories
    .filter((c): c is string => typeof c === 'string' && c.includes('/label/'))
    .map((c) => c.slice(c.indexOf('/label/') + 7))
    .slice(0, 10);
}

export function toArticleInput(item: StreamItem): ArticleInput | null {
  const link = httpUrl(String(item.canonical?.[0]?.href ?? item.alternate?.[0]?.href ?? ''));
  const title = htmlToPlainText(typeof item.title === 'string' ? item.title : '', 300);
  const seconds = Number(item.published);
  if (!link || !title || !Number.isFinite(seconds)) return null;
  const image = item.enclosure?.find((e) => typeof e.type === 'string' && e.type.startsWith('image/'))?.href;
  return {
    origin: typeof item.origin?.streamId === 'string' ? item.origin.streamId : READING_LIST,
    title,
    link,
    published: new Date(seconds * 1000).toISOString(),
    author: typeof item.author === 'string' && item.author.trim() ? item.author.trim() : null,
    summary: htmlToPlainText(String(item.summary?.content ?? item.content?.content ?? '')),
    image: httpUrl(typeof image === 'string' ? image : null),
    categories: labels(item.categories),
  };
}

/** Reads the newest items of the reading list (stream/contents with its continuation cursor). */
export async function fetchInoreaderItems(
  deps: Pick<AppDeps, 'db' | 'env' | 'now' | 'log' | 'resolveHost'>,
  options: { pages: number; timeoutMs?: number },
): Promise<ArticleInput[]> {
  const articles: ArticleInput[] = [];
  let continuation: string | undefined;
  for (let call = 0; call < options.pages; call++) {
    const query: Record<string, string> = { n: String(ITEMS_PER_CALL) };
    if (continuation) query.c = continuation;
    const body = (await inoreaderGet(deps, `stream/contents/${encodeURIComponent(READING_LIST)}`, query, { timeoutMs: options.timeoutMs })) as {
      items?: unknown;
      continuation?: unknown;
    };
    if (!Array.isArray(body.items)) break;
    for (const item of body.items as StreamItem[]) {
      const article = toArticleInput(item);
      if (article) articles.push(article);
    }
    continuation = typeof body.continuation === 'string' && body.continuation ? body.continuation : undefined;
    if (!continuation || body.items.length < ITEMS_PER_CALL) break;
  }
  return articles;
}
