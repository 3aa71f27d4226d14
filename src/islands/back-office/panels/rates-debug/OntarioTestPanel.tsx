import { messages } from '../../../../lib/messages-staff';
import { DebugFrame, Fact, NoRates } from './DebugFrame';
import { RateRowsTable } from './RateRowsTable';
import { useRatesDebug } from './use-rates-debug';

const m = messages.backOffice.rates;

/** Ontario Test: what the default province's visitors are offered, and from which day each rate is. */
export function OntarioTestPanel() {
  const state = useRatesDebug();
  return (
    <DebugFrame state={state} intro={m.ontarioIntro}>
      {(data) => {
        const today = data.ontario.filter((rate) => rate.is_today).length;
        return data.ontario.length === 0 ? (
          <NoRates />
        ) : (
          <div className="space-y-4">
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              <Fact label="Active in Ontario" value={data.ontario.length} testId="ontario-active" />
              <Fact label="Dated today" value={today} testId="ontario-today" />
              <Fact label="From earlier days" value={data.ontario.length - today} />
            </dl>
            <RateRowsTable rows={data.ontario} caption="Ontario's active rates" showDate />
          </div>
        );
      }}
    </DebugFrame>
  );
}
