import { useEffect, useRef, useState } from 'react';
import { newsApi } from '../../browser/api-routes';
import { messages } from '../../lib/messages';
import { SAMPLE_ARTICLES } from '../../lib/news/sample-articles';
import type { NewsArticle } from '../../lib/schemas/news-articles';
import { fetchPreviews, mergePreviews } from './enrich-articles';
import { toArticle } from './load-latest-news';
import { NewsCard } from './NewsCard';
import { useKeepTypedValues } from '../shared/keep-typed-values';
import { NEWS_PAGE_SIZE } from './news-page-size';

const PAGE_SIZE = NEWS_PAGE_SIZE;
/** docs/product/content.md#page-size: if fewer than 10 arrive on the first page, a second page is fetched. */
const FIRST_PAGE_MINIMUM = 10;
const SEARCH_DEBOUNCE_MS = 500;
const TIMEOUT_MS = 8000;

interface Page {
  articles: NewsArticle[];
  nextCursor: string | null;
  hasMore: boolean;
}

const matches = (article: NewsArticle, query: string) => !query || `${article.title} ${article.summary ?? ''}`.toLowerCase().includes(query.toLowerCase());

/** One page from the server; null on any failure or an invalid answer (docs/product/content.md#news-sources: an invalid response is a failure). */
async function fetchPage(query: string, cursor: string | null): Promise<Page | null> {
  try {
    const response = await newsApi.index.$get(
      { query: { limit: String(PAGE_SIZE), q: query || undefined, cursor: cursor ?? undefined } },
      { init: { signal: AbortSignal.timeout(TIMEOUT_MS) } },
    );
    if (!response.ok) return null;
    const body = (await response.json()) as { articles?: unknown; nextCursor?: unknown; hasMore?: unknown };
    if (!Array.isArray(body.articles)) return null;
    return {
      articles: body.articles.map(toArticle).filter((a): a is NewsArticle => a !== null),
      nextCursor: typeof body.nextCursor === 'string' ? body.nextCursor : null,
      hasMore: body.hasMore === true,
    };
  } catch {
    return null;
  }
}

/**
 * /mortgage-news (docs/product/content.md#news-page: News): search with a 500 ms debounce that resets to the first page, 'Load More News' with
 * the stored cursor, and the static sample articles as the last resort. `initial` is the latest page the build read
 * from the news store: shown at once (and without JavaScript), then refreshed. With an empty store the built page
 * shows what a failed refresh would (the marked samples on a demo site, else "no news"), never skeleton cards that
 * only a script replaces.
 */
export default function NewsFeed({ initial = [], samples = false }: { initial?: NewsArticle[]; samples?: boolean }) {
  const [query, setQuery] = useState('');
  // A search typed before hydration is kept (and searched for).
  const rootRef = useRef<HTMLDivElement>(null);
  useKeepTypedValues(rootRef);
  const [articles, setArticles] = useState<NewsArticle[]>(() => (initial.length > 0 ? initial : samples ? [...SAMPLE_ARTICLES] : []));
  const [cursor, setCursor] = useState<string | null>(null);
  const [hasMore, setHasMore] = useState(false);
  // The request made at hydration runs at once; a search typed later waits for the debounce.
  const firstRequest = useRef(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState(false);
  // docs/product/content.md#load-more: the page counter is 1 on a fresh load, then +1 per load-more.
  const [pageCount, setPageCount] = useState(1);
  const request = useRef(0);

  /** Background enrichment of the page read with `from`; only fills what is missing, failures ignored. */
  function enrich(id: number, text: string, from: string | null) {
    void fetchPreviews(text, from).then((previews) => {
      if (id === request.current && previews.length > 0) setArticles((current) => mergePreviews(current, previews));
    });
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search starts a new request; `enrich` only reads refs and setters.
  useEffect(() => {
    const id = ++request.current;
    const isFirst = firstRequest.current;
    firstRequest.current = false;
    const timer = window.setTimeout(
      async () => {
        const text = query.trim();
        let page = await fetchPage(text, null);
        if (id !== request.current) return;
        if (page && page.articles.length > 0 && page.articles.length < FIRST_PAGE_MINIMUM && page.nextCursor) {
          const second = await fetchPage(text, page.nextCursor);
          if (id !== request.current) return;
          if (second)
            page = {
              articles: [...page.articles, ...second.articles.filter((a) => !page!.articles.some((b) => b.id === a.id))],
              nextCursor: second.nextCursor,
              hasMore: second.hasMore,
            };
        }
        // The built page stays when the first refresh fails: it is the news store's latest, not a failure to show.
        if (page === null && isFirst && initial.length > 0) return;
        setFailed(page === null);
        setPageCount(1);
        if (page && page.articles.length > 0) {
          setArticles(page.articles);
          setCursor(page.nextCursor);
          setHasMore(page.hasMore && page.nextCursor !== null);
          enrich(id, text, null);
        } else {
          // The product's samples only on a demo site, each marked; otherwise nothing invented (ADR 48) (docs/product/content.md#sample-articles).
          setArticles(samples ? SAMPLE_ARTICLES.filter((a) => matches(a, text)) : []);
          setCursor(null);
          setHasMore(false);
        }
      },
      isFirst ? 0 : SEARCH_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  async function loadMore() {
    if (!cursor) return; // docs/product/content.md#load-more: with no cursor, loading simply stops
    const id = request.current;
    const from = cursor;
    setLoadingMore(true);
    const page = await fetchPage(query.trim(), from);
    setLoadingMore(false);
    if (id !== request.current) return;
    if (!page) {
      setFailed(true);
      return;
    }
    setFailed(false);
    setArticles((current) => [...current, ...page.articles.filter((a) => !current.some((c) => c.id === a.id))]);
    setCursor(page.nextCursor);
    setHasMore(page.hasMore && page.nextCursor !== null);
    setPageCount((n) => n + 1);
    enrich(id, query.trim(), from);
  }

  return (
    <div ref={rootRef}>
      <label htmlFor="news-search" className="sr-only">
        Search news
      </label>
      <input
        id="news-search"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={messages.news.searchPlaceholder}
        className="block w-full max-w-xl rounded-md border border-slate-400 px-4 py-2.5 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      />
      {/* The cards' titles are h3, as on the home page; this keeps the heading levels in order. */}
      <h2 className="sr-only">Articles</h2>
      {failed && (
        <div role="alert" className="mt-6 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900" data-testid="news-error">
          {messages.news.fetchFailed}
        </div>
      )}
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-live="polite" aria-busy={loadingMore} data-page={pageCount}>
        {articles.map((article) => (
          <NewsCard key={article.id} article={article} />
        ))}
      </div>
      {articles.length === 0 && <p className="mt-6 text-slate-700">{query.trim() ? 'No articles match your search.' : messages.news.noneYet}</p>}
      {hasMore && (
        <div className="mt-8 text-center">
          <button
            type="button"
            onClick={loadMore}
            disabled={loadingMore}
            className="rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {loadingMore ? messages.news.loading : messages.news.loadMore}
          </button>
        </div>
      )}
    </div>
  );
}
