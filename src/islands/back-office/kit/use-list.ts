import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest, isSessionEnded } from '../../../browser/api-client';
import { toast } from '../../../browser/toast';

/** A list answer as the kit reads it: the rows and, when the API pages the list, the total and the page size. */
export interface ListAnswer<Row> {
  items: Row[];
  total?: number;
  page_size?: number;
}

const asList = <Row>(answer: unknown) => answer as ListAnswer<Row>;

/**
 * A tab's list from the API (`{ items }`, or one page of it with `total` and `page_size`): loading, the spec's
 * fetch-failure text and toast, reload. An answer of another shape is read through `select` (a module-level
 * function: it is part of what the list depends on); the whole answer stays at hand for what else it says. A failure
 * that is an ended session shows nothing (src/browser/session-ended.ts takes over). Only the newest request may
 * write the list, so a slow answer for an old path (or after the tab closed) never replaces a newer one. A null path
 * asks nothing (a list only some roles read).
 */
export function useList<Row, Answer = ListAnswer<Row>>(path: string | null, fetchFailed: string, select: (answer: Answer) => ListAnswer<Row> = asList) {
  const [rows, setRows] = useState<Row[]>([]);
  /** The count of all matching rows when the API pages the list, else null. */
  const [total, setTotal] = useState<number | null>(null);
  /** The API's page size when it pages the list, else null. */
  const [pageSize, setPageSize] = useState<number | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [loading, setLoading] = useState(path !== null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    if (path === null) return;
    setLoading(true);
    const result = await apiRequest<Answer>(path);
    if (ticket !== latest.current) return;
    setLoading(false);
    if (result.ok) {
      const list = select(result.data);
      setAnswer(result.data);
      setRows(list.items);
      setTotal(typeof list.total === 'number' ? list.total : null);
      setPageSize(typeof list.page_size === 'number' ? list.page_size : null);
      setError(null);
      return;
    }
    if (isSessionEnded(result)) return;
    setError(fetchFailed);
    toast(fetchFailed, 'error');
  }, [path, fetchFailed, select]);

  useEffect(() => {
    void reload();
    return () => {
      latest.current += 1;
    };
  }, [reload]);

  return { rows, setRows, total, pageSize, answer, loading, error, reload };
}
