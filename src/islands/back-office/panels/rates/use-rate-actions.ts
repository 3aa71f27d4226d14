import { useCallback, useState } from 'react';
import { send } from '../../../../browser/api-client';
import { adminApi } from '../../../../browser/api-routes';
import { messages } from '../../../../lib/messages-staff';
import { toast } from '../../../../browser/toast';
import { useRebuildStatus } from '../../kit/rebuild-status';
import { type ActionOutcome, type ManageAnswer, manageOutcome, type ScrapeAnswer, scrapeOutcome } from './pipeline';

const m = messages.backOffice.rates;

/**
 * The pipeline's two buttons, shared by All Rates and the debug tabs: run the scrape (or a dry run) and run
 * manage-rates. A transport failure shows the product's (docs/product/back-office-rates.md#manage-rates) 'Please try again' text; an answer with success false shows
 * the answer's own message ('Scraping failed', 'No rates for today yet...') with the reason.
 */
export function useRateActions() {
  const { watch } = useRebuildStatus();
  const [scraping, setScraping] = useState(false);
  const [managing, setManaging] = useState(false);

  const scrape = useCallback(
    async (options: { dryRun?: boolean } = {}): Promise<{ answer: ScrapeAnswer | null; outcome: ActionOutcome }> => {
      setScraping(true);
      const result = await send(() => adminApi.rates.scrape.$post({ query: options.dryRun ? { dry_run: '1' } : {} }));
      setScraping(false);
      const answer = result.ok ? result.data : null;
      const outcome = scrapeOutcome(answer);
      toast(
        outcome.detail && outcome.tone === 'danger' ? `${outcome.text}: ${outcome.detail}` : outcome.text,
        outcome.tone === 'danger' ? 'error' : outcome.tone === 'success' ? 'success' : 'info',
      );
      if (answer?.success && !answer.dry_run) watch();
      return { answer, outcome };
    },
    [watch],
  );

  const manage = useCallback(async (): Promise<ActionOutcome> => {
    setManaging(true);
    const answers: ManageAnswer[] = [];
    for (const action of ['deactivate_old_rates', 'activate_current_rates'] as const) {
      const result = await send(() => adminApi.rates.manage.$post({ json: { action } }));
      if (!result.ok) {
        setManaging(false);
        toast(m.manageFailed, 'error');
        return manageOutcome(null);
      }
      answers.push(result.data);
    }
    setManaging(false);
    const outcome = manageOutcome(answers);
    toast(outcome.text, outcome.tone === 'success' ? 'success' : 'error');
    if (answers.some((answer) => answer.success && answer.rates_count > 0)) watch();
    return outcome;
  }, [watch]);

  return { scrape, manage, scraping, managing };
}
