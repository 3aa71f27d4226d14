import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PENALTY_SHOWN_RATES } from '../../../src/lib/calc/native-submit';
import { answerMessages } from '../../../src/lib/messages-answers';
import { penaltyMessages } from '../../../src/lib/messages-calculators';
import { ONTARIO_FIVE_YEAR_FIXED } from '../../helpers/rate-fixture';
import { backHref, getForm, pageText, startAnswerApi } from '../../helpers/answer-page';
import type { TestApi } from '../../helpers/test-api';

/**
 * The prepayment penalty calculator sent without JavaScript (ADR 58): GET /api/calculators/prepayment-penalty works
 * the penalty out with the island's formula, from today's rates as the island reads them (Ontario's, for the term
 * closest to the months left and the mortgage's insurance, ADR 42) unless the visitor typed over them, and names
 * the rate the verdict compared with. Figures worked by hand.
 */
const NOW = new Date('2026-03-10T16:00:00Z');
const PATH = '/api/calculators/prepayment-penalty';

/** The form as the page draws it: today's rates filled in from the build's (4.09 and 6.09), and carried hidden. */
const FORM = {
  'penalty-balance': '400000',
  'penalty-rate': '4.89',
  'penalty-months': '30',
  'penalty-rate-type': 'fixed',
  'penalty-lender': 'posted-rate',
  'penalty-original-posted': '6.49',
  'penalty-today-rate': '4.09',
  'penalty-today-posted': '6.09',
  [PENALTY_SHOWN_RATES.todayRate]: '4.09',
  [PENALTY_SHOWN_RATES.todayPostedRate]: '6.09',
};

/** A variable-rate mortgage, 3 years left: $250,000 at 5%. */
const VARIABLE = { ...FORM, 'penalty-balance': '250000', 'penalty-rate': '5', 'penalty-months': '36', 'penalty-rate-type': 'variable' };

describe('GET /api/calculators/prepayment-penalty: the penalty calculator sent without JavaScript', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startAnswerApi(NOW, [
      ONTARIO_FIVE_YEAR_FIXED,
      { province: 'Ontario', term: '3 year', rate_type: 'fixed', mortgage_type: 'Conventional', posted_rate: 5.99, our_rate: 4.19 },
      { province: 'Ontario', term: '3 year', rate_type: 'fixed', mortgage_type: 'High-Ratio', posted_rate: null, our_rate: 3.89 },
    ]);
  });
  afterAll(() => api.close());

  it("rates typed over are the ones used: a big bank's posted-rate differential, the verdict naming the rate entered", async () => {
    const res = await getForm(api, PATH, { ...FORM, 'penalty-today-posted': '5.49', 'penalty-today-rate': '4.29' });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('<script');
    const text = pageText(html);
    // Discount at signing 6.49 - 4.89 = 1.60; compared with 5.49 - 1.60 = 3.89, the differential is 1.00 point:
    // $400,000 x 1% x 30/12 = $10,000, above three months' interest ($400,000 x 4.89% / 4 = $4,890).
    expect(text).toContain(`${penaltyMessages.resultsHeading} $10,000.00`);
    expect(text).toContain("Three months' interest $4,890.00");
    expect(text).toContain(penaltyMessages.rules['ird-posted-rate']);
    // Over 30 months: $48,900 at 4.89% and $42,900 at 4.29%: $6,000 saved, $4,000 short of the penalty.
    expect(text).toContain('Breaking now costs about $4,000.00 more than keeping your mortgage to the end of the term.');
    expect(text).toContain(penaltyMessages.comparedWith(penaltyMessages.comparedWithTyped, '4.29%'));
    expect(Object.fromEntries(new URL(backHref(html)!, 'http://x').searchParams)).toMatchObject({ balance: '400000', today: '4.29', todayPosted: '5.49' });
  });

  it("today's rate left as filled in follows the site's rate for the months left and the insurance, named", async () => {
    // 36 months left, insured: the closest term is 3 years, and its insured rate 3.89% (not the 4.09% the page showed).
    // Variable: three months' interest, $250,000 x 5% / 4 = $3,125. Over 36 months $37,500 at 5% and $29,175 at
    // 3.89%: $8,325 saved, $5,200 after the penalty.
    const res = await getForm(api, PATH, { ...VARIABLE, 'penalty-insured': 'on' });
    expect(res.status).toBe(200);
    const html = await res.text();
    const text = pageText(html);
    expect(text).toContain(`${penaltyMessages.resultsHeading} $3,125.00`);
    expect(text).toContain('Breaking now saves about $5,200.00 over the rest of the term, after the penalty.');
    expect(text).toContain(penaltyMessages.comparedWith(penaltyMessages.comparedWithSite(3, 'High-Ratio'), '3.89%'));
    // The way back leaves today's rate out, so the island fills it from the site's rates as well.
    expect(new URL(backHref(html)!, 'http://x').searchParams.has('today')).toBe(false);
  });

  it("today's rate left as filled in is the site's conventional rate for the term closest to 30 months", async () => {
    // 30 months: the 3-year term (6 months away) beats the 5-year, so today's rates are its conventional 4.19% and
    // posted 5.99%, not the 4.09% and 6.09% shown. Compared with 5.99 - 1.60 = 4.39, the differential is 0.50 point:
    // $400,000 x 0.5% x 30/12 = $5,000, above $4,890 of three months' interest. $48,900 at 4.89% and $41,900 at
    // 4.19%: $7,000 saved, $2,000 after the penalty.
    const text = pageText(await (await getForm(api, PATH, FORM)).text());
    expect(text).toContain(`${penaltyMessages.resultsHeading} $5,000.00`);
    expect(text).toContain('Breaking now saves about $2,000.00 over the rest of the term, after the penalty.');
    expect(text).toContain(penaltyMessages.comparedWith(penaltyMessages.comparedWithSite(3, 'Conventional'), '4.19%'));
  });

  it('a rate typed over the one shown is named as entered', async () => {
    // The same mortgage, 4.50% typed: $250,000 x 4.5% x 3 = $33,750; $3,750 saved, $625 after the penalty.
    const res = await getForm(api, PATH, { ...VARIABLE, 'penalty-today-rate': '4.5' });
    const text = pageText(await res.text());
    expect(text).toContain('Breaking now saves about $625.00 over the rest of the term, after the penalty.');
    expect(text).toContain(penaltyMessages.comparedWith(penaltyMessages.comparedWithTyped, '4.50%'));
  });

  it('a figure it cannot use is named and nothing is worked out', async () => {
    for (const [field, value, label] of [
      ['penalty-months', '12.5', penaltyMessages.monthsRemaining],
      ['penalty-balance', '', penaltyMessages.balance],
      ['penalty-rate', 'five', penaltyMessages.contractRate],
    ] as const) {
      const res = await getForm(api, PATH, { ...FORM, [field]: value });
      expect(res.status, field).toBe(400);
      const text = pageText(await res.text());
      expect(text).toContain(answerMessages.notUsable(label, value));
      expect(text).not.toContain(answerMessages.resultHeading);
    }
  });

  it("today's rate the same as the mortgage's: one row for the interest over the rest of the term, not two alike", async () => {
    const text = pageText(await (await getForm(api, PATH, { ...FORM, 'penalty-today-rate': '4.89' })).text());
    expect(text.split(penaltyMessages.interestAtContract('4.89%')).length - 1).toBe(1);
  });
});
