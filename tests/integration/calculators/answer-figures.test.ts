import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerMessages as m } from '../../../src/lib/messages-answers';
import { cashToCloseMessages as t } from '../../../src/lib/messages-calculators';
import { provinceMessages as p } from '../../../src/lib/messages-provinces';
import { getForm, ONTARIO_COUPLE_CASH_FORM, PAYMENT_POSTED_RATE_FORM, pageText, startAnswerApi } from '../../helpers/answer-page';
import { ONTARIO_FIVE_YEAR_FIXED } from '../../helpers/rate-fixture';
import type { TestApi } from '../../helpers/test-api';

/**
 * The figures an answer page without JavaScript prints (ADR 58), as a visitor with a screen reader hears them: the
 * savings drawn stop at the cash needed, and one figure is printed one way wherever it appears.
 */
const NOW = new Date('2026-03-10T16:00:00Z');

describe('GET /api/calculators/*: the figures on the answer page', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startAnswerApi(NOW, [ONTARIO_FIVE_YEAR_FIXED]);
  });
  afterAll(() => api.close());

  const page = async (calculator: string, fields: Record<string, string>) => {
    const res = await getForm(api, `/api/calculators/${calculator}`, fields);
    expect(res.status).toBe(200);
    return pageText(await res.text());
  };

  /** Ontario, $600,000 with $60,000 down, a first-time couple with more savings than closing needs. */
  const ontarioCouple = { ...ONTARIO_COUPLE_CASH_FORM, 'close-first-time': 'on', 'close-fhsa': '80000', 'close-homeBuyersPlan': '120000' };

  it('cash to close draws the FHSA, then the Home Buyers’ Plan, only up to the cash needed, and says so', async () => {
    const text = await page('cash-to-close', ontarioCouple);
    expect(text).toContain(`${t.total} $69,614.20`);
    expect(text).toContain(`${t.fromFhsa} −$69,614.20`);
    expect(text).not.toContain(t.fromHomeBuyersPlan);
    expect(text).toContain(`${t.fromOtherSavings} $0.00`);
    expect(text).toContain(t.sourcesMoreThanNeeded);
  });

  it('a transfer tax with cents is printed to the cent in its result, its bracket table and cash to close alike', async () => {
    const ltt = await page('land-transfer-tax', { 'ltt-province': 'QC', 'ltt-price': '600000' });
    expect(ltt).toContain(`${p.charges.qcWelcomeTax} $7,110.50`);
    expect(ltt).toContain(`${p.total('tax')} $7,110.50`);
    expect(ltt).toContain(`${p.breakdown.total} $7,110.50`);
    expect(ltt).not.toContain('$7,111');
    const close = await page('cash-to-close', { 'close-province': 'QC', 'close-price': '600000', 'close-downPayment': '120000' });
    expect(close).toContain(`${p.cashTransferLine('QC', 'tax')} $7,110.50`);
  });

  it('a whole-dollar tax whose brackets have cents is printed to the cent, as its bracket table totals it', async () => {
    const ltt = await page('land-transfer-tax', { 'ltt-province': 'QC', 'ltt-montreal': 'on', 'ltt-price': '650000' });
    expect(ltt).toContain(`${p.total('tax')} $8,349.00`);
    expect(ltt).toContain(`${p.breakdown.total} $8,349.00`);
  });

  it('a whole-dollar transfer tax is printed to the dollar in cash to close too, as on its own calculator', async () => {
    const ltt = await page('land-transfer-tax', { 'ltt-province': 'ON', 'ltt-price': '600000' });
    expect(ltt).toContain(`${p.total('tax')} $8,475`);
    const close = await page('cash-to-close', { 'close-province': 'ON', 'close-price': '600000', 'close-downPayment': '120000' });
    expect(close).toContain(`${t.lines.landTransferTax} $8,475 `);
  });

  it('"Not used" notes print a figure as its field reads: money in dollars, a rate with its percent sign', async () => {
    const payment = await page('payment', { ...PAYMENT_POSTED_RATE_FORM, 'payment-rate': '6.5' });
    expect(payment).toContain(m.notCounted('Interest rate', '6.5%', m.onlyWhenTicked('Custom rate')));
    const close = await page('cash-to-close', { 'close-province': 'ON', 'close-price': '600000', 'close-downPayment': '60000', 'close-fhsa': '20000' });
    expect(close).toContain(m.notCounted(t.fhsa, '$20,000', m.onlyWhenTicked(t.firstTimeBuyer)));
    const ltt = await page('land-transfer-tax', { 'ltt-province': 'NS', 'ltt-price': '610000', 'ltt-mortgage': '500000' });
    expect(ltt).toContain('Not used: Mortgage amount ($500,000).');
  });

  it('"What you entered" prints the FHSA and the Home Buyers’ Plan as the result prints what is drawn from them', async () => {
    const text = await page('cash-to-close', { ...ontarioCouple, 'close-fhsa': '30000', 'close-homeBuyersPlan': '20000' });
    expect(text).toContain(`${t.fromFhsa} −$30,000.00`);
    expect(text).toContain(`${t.fromHomeBuyersPlan} −$20,000.00`);
    expect(text).toContain(`${t.fhsa} $30,000.00`);
    expect(text).toContain(`${t.homeBuyersPlan} $20,000.00`);
  });
});
