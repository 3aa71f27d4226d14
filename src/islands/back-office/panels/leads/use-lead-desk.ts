import { useCallback } from 'react';
import { send } from '../../../../browser/api-client';
import { adminApi } from '../../../../browser/api-routes';
import { messages } from '../../../../lib/messages-staff';
import { toast } from '../../../../browser/toast';
import { useServerList } from '../../kit/use-server-list';
import { type DeskLead, type DeskMode, deskApi, type LeadFilterValues } from './types';

const m = messages.backOffice.leads;
/** The desk's filters in the address ('all' is no filter): a reload or a shared link keeps them and the page. */
const FILTER_DEFAULTS: LeadFilterValues = { q: '', source: 'all', status: 'all', agent: 'all', borrower: 'all' };

/**
 * The lead desk's state: one page of leads under the filters, paged and filtered by the API (the list can be
 * 100,000 leads; useServerList), and status, assignment and delete with the product's failure texts (docs/product/back-office-shell.md#failure-texts).
 */
export function useLeadDesk(mode: DeskMode) {
  const api = deskApi(mode);
  const list = useServerList<DeskLead, LeadFilterValues>({ name: `${mode}-leads`, api }, m.fetchFailed, FILTER_DEFAULTS);
  const { setRows, reload } = list;

  const update = useCallback(
    async (lead: DeskLead, change: { status?: DeskLead['status']; agent_id?: string | null }, success: string, failure: string) => {
      const result = await send(() => api[':id'].$patch({ param: { id: lead.id }, json: change }));
      if (!result.ok) {
        toast(failure, 'error');
        return false;
      }
      const saved = result.data.item;
      setRows((current) => current.map((item) => (item.id === saved.id ? saved : item)));
      toast(success, 'success');
      return true;
    },
    [api, setRows],
  );

  const remove = useCallback(
    async (lead: DeskLead) => {
      // Only the super admin's desk deletes (the agent's has no such route).
      const result = await send(() => adminApi.leads[':id'].$delete({ param: { id: lead.id } }));
      if (!result.ok) {
        toast(m.deleteFailed, 'error');
        return false;
      }
      toast(m.deleted, 'success');
      // The page is read again: the total changes, and the next page's first lead moves up.
      void reload();
      return true;
    },
    [reload],
  );

  /** The row's "waiting on the borrower" badge follows the file as the agent edits it in the lead's details. */
  const showWaiting = useCallback(
    (leadId: string, waiting: number) =>
      setRows((current) =>
        current.some((item) => item.id === leadId && item.waiting_on_borrower !== waiting)
          ? current.map((item) => (item.id === leadId ? { ...item, waiting_on_borrower: waiting } : item))
          : current,
      ),
    [setRows],
  );

  return {
    mode,
    showWaiting,
    rows: list.rows,
    total: list.total,
    loading: list.loading,
    error: list.error,
    reload,
    filters: list.filters,
    changeFilters: list.setFilters,
    paging: list.tableProps.paging,
    update,
    remove,
  };
}
