import { claimReminder, listFilesToRemind } from '../../db/queries/borrower-files';
import { tellBorrower } from '../borrower/notices';
import type { AppDeps } from '../deps';

const DAY_MS = 86_400_000;

/**
 * Once a day (ADR 52): a borrower with a document outstanding for BORROWER_REMINDER_DAYS gets one reminder email,
 * link only. A file is claimed before its mail is queued, so two runs on the same day send one; a closed lead's file
 * gets none. Runs after the morning jobs, in office hours.
 */
export async function remindBorrowers(deps: AppDeps): Promise<{ reminders: number }> {
  const now = deps.now();
  const before = new Date(now.getTime() - deps.env.BORROWER_REMINDER_DAYS * DAY_MS).toISOString();
  // "At most one a day": a file reminded in the last 20 hours is left alone, whichever hour the job ran yesterday.
  const dayStart = new Date(now.getTime() - 20 * 3_600_000).toISOString();
  let reminders = 0;
  for (const file of await listFilesToRemind(deps.db, before, dayStart)) {
    if (!(await claimReminder(deps.db, file.id, now.toISOString(), dayStart))) continue;
    await tellBorrower(deps, file, 'reminder');
    reminders++;
  }
  if (reminders > 0) deps.log.info('borrower reminders sent', { reminders });
  return { reminders };
}
