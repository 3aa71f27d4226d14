import { useCallback, useEffect, useRef } from 'react';
import { send } from '../../../../browser/api-client';
import { adminApi } from '../../../../browser/api-routes';
import { messages } from '../../../../lib/messages-staff';
import type { RateAdminRow } from '../../../../lib/schemas/rates';
import { toast } from '../../../../browser/toast';
import { isStaleSave } from '../../kit/stale-save';
import { useRebuildStatus } from '../../kit/rebuild-status';
import { useServerList } from '../../kit/use-server-list';
import { NO_FILTERS } from './rate-view';

const m = messages.backOffice.rates;
const rates = adminApi.rates;

/**
 * The Rates tab's data: one page of 50 under the current filters (filtered and paged by the API, in SQL; the
 * filters and the page in the address), and add, edit, toggle and
 * delete with the product's (docs/product/back-office-rates.md#rate-messages) failure texts. Not the kit's useResource: rates tell an add failure from an edit failure
 * from a status failure, and the list path carries the filters. Every write feeds the public rates, so the rebuild
 * is followed after each.
 */
export function useRates() {
  // One page under the current filters (kept in the address); only the newest request writes it (useList).
  const { rows, setRows, total, loading, error, reload, filters, setFilters, tableProps } = useServerList<RateAdminRow, typeof NO_FILTERS>(
    { name: 'rates', api: rates },
    m.fetchFailed,
    NO_FILTERS,
  );
  const { watch } = useRebuildStatus();
  const timers = useRef<number[]>([]);

  const reloadRef = useRef(reload);
  reloadRef.current = reload;

  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
    },
    [],
  );

  /** docs/product/back-office-rates.md#scrape: after a scrape, rates are re-read after 2 seconds. */
  const reloadLater = useCallback((ms: number) => {
    // The list under the filters of that moment, not of when the scrape was started.
    timers.current.push(window.setTimeout(() => void reloadRef.current(), ms));
  }, []);

  const add = useCallback(
    async (values: Record<string, unknown>) => {
      const result = await send(() => rates.$post({ json: values }));
      if (result.ok) {
        toast(m.added, 'success');
        watch();
        void reload();
      } else toast(m.addFailed, 'error');
      return result;
    },
    [watch, reload],
  );

  const update = useCallback(
    async (id: string, values: Record<string, unknown>) => {
      const result = await send(() => rates[':id'].$patch({ param: { id }, json: values }));
      if (result.ok) {
        toast(m.updated, 'success');
        watch();
        void reload();
        // A stale save is answered in the dialog (kit/stale-save.tsx), not with a failure.
      } else if (!isStaleSave(result)) toast(m.updateFailed, 'error');
      return result;
    },
    [watch, reload],
  );

  /** The status badge: flips at once, and flips back with the product's message when the API refuses (docs/product/back-office-rates.md#rate-messages). */
  const toggle = useCallback(
    async (row: RateAdminRow): Promise<void> => {
      const next = !row.is_active;
      const flip = (active: boolean) => setRows((current) => current.map((item) => (item.id === row.id ? { ...item, is_active: active } : item)));
      flip(next);
      const result = await send(() => rates[':id'].$patch({ param: { id: row.id }, json: { is_active: next } }));
      if (!result.ok) {
        flip(row.is_active);
        toast(m.statusFailed, 'error');
        return;
      }
      toast(next ? m.activatedOne : m.deactivatedOne, 'success');
      watch();
    },
    [watch, setRows],
  );

  const remove = useCallback(
    async (row: RateAdminRow): Promise<boolean> => {
      const result = await send(() => rates[':id'].$delete({ param: { id: row.id } }));
      if (!result.ok) {
        toast(m.deleteFailed, 'error');
        return false;
      }
      toast(m.deleted, 'success');
      void reload();
      watch();
      return true;
    },
    [watch, reload],
  );

  return { rows, total, loading, error, reload, reloadLater, add, update, toggle, remove, filters, setFilters, tableProps };
}

export type RatesState = ReturnType<typeof useRates>;
