import { createHash } from 'node:crypto';
import type { ArticleInput, NewsSource, StoredArticle } from '../../src/lib/schemas/news-articles';
import type { Db } from '../client';
import { readText } from '../rows';

/** Stable per source and link, so a re-polled article keeps its id (the page matches enrichment by id or link). */
export const articleId = (source: NewsSource, link: string) => createHash('sha256').update(`${source}\n${link}`).digest('hex').slice(0, 24);

function toStored(row: Record<string, unknown>): StoredArticle {
  let categories: string[] = [];
  try {
    const parsed = JSON.parse(String(row.categories ?? '[]')) as unknown;
    if (Array.isArray(parsed)) categories = parsed.filter((c): c is string => typeof c === 'string');
  } catch {
    // A malformed list only loses the categories.
  }
  return {
    id: String(row.id),
    source: String(row.source) as NewsSource,
    origin: String(row.origin),
    title: String(row.title),
    link: String(row.link),
    published: String(row.published),
    author: readText(row.author),
    summary: readText(row.summary),
    image: readText(row.image),
    categories,
    og_image: readText(row.og_image),
    og_description: readText(row.og_description),
  };
}

/**
 * Inserts new articles and refreshes known ones (same source and link); the first-seen date is kept so an article
 * never jumps back to the top. Returns how many were new.
 */
export async function upsertArticles(db: Db, source: NewsSource, items: ArticleInput[], fetchedAt: string): Promise<number> {
  if (items.length === 0) return 0;
  const unique = [...new Map(items.map((item) => [item.link, item])).values()];
  const known = new Set<string>();
  for (let i = 0; i < unique.length; i += 200) {
    const slice = unique.slice(i, i + 200);
    const rows = await db.execute({
      sql: `SELECT link FROM news_articles WHERE source = ? AND link IN (${slice.map(() => '?').join(',')})`,
      args: [source, ...slice.map((item) => item.link)],
    });
    for (const row of rows.rows) known.add(String(row.link));
  }
  await db.batch(
    unique.map((item) => ({
      sql: `INSERT INTO news_articles (id, source, origin, title, link, published, author, summary, image, categories, fetched_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (source, link) DO UPDATE SET title = excluded.title, author = excluded.author,
              summary = COALESCE(excluded.summary, summary), image = COALESCE(excluded.image, image),
              categories = excluded.categories, fetched_at = excluded.fetched_at`,
      args: [
        articleId(source, item.link),
        source,
        item.origin,
        item.title,
        item.link,
        item.published,
        item.author,
        item.summary,
        item.image,
        JSON.stringify(item.categories),
        fetchedAt,
      ],
    })),
    'write',
  );
  return unique.filter((item) => !known.has(item.link)).length;
}

export interface ArticleQuery {
  source: NewsSource;
  search?: string;
  origins?: string[];
  after?: { published: string; id: string } | null;
  limit: number;
}

/** Newest first, keyset-paged; search is over title and summary. Answers limit + 1 rows so callers know hasMore. */
export async function queryArticles(db: Db, query: ArticleQuery): Promise<StoredArticle[]> {
  const where = ['source = ?'];
  const args: (string | number)[] = [query.source];
  const search = query.search?.trim();
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(`(title LIKE ? ESCAPE '\\' OR COALESCE(summary, '') LIKE ? ESCAPE '\\')`);
    args.push(like, like);
  }
  if (query.origins && query.origins.length > 0) {
    where.push(`origin IN (${query.origins.map(() => '?').join(',')})`);
    args.push(...query.origins);
  }
  if (query.after) {
    where.push('(published < ? OR (published = ? AND id < ?))');
    args.push(query.after.published, query.after.published, query.after.id);
  }
  const rows = await db.execute({
    sql: `SELECT * FROM news_articles WHERE ${where.join(' AND ')} ORDER BY published DESC, id DESC LIMIT ?`,
    args: [...args, query.limit + 1],
  });
  return rows.rows.map((row) => toStored(row as Record<string, unknown>));
}

export async function countArticles(db: Db, source: NewsSource): Promise<number> {
  const rows = await db.execute({ sql: 'SELECT COUNT(*) AS n FROM news_articles WHERE source = ?', args: [source] });
  return Number(rows.rows[0]?.n ?? 0);
}

/** Articles still lacking an image or a summary whose page has not been read yet, newest first. */
export async function articlesToEnrich(db: Db, limit: number): Promise<StoredArticle[]> {
  await db.execute(`UPDATE news_articles SET enrich_state = 'skipped' WHERE enrich_state = 'pending' AND image IS NOT NULL AND summary IS NOT NULL`);
  const rows = await db.execute({
    sql: `SELECT * FROM news_articles WHERE enrich_state = 'pending' ORDER BY published DESC, id DESC LIMIT ?`,
    args: [limit],
  });
  return rows.rows.map((row) => toStored(row as Record<string, unknown>));
}

export async function saveEnrichment(db: Db, id: string, result: { ogImage: string | null; ogDescription: string | null } | 'failed'): Promise<void> {
  if (result === 'failed') {
    await db.execute({ sql: `UPDATE news_articles SET enrich_state = 'failed' WHERE id = ?`, args: [id] });
    return;
  }
  await db.execute({
    sql: `UPDATE news_articles SET enrich_state = 'done', og_image = ?, og_description = ? WHERE id = ?`,
    args: [result.ogImage, result.ogDescription, id],
  });
}

/** Old articles go; the newest `keep` of each source always stay, so a quiet source never empties the page. */
export async function pruneArticles(db: Db, olderThan: string, keep = 60): Promise<void> {
  await db.execute({
    sql: `DELETE FROM news_articles WHERE published < ? AND id NOT IN (
            SELECT id FROM (SELECT id, ROW_NUMBER() OVER (PARTITION BY source ORDER BY published DESC, id DESC) AS n FROM news_articles) WHERE n <= ?)`,
    args: [olderThan, keep],
  });
}

/**
 * The newest articles the public sees first: Inoreader's when it has any, else the feeds' (the product's (docs/product/content.md#news-sources) source
 * order). The home page is built from this, and GET /api/news answers its first page the same way.
 */
export async function preferredSource(db: Db): Promise<NewsSource> {
  return (await countArticles(db, 'inoreader')) > 0 ? 'inoreader' : 'feed';
}

export async function listLatestNews(db: Db, count: number): Promise<StoredArticle[]> {
  const rows = await queryArticles(db, { source: await preferredSource(db), limit: count });
  return rows.slice(0, count);
}
