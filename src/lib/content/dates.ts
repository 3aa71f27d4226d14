import { formatLongDate, SITE_TIME_ZONE } from '../format';

/**
 * Pages are pre-rendered, so "local date" is the brokerage's own: Canadian English in Toronto time, fixed at
 * build. Pinning the time zone keeps a post's day the same whatever machine builds the site.
 */
const listDate = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'short', day: 'numeric', timeZone: SITE_TIME_ZONE });

/** Blog cards (docs/product/content.md#dates: local date format), e.g. "Nov 22, 2026". */
export function formatListDate(iso: string): string {
  return listDate.format(new Date(iso));
}

/** The post page (docs/product/content.md#dates: long en-US date), e.g. "January 5, 2026". */
export const formatPostDate = formatLongDate;
