import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateRow } from '../../../functions/chat/types';
import type { ChatMessage } from '../../../src/lib/schemas/chat';
import type { RatesResponse } from '../../../src/lib/schemas/rates';
import type { EvalContext } from '../../../scripts/support/chat-blind/expected';
import type { BlindItem } from '../../../scripts/support/chat-blind/items';
import { scoreItem } from '../../../scripts/support/chat-blind/score';
import { startTestApi, type TestApi } from '../../helpers/test-api';

/**
 * The questions visitors typed that the pattern-based chat got wrong (ADR 37), asked over POST /api/chat on a seeded
 * database, each scored by the blind evaluation's strict rules against the calculators fed the same rates.
 */
const ITEMS = JSON.parse(readFileSync(join(import.meta.dirname, '../../fixtures/chat-issue/issue-examples.json'), 'utf8')) as BlindItem[];

describe('the chat answers the questions it used to get wrong', () => {
  let api: TestApi;
  let context: EvalContext;
  beforeAll(async () => {
    api = await startTestApi({ seed: true });
    const { rates } = (await (await api.request('/api/rates')).json()) as RatesResponse;
    context = { rates: rates as RateRow[], now: new Date(), prime: { rate: 0, date: '' } };
  });
  afterAll(() => api.close());

  it.each(ITEMS.map((item) => [item.turns.join(' / '), item] as const))('"%s"', async (_question, item) => {
    const history: ChatMessage[] = [];
    let reply = '';
    for (const message of item.turns) {
      const response = await api.request('/api/chat', { method: 'POST', json: { session_id: `issue-${item.id}`, message, history } });
      expect(response.status).toBe(200);
      reply = ((await response.json()) as { reply: string }).reply;
      history.push({ role: 'user', content: message }, { role: 'assistant', content: reply });
    }
    const score = scoreItem(item, { reply, intent: 'answered', details: {} }, context);
    expect(score.problems, reply).toEqual([]);
    expect(score.disputed).toBeUndefined();
  });
});
