/** Articles per page of /mortgage-news: the built page holds one page, "Load More News" asks for the next. */
export const NEWS_PAGE_SIZE = 15;
