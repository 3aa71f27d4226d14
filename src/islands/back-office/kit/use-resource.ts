import { useCallback } from 'react';
import type { ClientResponse } from 'hono/client';
import { type ApiError, type ApiResult, apiRequest, isSessionEnded, send } from '../../../browser/api-client';
import { toast } from '../../../browser/toast';
import { useRebuildStatus } from './rebuild-status';
import { isStaleSave } from './stale-save';
import { type ListApi, useServerList } from './use-server-list';

/** The product's strings for one resource (messages.backOffice.<resource>) (docs/product/back-office-shell.md#failure-texts). */
export interface ResourceMessages {
  fetchFailed: string;
  saveFailed: string;
  deleteFailed: string;
  added: string;
  updated: string;
  deleted: string;
}

/** A resource's strings as a panel takes them, picked from its group of messages (messages.backOffice.<resource>). */
export const resourceMessages = (m: ResourceMessages & { empty: string }) => ({
  fetchFailed: m.fetchFailed,
  saveFailed: m.saveFailed,
  deleteFailed: m.deleteFailed,
  added: m.added,
  updated: m.updated,
  deleted: m.deleted,
  empty: m.empty,
});

type Saved<Row> = { item: Row; notice?: string };

/**
 * The typed client of one resource, e.g. `adminApi.testimonials` from src/browser/api-routes.ts (ADR 56): list and
 * create, and update and delete where the router has them (an agent only submits testimonials).
 */
export interface CrudApi<Row> extends ListApi<Row> {
  $post(args: { json: Record<string, unknown> }): Promise<ClientResponse<Saved<Row>>>;
  ':id'?: {
    $patch(args: { param: { id: string }; json: Record<string, unknown> }): Promise<ClientResponse<Saved<Row>>>;
    $delete?(args: { param: { id: string } }): Promise<ClientResponse<{ ok: boolean }>>;
  };
}

/** A full CRUD resource (functions/resources/crud-routes.ts), e.g. `adminApi.services`: one record read as well. */
export interface ResourceApi<Row> extends CrudApi<Row> {
  ':id': NonNullable<CrudApi<Row>[':id']> & { $get(args: { param: { id: string } }): Promise<ClientResponse<{ item: Row }>> };
}

export interface ResourceConfig<Row = { id: string }> {
  /** The resource's typed client (`adminApi.services`), or its path for a router not typed yet (e.g. '/api/admin/posts'). */
  api?: CrudApi<Row>;
  path?: string;
  /** Tells two lists apart in the kit's requests: the resource's noun. */
  noun?: string;
  messages: ResourceMessages;
  /** docs/product/back-office-shell.md#failure-texts: 'Failed to save service' (or the server message). */
  serverSaveMessages?: boolean;
}

// Codes whose message is the API's generic wording: the product's own failure text says more (docs/product/back-office-shell.md#failure-texts).
const GENERIC_CODES = new Set(['invalid_input', 'server_error', 'network_error', 'http_error']);

export function failureText(error: ApiError, fallback: string, preferServer: boolean): string {
  return preferServer && !GENERIC_CODES.has(error.code) && error.message ? error.message : fallback;
}

/** One record's path, for a resource without a typed client. */
const onePath = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

/**
 * List (one page at a time, page, search and sort in the address), create, update and delete one back-office resource, with the product's (docs/product/back-office-shell.md#failure-texts) toasts, and the public rebuild
 * followed after every write (the API requests it; the panel shows its progress).
 */
export function useResource<Row extends { id: string }>({ api, path = '', noun = path, messages, serverSaveMessages = false }: ResourceConfig<Row>) {
  const { rows, total, loading, error, reload, tableProps } = useServerList<Row>(api ? { name: noun, api } : path, messages.fetchFailed);
  const { watch } = useRebuildStatus();

  /** POST when there is no id, PATCH with only the changed values otherwise. Field errors go back to the form. */
  const save = useCallback(
    async (values: Record<string, unknown>, id?: string): Promise<ApiResult<Saved<Row>>> => {
      const one = api?.[':id'];
      const result = api
        ? await send(() => (id && one ? one.$patch({ param: { id }, json: values }) : api.$post({ json: values })))
        : await apiRequest<Saved<Row>>(id ? onePath(path, id) : path, { method: id ? 'PATCH' : 'POST', body: values });
      if (result.ok) {
        toast(id ? messages.updated : messages.added, 'success');
        const notice = (result.data as { notice?: string }).notice;
        if (notice) toast(notice, 'info', 10_000);
        watch();
        void reload();
      } else if (!isSessionEnded(result) && !isStaleSave(result)) {
        // A stale save is answered in the dialog (kit/stale-save.tsx), not with a failure.
        toast(failureText(result.error, messages.saveFailed, serverSaveMessages), 'error');
      }
      return result;
    },
    [api, path, messages, serverSaveMessages, watch, reload],
  );

  const remove = useCallback(
    async (row: Row): Promise<boolean> => {
      const one = api?.[':id'];
      const result = one?.$delete
        ? await send(() => one.$delete!({ param: { id: row.id } }))
        : await apiRequest<{ ok: true; notice?: string }>(onePath(path, row.id), { method: 'DELETE' });
      if (!result.ok) {
        if (!isSessionEnded(result)) toast(messages.deleteFailed, 'error');
        return false;
      }
      // A delete that waits for approval (an agent's live post, ADR 45) says so instead of "deleted".
      const notice = (result.data as { notice?: string }).notice;
      if (notice) toast(notice, 'info', 10_000);
      else toast(messages.deleted, 'success');
      // The page is read again: the total changes, and the next page's first row moves up.
      void reload();
      watch();
      return true;
    },
    [api, path, messages, watch, reload],
  );

  return { rows, total, loading, error, reload, save, remove, tableProps };
}
