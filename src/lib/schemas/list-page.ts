import { z } from 'zod';

/** Every back-office list pages on the server, 50 rows at a time (the lead desk included). */
export const LIST_PAGE_SIZE = 50;

/**
 * The paging part of a back-office list's query string: `page` (1-based), `q` (text search over the columns the
 * resource names), `sort` (a column the resource allows) and `dir`. The same names sit in the panel's address, so a
 * reload or a shared link shows the same page.
 */
export const listPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1).default(1),
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((value) => value || undefined),
  sort: z
    .string()
    .regex(/^[a-z_]{1,40}$/)
    .optional()
    .catch(undefined),
  dir: z.enum(['asc', 'desc']).optional().catch(undefined),
});
export type ListPageQuery = z.output<typeof listPageQuerySchema>;

/** One page of a list, as the API answers it. */
export interface ListPage<Row> {
  items: Row[];
  total: number;
  page: number;
  page_size: number;
}

/** Rows to skip for a page. */
export const pageOffset = (page: number, pageSize = LIST_PAGE_SIZE) => (page - 1) * pageSize;

/** The last page that has rows (1 for an empty list). */
export const lastPage = (total: number, pageSize = LIST_PAGE_SIZE) => Math.max(1, Math.ceil(total / pageSize));
