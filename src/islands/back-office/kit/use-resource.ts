import { useCallback } from 'react';
import { type ApiError, type ApiResult, apiRequest, isSessionEnded } from '../../../browser/api-client';
import { toast } from '../../../browser/toast';
import { useRebuildStatus } from './rebuild-status';
import { isStaleSave } from './stale-save';
import { useServerList } from './use-server-list';

/** The spec's strings for one resource (messages.backOffice.<resource>). */
export interface ResourceMessages {
  fetchFailed: string;
  saveFailed: string;
  deleteFailed: string;
  added: string;
  updated: string;
  deleted: string;
}

export interface ResourceConfig {
  /** e.g. '/api/admin/services' */
  path: string;
  messages: ResourceMessages;
  /** Spec (services): 'Failed to save service' (or the server message). */
  serverSaveMessages?: boolean;
}

// Codes whose message is the API's generic wording: the spec's own failure text says more.
const GENERIC_CODES = new Set(['invalid_input', 'server_error', 'network_error', 'http_error']);

export function failureText(error: ApiError, fallback: string, preferServer: boolean): string {
  return preferServer && !GENERIC_CODES.has(error.code) && error.message ? error.message : fallback;
}

type Saved<Row> = { item: Row; notice?: string };

/**
 * List (one page at a time, page, search and sort in the address), create, update and delete one back-office resource, with the spec's toasts, and the public rebuild
 * followed after every write (the API requests it; the panel shows its progress).
 */
export function useResource<Row extends { id: string }>({ path, messages, serverSaveMessages = false }: ResourceConfig) {
  const { rows, total, loading, error, reload, tableProps } = useServerList<Row>(path, messages.fetchFailed);
  const { watch } = useRebuildStatus();

  /** POST when there is no id, PATCH with only the changed values otherwise. Field errors go back to the form. */
  const save = useCallback(
    async (values: Record<string, unknown>, id?: string): Promise<ApiResult<Saved<Row>>> => {
      const result = await apiRequest<Saved<Row>>(id ? `${path}/${encodeURIComponent(id)}` : path, { method: id ? 'PATCH' : 'POST', body: values });
      if (result.ok) {
        toast(id ? messages.updated : messages.added, 'success');
        if (result.data.notice) toast(result.data.notice, 'info', 10_000);
        watch();
        void reload();
      } else if (!isSessionEnded(result) && !isStaleSave(result)) {
        // A stale save is answered in the dialog (kit/stale-save.tsx), not with a failure.
        toast(failureText(result.error, messages.saveFailed, serverSaveMessages), 'error');
      }
      return result;
    },
    [path, messages, serverSaveMessages, watch, reload],
  );

  const remove = useCallback(
    async (row: Row): Promise<boolean> => {
      const result = await apiRequest<{ ok: true; notice?: string }>(`${path}/${encodeURIComponent(row.id)}`, { method: 'DELETE' });
      if (!result.ok) {
        if (!isSessionEnded(result)) toast(messages.deleteFailed, 'error');
        return false;
      }
      // A delete that waits for approval (an agent's live post, ADR 45) says so instead of "deleted".
      if (result.data.notice) toast(result.data.notice, 'info', 10_000);
      else toast(messages.deleted, 'success');
      // The page is read again: the total changes, and the next page's first row moves up.
      void reload();
      watch();
      return true;
    },
    [path, messages, watch, reload],
  );

  return { rows, total, loading, error, reload, save, remove, tableProps };
}
