import { useState } from 'react';
import { formatShortDate } from '../../lib/format';
import { messages } from '../../lib/messages';
import type { NewsArticle } from '../../lib/schemas/news-articles';
import { isSampleArticle } from '../../lib/news/sample-articles';

function sourceHost(link: string): string {
  try {
    return new URL(link).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** Shown when an article has no image or its image fails to load (docs/product/content.md#broken-image: broken article image -> placeholder). */
function ImagePlaceholder() {
  return (
    <div className="flex h-full w-full items-center justify-center bg-gradient-to-br from-brand-100 to-brand-200" data-testid="news-image-placeholder">
      <svg
        viewBox="0 0 24 24"
        className="h-12 w-12 text-brand-700"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M4 5h13v14H6a2 2 0 0 1-2-2z" />
        <path d="M17 9h3v8a2 2 0 0 1-2 2h-1" />
        <path d="M7 9h7M7 12h7M7 15h4" />
      </svg>
    </div>
  );
}

/** One news card, fixed in size (clamped text, fixed image box) so swapping articles never shifts the layout. */
export function NewsCard({ article }: { article: NewsArticle }) {
  const [broken, setBroken] = useState(false);
  // A sample's address is invented: it names no source and links nowhere (ADR 48).
  const sample = isSampleArticle(article);
  const host = sample ? '' : sourceHost(article.link);
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="news-card">
      <div className="aspect-[2/1] w-full overflow-hidden bg-slate-100 md:aspect-[16/9]">
        {article.image && !broken ? (
          <img
            src={article.image}
            alt=""
            width={640}
            height={360}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
            onError={() => setBroken(true)}
          />
        ) : (
          <ImagePlaceholder />
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        {sample && (
          <p className="mb-2 self-start rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900" data-testid="news-sample-badge">
            {messages.news.sample}
          </p>
        )}
        <p className="text-sm text-slate-600">
          <time dateTime={article.published}>{formatShortDate(article.published)}</time>
          {host && <span> · {host}</span>}
        </p>
        <h3 className="mt-2 line-clamp-2 min-h-[3.5rem] text-lg font-bold leading-7 text-slate-900">{article.title}</h3>
        <p className="mt-2 line-clamp-3 min-h-[4.5rem] text-slate-700">{article.summary ?? ''}</p>
        {!sample && (
          <a
            href={article.link}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-4 inline-flex min-h-11 items-center self-start font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {messages.news.readMore}
            <span className="sr-only"> about {article.title} (opens in a new tab)</span>
            <span aria-hidden="true" className="ml-1">
              ↗
            </span>
          </a>
        )}
      </div>
    </article>
  );
}
