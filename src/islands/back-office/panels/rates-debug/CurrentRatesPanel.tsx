import { CalendarCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { handoverMessages } from '../../../../lib/messages-handover';
import { messages } from '../../../../lib/messages-staff';
import { StatusBadge } from '../../kit/StatusBadge';
import { Button } from '../../ui/button';
import { ActionStatus } from '../rates/ActionStatus';
import type { ActionOutcome } from '../rates/pipeline';
import { useRateActions } from '../rates/use-rate-actions';
import { DebugFrame, Fact, NoRates } from './DebugFrame';
import { currentRatesCheck } from './current-check';
import { useRatesDebug } from './use-rates-debug';

const m = messages.backOffice.rates;

/** Current Rates: the check, the counts behind it, and manage-rates to put it right. */
export function CurrentRatesPanel() {
  const state = useRatesDebug();
  const { manage, managing } = useRateActions();
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);

  const run = async () => {
    setOutcome(await manage());
    void state.reload();
  };

  return (
    <DebugFrame state={state}>
      {(data) => {
        const check = currentRatesCheck(data);
        return (
          <div className="space-y-4">
            {data.empty ? (
              <NoRates />
            ) : (
              <p
                className={`flex flex-wrap items-center gap-2 rounded-lg border p-4 font-medium ${check.pass ? 'border-green-300 bg-green-50 text-green-900' : 'border-red-300 bg-red-50 text-red-900'}`}
                data-testid="current-rates-check"
              >
                <StatusBadge tone={check.pass ? 'success' : 'danger'}>{check.pass ? 'Pass' : 'Fail'}</StatusBadge>
                {check.text}
              </p>
            )}
            <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
              <Fact label="Today (Toronto)" value={data.today} />
              <Fact label="Rates dated today" value={data.counts.total_today} testId="current-total-today" />
              <Fact label="Active, dated today" value={data.counts.active_today} testId="current-active-today" />
              <Fact label="Active, older" value={data.counts.active_older} testId="current-active-older" />
              <Fact label="All active" value={data.counts.active} testId="current-active" />
            </dl>
            <div className="space-y-2">
              <Button onClick={() => void run()} disabled={managing} aria-describedby="current-manage-hint">
                <CalendarCheckIcon aria-hidden="true" />
                {managing ? m.managing : m.manageNow}
              </Button>
              <p id="current-manage-hint" className="text-sm text-slate-600">
                {handoverMessages.rates.manageHint}
              </p>
              <ActionStatus outcome={outcome} testId="current-action-status" />
            </div>
          </div>
        );
      }}
    </DebugFrame>
  );
}
