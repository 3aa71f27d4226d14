import { FlaskConicalIcon } from 'lucide-react';
import { useState } from 'react';
import { messages } from '../../../../lib/messages-staff';
import { Button } from '../../ui/button';
import { ActionStatus } from '../rates/ActionStatus';
import type { ActionOutcome, ScrapeAnswer } from '../rates/pipeline';
import { useRateActions } from '../rates/use-rate-actions';
import { RateRowsTable } from './RateRowsTable';
import { RejectedList } from './ScrapeCard';

const m = messages.backOffice.rates;

/** Scrape Test: a dry run against the configured source, showing the rows it would store and the ones it refuses. */
export function ScrapeTestPanel() {
  const { scrape, scraping } = useRateActions();
  const [answer, setAnswer] = useState<ScrapeAnswer | null>(null);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);

  const run = async () => {
    const result = await scrape({ dryRun: true });
    setAnswer(result.answer);
    setOutcome(result.outcome);
  };

  const parsed = answer?.rates ?? [];
  const rejected = answer?.rejected ?? [];
  return (
    <div className="space-y-4" aria-busy={scraping || undefined}>
      <p className="max-w-2xl text-sm text-slate-700">{m.dryRunIntro}</p>
      <Button onClick={() => void run()} disabled={scraping}>
        <FlaskConicalIcon aria-hidden="true" />
        {scraping ? m.dryRunning : m.dryRun}
      </Button>
      <ActionStatus outcome={outcome} testId="scrape-test-status" />
      {answer && answer.status !== 'in_progress' && (
        <>
          <section aria-labelledby="scrape-test-parsed" className="space-y-2">
            <h3 id="scrape-test-parsed" className="text-base font-semibold text-slate-900">
              {m.parsedRows(parsed.length)}
            </h3>
            {parsed.length === 0 ? (
              <p className="text-slate-700">{m.noRows}</p>
            ) : (
              <RateRowsTable rows={parsed} caption={m.parsedRows(parsed.length)} showProvince />
            )}
          </section>
          <section aria-labelledby="scrape-test-rejected" className="space-y-2">
            <h3 id="scrape-test-rejected" className="text-base font-semibold text-slate-900">
              {m.rejectedRows(rejected.length)}
            </h3>
            {rejected.length === 0 ? <p className="text-slate-700">{m.noRows}</p> : <RejectedList rows={rejected} />}
          </section>
        </>
      )}
    </div>
  );
}
