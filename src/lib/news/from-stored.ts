import type { NewsArticle, StoredArticle } from '../schemas/news-articles';

/** What a built page embeds of a stored article: the enrichment fills a missing summary or image. */
export function toPublicArticle(a: StoredArticle): NewsArticle {
  return {
    id: a.id,
    title: a.title,
    link: a.link,
    published: a.published,
    author: a.author,
    summary: a.summary ?? a.og_description,
    image: a.image ?? a.og_image,
    categories: a.categories,
  };
}
