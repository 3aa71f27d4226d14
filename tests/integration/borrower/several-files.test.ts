import { describe, expect, it } from 'vitest';
import { applyAs, countLinks, requestNewLink, spendLink, withBorrowerApi } from '../../helpers/borrower';
import type { TestApi } from '../../helpers/test-api';

/** One person who applied twice reaches each file (ADR 52): "Email me a new link" mails a link to every one. */
let api: TestApi;
withBorrowerApi((started) => {
  api = started;
});

describe('an address with several files', () => {
  it('reaches every file of an address that applied twice: one email, a working link to each', async () => {
    const first = await applyAs(api, 'twice@example.test');
    const second = await applyAs(api, 'twice@example.test');
    const before = await countLinks(api, 'twice@example.test');
    expect((await requestNewLink(api, 'twice@example.test')).status).toBe(200);
    let text = '';
    for (let tries = 0; tries < 40 && !text; tries++) {
      const rows = await api.db.execute({ sql: 'SELECT text_body FROM email_outbox WHERE to_address = ? ORDER BY rowid DESC', args: ['twice@example.test'] });
      if (rows.rows.length > before) text = String(rows.rows[0]!.text_body);
      else await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const tokens = [...text.matchAll(/my-file\/sign-in\?token=([a-z0-9]+)/g)].map((match) => match[1]!);
    expect(tokens).toHaveLength(2);
    const opened: string[] = [];
    for (const token of tokens) {
      const { status, cookie } = await spendLink(api, token);
      expect(status).toBe(303);
      const id = cookie!.split('=')[1]!.split('.')[0]!;
      const row = await api.db.execute({
        sql: 'SELECT l.id FROM borrower_sessions s JOIN borrower_files f ON f.id = s.file_id JOIN leads l ON l.id = f.lead_id WHERE s.id = ?',
        args: [id],
      });
      opened.push(String(row.rows[0]!.id));
    }
    expect(opened).toEqual([second, first]);
  });
});
