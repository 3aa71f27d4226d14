import { StatusBadge } from '../../kit/StatusBadge';
import type { ActionOutcome } from './pipeline';

/**
 * The last pipeline action's answer, kept on screen (a toast disappears): 'Scraping failed' and why. A live region,
 * so the answer is read out where the button was pressed.
 */
export function ActionStatus({ outcome, testId }: { outcome: ActionOutcome | null; testId?: string }) {
  return (
    <div role="status" data-testid={testId} className="min-h-0 text-sm">
      {outcome && (
        <p className="flex flex-wrap items-center gap-2">
          <StatusBadge tone={outcome.tone}>{outcome.text}</StatusBadge>
          {outcome.detail && <span className="text-slate-700 [overflow-wrap:anywhere]">{outcome.detail}</span>}
        </p>
      )}
    </div>
  );
}
