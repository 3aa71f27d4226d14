import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerMessages } from '../../../src/lib/messages-answers';
import { backHref, getForm, pageText, startAnswerApi } from '../../helpers/answer-page';
import type { TestApi } from '../../helpers/test-api';

/**
 * The options a calculator reveals only after a choice (Montreal, Nova Scotia's rate, the first-time buyer's
 * savings), sent by a form without JavaScript, where its <noscript> draws them always (ADR 58): each changes the
 * answer, and the way back carries it. Figures worked by hand from the published brackets and rates.
 */
const NOW = new Date('2026-03-10T16:00:00Z');

/** The land transfer tax form as a browser without JavaScript sends it: every field the <noscript> draws too. */
const LTT_FORM = { 'ltt-price': '600000', 'ltt-date': '', 'ltt-deed-rate': '1.5', 'ltt-mortgage': '0', 'ltt-single-family': 'on' };

describe('options revealed after a choice, sent without JavaScript', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startAnswerApi(NOW, []);
  });
  afterAll(() => api.close());

  it("land transfer tax: Quebec's welcome tax takes Montreal's brackets when Montreal is ticked", async () => {
    // 2026 thresholds: 0.5% of $62,900 = $314.50; 1% of $252,100 = $2,521; 1.5% of the rest: $285,000 -> $4,275
    // (total $7,110.50, printed to the cent as its bracket table prints it); in Montreal 1.5% stops at $552,300 ($237,300 -> $3,559.50) and 2% of $47,700 = $954 (total $7,349).
    const outside = pageText(await (await getForm(api, '/api/calculators/land-transfer-tax', { ...LTT_FORM, 'ltt-province': 'QC' })).text());
    expect(outside).toContain('Quebec welcome tax (duties on transfers of immovables) $7,110.50');
    expect(outside).toContain("Quebec's 2026 brackets.");
    expect(outside).toContain('Property is in Montreal No');
    const res = await getForm(api, '/api/calculators/land-transfer-tax', { ...LTT_FORM, 'ltt-province': 'QC', 'ltt-montreal': 'on' });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(pageText(html)).toContain('Quebec welcome tax (duties on transfers of immovables) $7,349.00');
    expect(pageText(html)).toContain("Montreal's own brackets as this calculator last checked them");
    expect(pageText(html)).toContain('Property is in Montreal Yes');
    expect(Object.fromEntries(new URL(backHref(html)!, 'http://x').searchParams)).toMatchObject({ province: 'QC', montreal: '1' });
  });

  it("land transfer tax: Nova Scotia's deed transfer tax at the municipality's rate typed, Halifax's when left", async () => {
    // 1.25% of $400,000 = $5,000; Halifax's 1.5% = $6,000.
    const typed = await getForm(api, '/api/calculators/land-transfer-tax', {
      ...LTT_FORM,
      'ltt-province': 'NS',
      'ltt-price': '400000',
      'ltt-deed-rate': '1.25',
    });
    const html = await typed.text();
    expect(pageText(html)).toContain('Nova Scotia municipal deed transfer tax $5,000');
    expect(pageText(html)).toContain('Deed transfer tax rate 1.25%');
    expect(new URL(backHref(html)!, 'http://x').searchParams.get('deedRate')).toBe('1.25');
    const halifax = await getForm(api, '/api/calculators/land-transfer-tax', { ...LTT_FORM, 'ltt-province': 'NS', 'ltt-price': '400000' });
    expect(pageText(await halifax.text())).toContain('Nova Scotia municipal deed transfer tax $6,000');
    const refused = await getForm(api, '/api/calculators/land-transfer-tax', { ...LTT_FORM, 'ltt-province': 'NS', 'ltt-deed-rate': 'abc' });
    expect(refused.status).toBe(400);
    expect(pageText(await refused.text())).toContain(answerMessages.notUsable('Deed transfer tax rate', 'abc'));
  });

  it("cash to close: a first-time buyer's FHSA and Home Buyers' Plan are taken off what comes from other savings", async () => {
    const form = {
      'close-province': 'ON',
      'close-price': '500000',
      'close-downPayment': '100000',
      'close-amortization': '25',
      'close-deed-rate': '1.5',
      'close-legalFees': '2000',
      'close-titleInsurance': '300',
      'close-inspection': '500',
      'close-adjustments': '1000',
      'close-buyers': '1',
      'close-fhsa': '30000',
      'close-homeBuyersPlan': '20000',
    };
    // Ontario's tax on $500,000: $275 + $1,950 + $2,250 + $2,000 = $6,475, less the $4,000 refund = $2,475. With 20%
    // down there is no premium: $100,000 + $2,475 + $3,800 of costs = $106,275, of which $50,000 comes from the FHSA
    // and the Home Buyers' Plan, $56,275 from other savings.
    const res = await getForm(api, '/api/calculators/cash-to-close', { ...form, 'close-first-time': 'on' });
    expect(res.status).toBe(200);
    const text = pageText(await res.text());
    expect(text).toContain('Total cash needed $106,275.00');
    expect(text).toContain('From your FHSA −$30,000.00');
    expect(text).toContain("From the Home Buyers' Plan −$20,000.00");
    expect(text).toContain('From your other savings $56,275.00');
    // Unticked: no refund ($6,475 of tax, $110,275 in all) and the savings neither counted nor shown, as in the island.
    const unticked = pageText(await (await getForm(api, '/api/calculators/cash-to-close', form)).text());
    expect(unticked).toContain('Total cash needed $110,275.00');
    // (The answer page's form still offers the field, under the same label: the result line is the one with an amount.)
    expect(unticked).not.toContain('From your FHSA −');
  });
});
