import {
  columnFilteringFeature,
  createColumnHelper,
  createFilteredRowModel,
  createSortedRowModel,
  filterFn_includesString,
  globalFilteringFeature,
  metaHelper,
  type RowData,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
} from '@tanstack/react-table';

/**
 * Per-column presentation the DataTable reads. `priority` decides which columns a narrow table drops first: 1 (the
 * default) is always shown; 2, 3 and 4 appear once the table's own area is 42, 56 or 72 rem wide (about a 1024 px
 * laptop, a 1280 px screen and a wide screen with the sidebar open). Below 768 px rows become cards that show
 * every column, so nothing is lost on a phone.
 */
export interface AdminColumnMeta {
  className?: string;
  priority?: 1 | 2 | 3 | 4;
}

/** Container-query classes per priority (literal, so Tailwind generates them). */
export const PRIORITY_CLASS: Record<NonNullable<AdminColumnMeta['priority']>, string> = {
  1: '',
  2: 'hidden @2xl:table-cell',
  3: 'hidden @4xl:table-cell',
  4: 'hidden @6xl:table-cell',
};

/**
 * The features every back-office table registers (ADR 7, TanStack Table v9): sorting and one text filter, over the
 * loaded rows or, for a list the API pages, by the API. Only the built-ins named here are bundled.
 */
export const adminTableFeatures = tableFeatures({
  rowSortingFeature,
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text, basic: sortFn_basic },
  filterFns: { includesString: filterFn_includesString },
  columnMeta: metaHelper<AdminColumnMeta>(),
});

export type AdminTableFeatures = typeof adminTableFeatures;

/** A typed column helper for a panel's rows. */
export const adminColumnHelper = <Row extends RowData>() => createColumnHelper<AdminTableFeatures, Row>();

/** A name column: long names (up to 255 characters, possibly one word) wrap instead of widening the table. */
export const NAME_CELL = 'min-w-32 [overflow-wrap:anywhere]';

/** Long text (a description, a testimonial) wraps in its column; the card view shows it whole. */
export const TEXT_CELL = 'min-w-48 whitespace-normal [overflow-wrap:anywhere]';
