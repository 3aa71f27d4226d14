import { CalendarCheckIcon, PencilIcon, RefreshCwIcon, Trash2Icon } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { handoverMessages } from '../../../../lib/messages-handover';
import { messages } from '../../../../lib/messages-staff';
import { rateUpdateSchema } from '../../../../lib/schemas/rate-admin';
import type { RateAdminRow } from '../../../../lib/schemas/rates';
import { DeleteConfirm } from '../../kit/DeleteConfirm';
import { DataTable } from '../../kit/DataTable';
import { EntityDialog } from '../../kit/EntityDialog';
import { valuesFromRow } from '../../kit/field-spec';
import { Button } from '../../ui/button';
import { ActionStatus } from './ActionStatus';
import { rateColumns } from './columns';
import { rateFields } from './fields';
import { RateFilterBar } from './RateFilterBar';
import { rateName } from './rate-view';
import type { ActionOutcome } from './pipeline';
import { useRateActions } from './use-rate-actions';
import type { RatesState } from './use-rates';
import { useReopenWhenListed } from '../../kit/dialog-draft';

const RATE_DRAFT = 'rate';
const m = messages.backOffice.rates;
const panel = messages.backOffice.panel;
/** docs/product/back-office-rates.md#scrape: after a scrape, rates are re-read after 2 seconds. */
const REREAD_AFTER_SCRAPE_MS = 2000;

export function AllRates({ rates }: { rates: RatesState }) {
  const { rows, loading, error, reload, reloadLater, update, toggle, remove, filters, setFilters, tableProps } = rates;
  const { scrape, manage, scraping, managing } = useRateActions();
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const [editing, setEditing] = useState<RateAdminRow | null>(null);
  // After signing in again, the Edit Rate dialog that was open when the session ended opens again.
  useReopenWhenListed(RATE_DRAFT, rows, (row) => row && setEditing(row));
  const [deleting, setDeleting] = useState<RateAdminRow | null>(null);
  const scrapeButton = useRef<HTMLButtonElement>(null);
  const columns = useMemo(() => rateColumns((row) => void toggle(row)), [toggle]);
  const initialValues = useMemo(() => (editing ? valuesFromRow(rateFields, { ...editing }) : {}), [editing]);

  const runScrape = async () => {
    const { answer, outcome: next } = await scrape();
    setOutcome(next);
    if (answer) reloadLater(REREAD_AFTER_SCRAPE_MS);
  };
  const runManage = async () => {
    const next = await manage();
    setOutcome(next);
    void reload();
  };

  const rowActions = (row: RateAdminRow) => (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="icon" aria-label={panel.editItem(rateName(row))} onClick={() => setEditing(row)}>
        <PencilIcon aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="text-destructive hover:text-destructive"
        aria-label={panel.deleteItem(rateName(row))}
        onClick={() => setDeleting(row)}
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    </div>
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Button ref={scrapeButton} onClick={() => void runScrape()} disabled={scraping}>
          <RefreshCwIcon aria-hidden="true" className={scraping ? 'animate-spin motion-reduce:animate-none' : undefined} />
          {scraping ? m.scraping : m.scrapeNow}
        </Button>
        <Button variant="outline" onClick={() => void runManage()} disabled={managing} aria-describedby="rates-manage-hint">
          <CalendarCheckIcon aria-hidden="true" />
          {managing ? m.managing : m.manageNow}
        </Button>
      </div>
      <p id="rates-manage-hint" className="text-sm text-slate-600">
        {handoverMessages.rates.manageHint}
      </p>
      <ActionStatus outcome={outcome} testId="rates-action-status" />
      <RateFilterBar value={filters} onChange={setFilters} />
      <DataTable
        columns={columns}
        data={rows}
        loading={loading}
        error={error}
        onRetry={() => void reload()}
        emptyText={m.empty}
        caption={messages.backOffice.rates.tabs.all}
        rowActions={rowActions}
        paging={tableProps.paging}
        sorting={tableProps.sorting}
      />
      <EntityDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        mode="edit"
        title={panel.edit('Rate')}
        description={editing ? rateName(editing) : undefined}
        schema={rateUpdateSchema}
        fields={rateFields}
        initialValues={initialValues}
        onSubmit={(values) => update(editing!.id, values)}
        version={editing?.version}
        onReload={() => void reload()}
        draftKey={RATE_DRAFT}
        draftTarget={editing?.id ?? null}
        failureText={() => m.updateFailed}
      />
      <DeleteConfirm
        kind="rate"
        item={deleting}
        name={(item) => rateName(item)}
        onClose={() => setDeleting(null)}
        onDelete={remove}
        focusAfterDelete={() => scrapeButton.current?.focus()}
      />
    </div>
  );
}
