import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashToCloseMessages as t } from '../../../src/lib/messages-calculators';
import { getForm, pageText, startAnswerApi } from '../../helpers/answer-page';
import type { TestApi } from '../../helpers/test-api';

/**
 * The figures an answer page without JavaScript prints (ADR 58), as a visitor with a screen reader hears them: the
 * savings drawn stop at the cash needed, and one figure is printed one way wherever it appears.
 */
const NOW = new Date('2026-03-10T16:00:00Z');

describe('GET /api/calculators/*: the figures on the answer page', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startAnswerApi(NOW, []);
  });
  afterAll(() => api.close());

  const page = async (calculator: string, fields: Record<string, string>) => {
    const res = await getForm(api, `/api/calculators/${calculator}`, fields);
    expect(res.status).toBe(200);
    return pageText(await res.text());
  };

  /** Ontario, $600,000 with $60,000 down, a first-time couple with more savings than closing needs. */
  const ontarioCouple = {
    'close-province': 'ON',
    'close-price': '600000',
    'close-downPayment': '60000',
    'close-amortization': '25',
    'close-first-time': 'on',
    'close-buyers': '2',
    'close-fhsa': '80000',
    'close-homeBuyersPlan': '120000',
  };

  it('cash to close draws the FHSA, then the Home Buyers’ Plan, only up to the cash needed, and says so', async () => {
    const text = await page('cash-to-close', ontarioCouple);
    expect(text).toContain(`${t.total} $69,614.20`);
    expect(text).toContain(`${t.fromFhsa} −$69,614.20`);
    expect(text).not.toContain(t.fromHomeBuyersPlan);
    expect(text).toContain(`${t.fromOtherSavings} $0.00`);
    expect(text).toContain(t.sourcesMoreThanNeeded);
  });
});
