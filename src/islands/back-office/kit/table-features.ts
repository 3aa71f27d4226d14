import {
  columnFilteringFeature, createColumnHelper, createFilteredRowModel, createSortedRowModel, filterFn_includesString,
  globalFilteringFeature, metaHelper, type RowData, rowSortingFeature, sortFn_alphanumeric, sortFn_basic, sortFn_text, tableFeatures,
} from '@tanstack/react-table';

/** Per-column presentation the DataTable reads (e.g. a column hidden on phones). */
export interface AdminColumnMeta {
  className?: string;
}

/**
 * The features every back-office table registers (ADR 7, TanStack Table v9): client-side
 * sorting and one text filter over the loaded rows. Only the built-ins named here are bundled.
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
export const NAME_CELL = 'min-w-40 [overflow-wrap:anywhere]';
