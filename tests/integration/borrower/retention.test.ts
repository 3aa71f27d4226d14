import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findBorrowerFileOfLead } from '../../../db/queries/borrower-files';
import { addNeed } from '../../../db/queries/borrower-needs';
import { anonymiseStaleLeads } from '../../../functions/jobs/anonymise-stale-leads';
import { PNG_STUB, signInBorrower, uploadDocument, withBorrowerApi } from '../../helpers/borrower';
import type { TestApi } from '../../helpers/test-api';

/** The retention rule reaches borrower files (ADR 27, ADR 52): an anonymised lead keeps no file, documents or messages. */
let api: TestApi;
withBorrowerApi((started) => {
  api = started;
});
const storedDocuments = () => {
  const dir = join(api.dir, 'uploads', 'borrower-documents');
  return existsSync(dir) ? readdirSync(dir, { recursive: true }).filter((name) => String(name).endsWith('.png')) : [];
};

describe('retention', () => {
  it('removes the file and its documents with a closed lead past the retention period, and keeps a recent one', async () => {
    const old = await signInBorrower(api, 'old@example.test');
    const recent = await signInBorrower(api, 'recent@example.test');
    for (const { leadId, cookie } of [old, recent]) {
      const file = (await findBorrowerFileOfLead(api.db, leadId))!;
      const needId = await addNeed(api.db, { fileId: file.id, label: 'Photo ID', at: new Date().toISOString() });
      await uploadDocument(api, cookie, needId, PNG_STUB, 'id.png');
    }
    expect(storedDocuments()).toHaveLength(2);
    // The old file: closed seven years ago, nothing since (status, emails, uploads).
    const longAgo = '2019-01-01T00:00:00.000Z';
    await api.db.execute({ sql: "UPDATE leads SET status = 'closed', updated_at = ? WHERE id = ?", args: [longAgo, old.leadId] });
    await api.db.execute({ sql: 'UPDATE email_outbox SET created_at = ? WHERE lead_id = ?', args: [longAgo, old.leadId] });
    await api.db.execute({
      sql: 'UPDATE borrower_needs SET updated_at = ?, created_at = ? WHERE file_id = (SELECT id FROM borrower_files WHERE lead_id = ?)',
      args: [longAgo, longAgo, old.leadId],
    });

    const report = await anonymiseStaleLeads(api.deps);
    expect(report).toMatchObject({ leads: 1, borrower_files: 1 });
    expect(await findBorrowerFileOfLead(api.db, old.leadId)).toBeNull();
    expect(await findBorrowerFileOfLead(api.db, recent.leadId)).not.toBeNull();
    expect(storedDocuments()).toHaveLength(1);
    for (const table of ['borrower_needs', 'borrower_uploads', 'borrower_sessions']) {
      const left = await api.db.execute(`SELECT count(*) AS n FROM ${table} WHERE file_id NOT IN (SELECT id FROM borrower_files)`);
      expect(Number(left.rows[0]!.n), table).toBe(0);
    }
    // Its session no longer opens anything.
    expect((await api.request('/api/my-file', { headers: { cookie: old.cookie } })).status).toBe(401);
  });
});
