/** docs/product/content.md#page-size: 15 per request; the scrape cap of 5; Inoreader's count defaults to 20. */
export const NEWS_PAGE_SIZE = 15;
export const NEWS_SCRAPE_CAP = 5;
export const INOREADER_DEFAULT_COUNT = 20;
