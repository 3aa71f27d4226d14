import type { NewsArticle } from '../schemas/news-articles';

/**
 * The news section's last resort (docs/product/content.md#news-sources: cached response, then the server, then three static sample
 * articles). Rendered into the HTML at build time, so the home page is complete before any feed answers.
 */
/** A sample, not news: its card says so (ADR 48). */
export const isSampleArticle = (article: { id: string }) => article.id.startsWith('sample-');

export const SAMPLE_ARTICLES: readonly NewsArticle[] = [
  {
    id: 'sample-boc-rate-hold',
    title: 'Bank of Canada holds its policy rate, signals patience on further cuts',
    link: 'https://example.com/news/bank-of-canada-holds-policy-rate',
    published: '2026-10-29T14:00:00.000Z',
    author: 'Mortgage News Desk',
    summary:
      'The central bank left its overnight rate unchanged, citing easing inflation and a cooling job market. Variable-rate borrowers see no change to prime for now, while five-year fixed rates continue to track bond yields.',
    image: null,
    categories: ['Interest Rates', 'Bank of Canada'],
  },
  {
    id: 'sample-stress-test-renewals',
    title: 'Switching lenders at renewal no longer means passing the stress test again',
    link: 'https://example.com/news/renewal-switch-stress-test',
    published: '2026-10-21T13:30:00.000Z',
    author: 'Housing Finance Reporter',
    summary:
      'Homeowners with uninsured mortgages can move to a new lender at renewal without requalifying under the stress test, as long as the balance and amortization stay the same, giving them more room to shop for a better rate.',
    image: null,
    categories: ['Renewals', 'Regulation'],
  },
  {
    id: 'sample-first-time-buyers',
    title: 'First-time buyers gain ground as Ontario home prices level off',
    link: 'https://example.com/news/first-time-buyers-ontario-prices',
    published: '2026-10-14T12:00:00.000Z',
    author: 'Real Estate Correspondent',
    summary:
      'Steadier prices in the Greater Toronto Area and 30-year amortizations for first-time buyers of any home are improving affordability. Brokers report more pre-approval requests from buyers entering the market.',
    image: null,
    categories: ['First-Time Buyers', 'Housing Market'],
  },
];
