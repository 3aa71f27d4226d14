/**
 * Home page's latest news island. The HTML carries the three latest stored articles, built from the news store at
 * the last rebuild (the sample articles when the store is empty), so the section is never empty and nothing shifts;
 * once visible it loads the live list through load-latest-news.ts and swaps the cards in place.
 */
import { useEffect, useState } from 'react';
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

export default function LatestNews({ initial = [] }: { initial?: NewsArticle[] }) {
  const [articles, setArticles] = useState<NewsArticle[]>(() => (initial.length > 0 ? initial : [...SAMPLE_ARTICLES]));

  useEffect(() => {
    const controller = new AbortController();
    void loadLatestNews({ fetch: window.fetch.bind(window), storage: sessionStore(), now: Date.now }, controller.signal).then((news) => {
      if (!controller.signal.aborted && news.source !== 'sample') setArticles(news.articles);
    });
    return () => controller.abort();
  }, []);

  return (
    <div className="grid gap-6 md:grid-cols-3" data-testid="latest-news">
      {articles.map((article) => (
        <NewsCard key={article.id} article={article} />
      ))}
    </div>
  );
}
