/** A news article (spec section 3: News article). */
export interface NewsArticle {
  id: string;
  title: string;
  link: string;
  /** ISO date-time. */
  published: string;
  author: string | null;
  summary: string | null;
  image: string | null;
  categories: string[];
  ogImage?: string | null;
  ogDescription?: string | null;
}
