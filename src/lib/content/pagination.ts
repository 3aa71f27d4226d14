/** the blog list is paginated, 12 posts a page; page 1 is /blog, then /blog/page/2, /blog/page/3 … */
export const POSTS_PER_PAGE = 12;

export const blogPageHref = (page: number): string => (page <= 1 ? '/blog' : `/blog/page/${page}`);

export const pageCount = (total: number, size = POSTS_PER_PAGE): number => Math.max(1, Math.ceil(total / size));

export function pageSlice<T>(items: readonly T[], page: number, size = POSTS_PER_PAGE): T[] {
  return items.slice((page - 1) * size, page * size);
}

export type PageLink = { page: number; current: boolean } | { gap: true; key: string };

/**
 * The numbered links: the first and last pages, and two either side of the current one, with gaps between, so a
 * blog with hundreds of pages still has a short navigation (e.g. 1 … 48 49 [50] 51 52 … 167).
 */
export function pageLinks(current: number, total: number, around = 2): PageLink[] {
  const pages = new Set([1, total]);
  for (let page = current - around; page <= current + around; page += 1) if (page >= 1 && page <= total) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const links: PageLink[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) links.push({ page: page - 1, current: false });
    else if (previous !== undefined && page - previous > 2) links.push({ gap: true, key: `gap-${page}` });
    links.push({ page, current: page === current });
  });
  return links;
}
