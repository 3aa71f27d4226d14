import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PENALTY_SHOWN_RATES, PENALTY_SHOWN_TERM } from '../../../src/lib/calc/native-submit';
import { answerMessages } from '../../../src/lib/messages-answers';
import { cashToCloseMessages, penaltyMessages } from '../../../src/lib/messages-calculators';
import { provinceMessages } from '../../../src/lib/messages-provinces';
import { ONTARIO_FIVE_YEAR_FIXED } from '../../helpers/rate-fixture';
import { getForm, pageText, startAnswerApi } from '../../helpers/answer-page';
import type { TestApi } from '../../helpers/test-api';

/**
 * Small things a visitor without JavaScript met on the answer pages (ADR 58): what each page says must match what
 * the island says, and every figure or tick the visitor gave is either used or named.
 */
const NOW = new Date('2026-03-10T16:00:00Z');

/** $350,000 at 5.29%, 18 months left, another lender, insured; today's rate typed over as 4.0. */
const PENALTY_EVEN = {
  'penalty-balance': '350000',
  'penalty-rate': '5.29',
  'penalty-months': '18',
  'penalty-rate-type': 'fixed',
  'penalty-lender': 'comparison-rate',
  'penalty-insured': 'on',
  'penalty-today-rate': '4.0',
  [PENALTY_SHOWN_RATES.todayRate]: '4.09',
};

describe('answer pages without JavaScript: notes that match the island', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startAnswerApi(NOW, [
      ONTARIO_FIVE_YEAR_FIXED,
      { province: 'Ontario', term: '1 year', rate_type: 'fixed', mortgage_type: 'High-Ratio', posted_rate: 6.29, our_rate: 4.49 },
      { province: 'Ontario', term: '3 year', rate_type: 'fixed', mortgage_type: 'High-Ratio', posted_rate: 5.99, our_rate: 3.89 },
    ]);
  });
  afterAll(() => api.close());

  it('a penalty equal to the interest saved breaks even, never "-$0.00"', async () => {
    const res = await getForm(api, '/api/calculators/prepayment-penalty', PENALTY_EVEN);
    expect(res.status).toBe(200);
    const text = pageText(await res.text());
    // $350,000 x 1.29% x 18/12 = $6,772.50: the penalty and the interest saved alike.
    expect(text).toContain(`${penaltyMessages.interestSaved} $6,772.50`);
    expect(text).toContain(penaltyMessages.verdictBreaksEven);
    expect(text).not.toContain('-$0.00');
  });

  it('payment with "Custom rate" ticked and the rate cleared: the empty rate is named, not read as the usual 5%', async () => {
    const res = await getForm(api, '/api/calculators/payment', {
      'payment-province': 'Ontario',
      'payment-amount': '420000',
      'payment-custom-rate': 'on',
      'payment-rate': '',
      'payment-term': '5',
      'payment-amortization': '25',
      'payment-compounding': 'semi-annual',
      'payment-frequency': 'monthly',
    });
    expect(res.status).toBe(400);
    const text = pageText(await res.text());
    expect(text).toContain(answerMessages.notUsable('Interest rate', ''));
    expect(text).not.toContain(answerMessages.payment.customRate);
  });

  it("penalty: today's rate is listed under the label the page showed, with the term it was compared as", async () => {
    // The page opened on 3-year labels; 18 months left is closest to the 1-year term.
    const res = await getForm(api, '/api/calculators/prepayment-penalty', { ...PENALTY_EVEN, [PENALTY_SHOWN_TERM]: '3' });
    expect(res.status).toBe(200);
    const text = pageText(await res.text());
    expect(text).toContain(`Today's 3-year fixed rate 4.00%, compared as today's 1-year fixed rate, the term closest to the 18 months left`);
    expect(text).not.toContain("Today's 1-year fixed rate 4.00%");
  });

  it("penalty from the answer page's own form: today's rate under that form's label, with the term it was compared as", async () => {
    const res = await getForm(api, '/api/calculators/prepayment-penalty', PENALTY_EVEN);
    const text = pageText(await res.text());
    expect(text).toContain(`${penaltyMessages.todayRate(null)} 4.00%, ${penaltyMessages.comparedAsTerm(penaltyMessages.todayRate(1), 18)}`);
  });

  it('penalty: when the label shown named the term compared as, the figure stands alone', async () => {
    const res = await getForm(api, '/api/calculators/prepayment-penalty', { ...PENALTY_EVEN, [PENALTY_SHOWN_TERM]: '1' });
    const text = pageText(await res.text());
    expect(text).toContain("Today's 1-year fixed rate 4.00% ");
    expect(text).not.toContain('compared as');
  });

  const ltt = async (fields: Record<string, string>) =>
    pageText(await (await getForm(api, '/api/calculators/land-transfer-tax', { 'ltt-price': '500000', 'ltt-date': '2026-03-10', ...fields })).text());

  it('land transfer tax: a first-time buyer tick where the province has no relief is listed and said to change nothing', async () => {
    for (const [code, name] of [
      ['QC', 'Quebec'],
      ['NS', 'Nova Scotia'],
      ['YT', 'Yukon'],
    ] as const) {
      const text = await ltt({ 'ltt-province': code, 'ltt-first-time': 'on' });
      expect(text).toContain(`${provinceMessages.firstTimeBuyer} ${answerMessages.yes}`);
      expect(text).toContain(provinceMessages.firstTimeBuyerNoEffect(code)!);
      expect(text).toContain(name);
    }
    expect(provinceMessages.firstTimeBuyerNoEffect('YT')).toContain('no land transfer tax');
    // Unticked, or where the relief exists, nothing is said of it.
    expect(await ltt({ 'ltt-province': 'QC' })).not.toContain('first-time buyer relief');
    expect(await ltt({ 'ltt-province': 'ON', 'ltt-first-time': 'on' })).not.toContain('first-time buyer relief');
  });

  it('land transfer tax and cash to close: "Property is in Montreal" ticked with another province is named as not used', async () => {
    const note = answerMessages.notCounted(provinceMessages.inMontreal, answerMessages.ticked, answerMessages.onlyInProvinces('Only for Quebec'));
    expect(await ltt({ 'ltt-province': 'ON', 'ltt-montreal': 'on' })).toContain(note);
    expect(await ltt({ 'ltt-province': 'QC', 'ltt-montreal': 'on' })).not.toContain(note);
    expect(await ltt({ 'ltt-province': 'ON' })).not.toContain(note);
    const close = { 'close-province': 'NB', 'close-price': '600000', 'close-downPayment': '60000', 'close-montreal': 'on' };
    expect(pageText(await (await getForm(api, '/api/calculators/cash-to-close', close)).text())).toContain(note);
  });

  it('cash to close: a first-time buyer tick where the tax has no relief says what the island says', async () => {
    const close = { 'close-province': 'QC', 'close-price': '600000', 'close-downPayment': '60000', 'close-first-time': 'on' };
    const text = pageText(await (await getForm(api, '/api/calculators/cash-to-close', close)).text());
    expect(text).toContain("Quebec has no first-time buyer relief on its transfer tax; ticking this adds your FHSA and Home Buyers' Plan savings.");
    expect(text).toContain(`${cashToCloseMessages.firstTimeBuyer} ${answerMessages.yes}`);
  });
});
