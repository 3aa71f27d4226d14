/**
 * The public Canadian mortgage and housing feeds polled when NEWS_FEED_URLS is unset. Listed with their
 * names in README.md and docs/decisions/0014-news.md; NEWS_FEED_URLS (comma-separated) replaces the whole list.
 */
export const DEFAULT_NEWS_FEEDS: readonly { name: string; url: string }[] = [
  { name: 'Canadian Mortgage Trends', url: 'https://www.canadianmortgagetrends.com/feed/' },
  { name: 'Bank of Canada press releases', url: 'https://www.bankofcanada.ca/content_type/press-releases/feed/' },
  { name: 'CREA news', url: 'https://www.crea.ca/feed/' },
  { name: 'Better Dwelling', url: 'https://betterdwelling.com/feed/' },
  { name: 'Mortgage Professional Canada', url: 'https://www.mpamag.com/ca/rss' },
];

/** The feed URLs to poll: NEWS_FEED_URLS when set (only http(s) entries), otherwise the default list. */
export function newsFeedUrls(setting: string | undefined): string[] {
  if (!setting?.trim()) return DEFAULT_NEWS_FEEDS.map((feed) => feed.url);
  const urls = setting
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => /^https?:\/\//i.test(entry));
  return [...new Set(urls)];
}
