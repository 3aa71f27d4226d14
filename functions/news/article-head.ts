import { load } from 'cheerio';
import type { OutsideFetch } from '../http/outside-fetch';
import { fetchCapped } from './fetch-capped';
import { htmlToPlainText, httpUrl } from './plain-text';

/** The head of an article page is all light enrichment reads; bigger pages are cut here (body capped). */
export const ARTICLE_MAX_BYTES = 512 * 1024;

export interface ArticlePreview {
  ogImage: string | null;
  ogDescription: string | null;
}

/** og:image / twitter:image and og:description / meta description, relative URLs resolved against the page. */
export function readArticleHead(html: string, pageUrl: string): ArticlePreview {
  const $ = load(html);
  const meta = (...keys: string[]) => {
    for (const key of keys) {
      const value = $(`meta[property="${key}"], meta[name="${key}"]`).first().attr('content')?.trim();
      if (value) return value;
    }
    return null;
  };
  return {
    ogImage: httpUrl(meta('og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'twitter:image:src'), pageUrl),
    ogDescription: htmlToPlainText(meta('og:description', 'twitter:description', 'description')),
  };
}

/** Reads one article's head: a timeout, a byte cap, the page's charset. Throws on a network error or a non-2xx. */
export async function fetchArticlePreview(url: string, options: { fetch: OutsideFetch; timeoutMs?: number }): Promise<ArticlePreview> {
  const page = await fetchCapped(url, {
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
    maxBytes: ARTICLE_MAX_BYTES,
    accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
    stopAt: /<\/head\s*>/i,
  });
  if (page.status < 200 || page.status >= 300) throw new Error(`HTTP ${page.status}`);
  return readArticleHead(page.text, url);
}
