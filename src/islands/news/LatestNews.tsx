/**
 * Home page's latest news island. The HTML carries the three latest stored articles, built from the news store at
 * the last rebuild (the sample articles when the store is empty), so the section is never empty and nothing shifts;
 * once visible it loads the live list through load-latest-news.ts and swaps the cards in place.
 */
import { useEffect, useState } from 'react';
import { messages } from '../../lib/messages';
import { SAMPLE_ARTICLES } from '../../lib/news/sample-articles';
import type { NewsArticle } from '../../lib/schemas/news-articles';
import { loadLatestNews } from './load-latest-news';
import { NewsCard } from './NewsCard';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** `samples`: the site runs with demo content, so the product's sample articles may stand in (marked); else none (ADR 48) (docs/product/content.md#sample-articles). */
export default function LatestNews({ initial = [], samples = false }: { initial?: NewsArticle[]; samples?: boolean }) {
  const [articles, setArticles] = useState<NewsArticle[]>(() => (initial.length > 0 ? initial : samples ? [...SAMPLE_ARTICLES] : []));

  useEffect(() => {
    const controller = new AbortController();
    void loadLatestNews({ fetch: window.fetch.bind(window), storage: sessionStore(), now: Date.now }, controller.signal).then((news) => {
      if (!controller.signal.aborted && news.source !== 'sample') setArticles(news.articles);
    });
    return () => controller.abort();
  }, []);

  if (articles.length === 0) return <p className="text-slate-700">{messages.news.noneYet}</p>;
  return (
    <div className="grid gap-6 md:grid-cols-3" data-testid="latest-news">
      {articles.map((article) => (
        <NewsCard key={article.id} article={article} />
      ))}
    </div>
  );
}
