import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAddressState } from '../../kit/use-address-state';
import { apiRequest } from '../../../../browser/api-client';
import { messages } from '../../../../lib/messages-staff';
import { toast } from '../../../../browser/toast';
import { apiBase, type DeskLead, type DeskMode, type LeadFilterValues, queryString } from './types';

const m = messages.backOffice.leads;
export const EMPTY_FILTERS: LeadFilterValues = { q: '', source: 'all', status: 'all', agent: 'all' };
/** The desk's state in the address: a reload or a shared link keeps the filters and the page. */
const ADDRESS_DEFAULTS = { ...EMPTY_FILTERS, page: '1' };

interface Page {
  items: DeskLead[];
  total: number;
  page: number;
  page_size: number;
}

/**
 * The lead desk's state: server-side filters and pages (the list can be 100,000 leads), status, assignment and
 * delete with the spec's failure texts. A newer request always wins over a slower older one.
 */
export function useLeadDesk(mode: DeskMode) {
  const base = apiBase(mode);
  const [address, setAddress] = useAddressState(ADDRESS_DEFAULTS);
  const { q, source, status, agent } = address;
  const filters = useMemo<LeadFilterValues>(() => ({ q, source, status, agent }), [q, source, status, agent]);
  const page = Math.max(1, Number.parseInt(address.page, 10) || 1);
  const [data, setData] = useState<Page | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  const load = useCallback(async () => {
    const ticket = ++latest.current;
    setLoading(true);
    const result = await apiRequest<Page>(`${base}${queryString(filters, page)}`);
    if (ticket !== latest.current) return;
    setLoading(false);
    if (result.ok) {
      setData(result.data);
      setError(null);
    } else {
      if (result.status === 401) return; // the session ended: src/browser/session-ended.ts takes over
      setError(m.fetchFailed);
      toast(m.fetchFailed, 'error');
    }
  }, [base, filters, page]);

  useEffect(() => void load(), [load]);

  const changeFilters = useCallback((next: Partial<LeadFilterValues>) => setAddress({ ...next, page: '1' }), [setAddress]);
  const setPage = useCallback((next: number) => setAddress({ page: String(next) }), [setAddress]);

  const replace = useCallback(
    (lead: DeskLead) => setData((current) => current && { ...current, items: current.items.map((item) => (item.id === lead.id ? lead : item)) }),
    [],
  );

  const update = useCallback(
    async (lead: DeskLead, change: { status?: DeskLead['status']; agent_id?: string | null }, success: string, failure: string) => {
      const result = await apiRequest<{ item: DeskLead }>(`${base}/${encodeURIComponent(lead.id)}`, { method: 'PATCH', body: change });
      if (!result.ok) {
        toast(failure, 'error');
        return false;
      }
      replace(result.data.item);
      toast(success, 'success');
      return true;
    },
    [base, replace],
  );

  const remove = useCallback(
    async (lead: DeskLead) => {
      const result = await apiRequest<{ ok: true }>(`${base}/${encodeURIComponent(lead.id)}`, { method: 'DELETE' });
      if (!result.ok) {
        toast(m.deleteFailed, 'error');
        return false;
      }
      toast(m.deleted, 'success');
      void load();
      return true;
    },
    [base, load],
  );

  return { base, filters, changeFilters, page, setPage, data, loading, error, reload: load, update, remove };
}
