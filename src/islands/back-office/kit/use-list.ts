import { useState } from 'react';
import { type ApiSource, useApiData } from './use-api-data';

/** A list answer as the kit reads it: the rows and, when the API pages the list, the total and the page size. */
export interface ListAnswer<Row> {
  items: Row[];
  total?: number;
  page_size?: number;
}

const asList = <Row>(answer: unknown) => answer as ListAnswer<Row>;

/**
 * A tab's list from the API (`{ items }`, or one page of it with `total` and `page_size`), through useApiData
 * (loading, the product's (docs/product/back-office-shell.md#failure-texts) fetch-failure text and toast, reload, the ended-session rule, newest answer wins). An answer
 * of another shape is read through `select` (a module-level function); the whole answer stays at hand for what else
 * it says. `setRows` changes the rows shown (an optimistic edit) until the next answer.
 */
export function useList<Row, Answer = ListAnswer<Row>>(
  path: string | ApiSource<Answer> | null,
  fetchFailed: string,
  select: (answer: Answer) => ListAnswer<Row> = asList,
) {
  const [rows, setRows] = useState<Row[]>([]);
  /** The count of all matching rows when the API pages the list, else null. */
  const [total, setTotal] = useState<number | null>(null);
  /** The API's page size when it pages the list, else null. */
  const [pageSize, setPageSize] = useState<number | null>(null);
  const {
    data: answer,
    loading,
    error,
    reload,
  } = useApiData<Answer>(path, fetchFailed, {
    onData: (data) => {
      const list = select(data);
      setRows(list.items);
      setTotal(typeof list.total === 'number' ? list.total : null);
      setPageSize(typeof list.page_size === 'number' ? list.page_size : null);
    },
  });
  return { rows, setRows, total, pageSize, answer, loading, error, reload };
}
