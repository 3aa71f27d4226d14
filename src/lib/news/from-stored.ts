import type { NewsArticle } from './types';

/** A stored article as the build reads it (db/queries/news-articles StoredArticle, structurally). */
interface StoredShape extends NewsArticle {
  ogImage: string | null;
  ogDescription: string | null;
}

/** What a built page embeds of a stored article: the enrichment fills a missing summary or image. */
export function toPublicArticle(a: StoredShape): NewsArticle {
  return {
    id: a.id,
    title: a.title,
    link: a.link,
    published: a.published,
    author: a.author,
    summary: a.summary ?? a.ogDescription,
    image: a.image ?? a.ogImage,
    categories: a.categories,
  };
}
