import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRateHistory } from '../../../db/queries/rate-history';
import { startTestApi, type TestApi } from '../../helpers/test-api';

describe('loadRateHistory (build-time query for the /rates chart)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
    const rows: [string, string, string, number, string, number][] = [
      ['Ontario', '5 year', 'fixed', 3.89, '2026-03-10T10:00:00.000Z', 1],
      ['Ontario', '5 year', 'fixed', 4.49, '2025-06-03T10:00:00.000Z', 0], // inactive history still counts
      ['Ontario', '5 year', 'variable', 3.7, '2026-03-10T10:00:00.000Z', 1],
      ['Ontario', '5 year', 'fixed', 5.1, '2025-02-01T10:00:00.000Z', 0], // older than 12 months
      ['Ontario', '1 year', 'fixed', 2.0, '2026-03-10T10:00:00.000Z', 1],
    ];
    for (const [province, term, type, rate, at, active] of rows) {
      await api.db.execute({
        sql: `INSERT INTO mortgage_rates (id, province, term, rate_type, mortgage_type, our_rate, source_url, scraped_at, is_active)
              VALUES (?, ?, ?, ?, 'High-Ratio', ?, 'x', ?, ?)`,
        args: [crypto.randomUUID(), province, term, type, rate, at, active],
      });
    }
  });
  afterAll(() => api.close());

  it('reads every stored 5-year rate of the last 12 months, active or not', async () => {
    const history = await loadRateHistory(api.db, new Date('2026-03-12T12:00:00Z'));
    expect(history.get('Ontario')).toEqual([
      { week: '2025-06-02', fixed: 4.49, variable: null },
      { week: '2026-03-09', fixed: 3.89, variable: 3.7 },
    ]);
  });
});
