import { describe, expect, it } from 'vitest';
import { findBorrowerFileOfLead } from '../../../db/queries/borrower-files';
import { addNeed } from '../../../db/queries/borrower-needs';
import { remindBorrowers } from '../../../functions/jobs/borrower-reminders';
import { scheduledJobs } from '../../../functions/jobs/schedule';
import { applyAs, withBorrowerApi } from '../../helpers/borrower';
import type { TestApi } from '../../helpers/test-api';

/** The outstanding-documents reminder (ADR 52): after N days, at most one a day per file, none for a closed lead. */
let api: TestApi;
withBorrowerApi(
  (started) => {
    api = started;
  },
  { BORROWER_REMINDER_DAYS: '3' },
);
const DAY = 86_400_000;
const reminders = async (email: string) =>
  Number(
    (await api.db.execute({ sql: "SELECT count(*) AS n FROM email_outbox WHERE to_address = ? AND subject LIKE 'Documents still needed%'", args: [email] }))
      .rows[0]!.n,
  );
const runAt = (at: Date) => remindBorrowers({ ...api.deps, now: () => at });

describe('borrower reminders', () => {
  it('is a scheduled job', () => {
    expect(scheduledJobs(api.deps.env).map((job) => job.name)).toContain('borrower-reminders');
  });

  it('reminds once a day about a document outstanding for the chosen number of days, and never a closed file', async () => {
    const start = Date.now();
    const fresh = await applyAs(api, 'fresh@example.test');
    const stale = await applyAs(api, 'stale@example.test');
    const closed = await applyAs(api, 'closed@example.test');
    for (const [leadId, ageDays] of [
      [fresh, 1],
      [stale, 4],
      [closed, 4],
    ] as const) {
      const file = (await findBorrowerFileOfLead(api.db, leadId))!;
      await addNeed(api.db, { fileId: file.id, label: 'Photo ID', at: new Date(start - ageDays * DAY).toISOString() });
    }
    await api.db.execute({ sql: "UPDATE leads SET status = 'closed' WHERE id = ?", args: [closed] });

    expect(await runAt(new Date(start))).toEqual({ reminders: 1 });
    expect(await runAt(new Date(start + 60_000))).toEqual({ reminders: 0 });
    expect(await reminders('stale@example.test')).toBe(1);
    expect(await reminders('fresh@example.test')).toBe(0);
    expect(await reminders('closed@example.test')).toBe(0);

    // The next day both open files are outstanding long enough: one mail each.
    expect(await runAt(new Date(start + 2.5 * DAY))).toEqual({ reminders: 2 });
    expect(await reminders('stale@example.test')).toBe(2);
    const body = await api.db.execute("SELECT text_body FROM email_outbox WHERE subject LIKE 'Documents still needed%' LIMIT 1");
    expect(String(body.rows[0]!.text_body)).not.toContain('Photo ID');
  });
});
