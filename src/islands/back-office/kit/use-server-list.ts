import { useCallback, useEffect, useMemo } from 'react';
import type { SortingState } from '@tanstack/react-table';
import { LIST_PAGE_SIZE, lastPage } from '../../../lib/schemas/list-page';
import type { ClientResponse } from 'hono/client';
import { send } from '../../../browser/api-client';
import type { ApiSource } from './use-api-data';
import { useAddressState } from './use-address-state';
import { type ListAnswer, useList } from './use-list';

const LIST_DEFAULTS = { page: '1', q: '', sort: '', dir: '' };
type ListState = typeof LIST_DEFAULTS;

/** The parameters of a list state that differ from the defaults (the rest the API assumes). */
export function changedParams(state: Record<string, string>, defaults: Record<string, string>): Record<string, string> {
  const changed: Record<string, string> = {};
  for (const [key, value] of Object.entries(state)) if (value !== defaults[key]) changed[key] = value;
  return changed;
}

/** The API path for a list state: the base path with every non-default parameter. */
export function listPath(basePath: string, state: Record<string, string>, defaults: Record<string, string>): string {
  const query = new URLSearchParams(changedParams(state, defaults)).toString();
  return query ? `${basePath}?${query}` : basePath;
}

/** The typed client of a list route (`GET /` of functions/resources/crud-routes.ts, paged), e.g. `adminApi.services`. */
export interface ListApi<Row> {
  $get(args: { query: Record<string, string> }): Promise<ClientResponse<ListAnswer<Row>>>;
}

/** A list asked through the typed client: `name` tells two lists apart (the key of the request with its query). */
export interface TypedList<Row> {
  name: string;
  api: ListApi<Row>;
}

function listSource<Row>(list: string | TypedList<Row>, state: Record<string, string>, defaults: Record<string, string>): string | ApiSource<ListAnswer<Row>> {
  if (typeof list === 'string') return listPath(list, state, defaults);
  const query = changedParams(state, defaults);
  return { key: listPath(list.name, state, defaults), load: () => send(() => list.api.$get({ query })) };
}

/** Paging, search and sort as the kit's DataTable takes them. */
export interface ServerTableProps {
  paging: { page: number; pageSize: number; total: number; onPageChange: (page: number) => void };
  search: { value: string; onChange: (q: string) => void };
  sorting: { value: SortingState; onChange: (next: SortingState) => void };
}

/**
 * A tab's list paged, searched and sorted by the API (the page size the API answers, 50), with the page, the search, the sort and the
 * tab's own filters kept in the address. `filterDefaults` must be a module-level constant (its keys are the
 * tab's filter parameters, '' meaning any). A new search, sort or filter starts again at page 1.
 */
export function useServerList<Row, F extends Record<string, string> = Record<string, never>>(
  basePath: string | TypedList<Row>,
  fetchFailed: string,
  filterDefaults?: F,
) {
  const defaults = useMemo(() => ({ ...LIST_DEFAULTS, ...filterDefaults }) as ListState & F, [filterDefaults]);
  const [state, setState] = useAddressState(defaults);
  const list = useList<Row>(listSource(basePath, state, defaults), fetchFailed);
  const page = Math.max(1, Number.parseInt(state.page, 10) || 1);
  const total = list.total ?? list.rows.length;
  // The API says its page size (`page_size`); 50 until the first answer.
  const pageSize = list.pageSize ?? LIST_PAGE_SIZE;

  // A page past the end (its last row deleted, or an old link) shows the last page instead.
  useEffect(() => {
    if (!list.loading && list.rows.length === 0 && page > 1 && list.total !== null && page > lastPage(list.total, pageSize)) {
      setState({ page: String(lastPage(list.total, pageSize)) } as Partial<ListState & F>);
    }
  }, [list.loading, list.rows.length, list.total, page, pageSize, setState]);

  const setFilters = useCallback((change: Partial<F>) => setState({ ...change, page: '1' } as Partial<ListState & F>), [setState]);

  const tableProps: ServerTableProps = {
    // A page turned is a history entry: Back returns to the page before, in the same tab.
    paging: { page, pageSize, total, onPageChange: (next) => setState({ page: String(next) } as Partial<ListState & F>, { push: true }) },
    search: { value: state.q, onChange: (q) => setState({ q, page: '1' } as Partial<ListState & F>) },
    sorting: {
      value: state.sort ? [{ id: state.sort, desc: state.dir === 'desc' }] : [],
      onChange: (next) => setState({ sort: next[0]?.id ?? '', dir: next[0] ? (next[0].desc ? 'desc' : 'asc') : '', page: '1' } as Partial<ListState & F>),
    },
  };

  const filters = useMemo(() => {
    const picked: Record<string, string> = {};
    for (const key of Object.keys(filterDefaults ?? {})) picked[key] = state[key as keyof typeof state] as string;
    return picked as F;
  }, [state, filterDefaults]);

  return { ...list, filters, setFilters, tableProps };
}
