import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateAffordability } from '../../../src/lib/calc/affordability';
import { parseAffordabilityState } from '../../../src/lib/calc/calculator-url-state';
import {
  AFFORDABILITY_NATIVE_FORM,
  CASH_TO_CLOSE_NATIVE_FORM,
  LAND_TRANSFER_NATIVE_FORM,
  PAYMENT_NATIVE_FORM,
  PENALTY_NATIVE_FORM,
  type NativeForm,
} from '../../../src/lib/calc/native-submit';
import { formatCurrencyWhole } from '../../../src/lib/format';
import { answerMessages } from '../../../src/lib/messages-answers';
import { cashToCloseMessages } from '../../../src/lib/messages-calculators';
import { provinceMessages } from '../../../src/lib/messages-provinces';
import { ONTARIO_FIVE_YEAR_FIXED } from '../../helpers/rate-fixture';
import { getForm, ONTARIO_COUPLE_CASH_FORM, PAYMENT_POSTED_RATE_FORM, pageText, startAnswerApi } from '../../helpers/answer-page';
import type { TestApi } from '../../helpers/test-api';

/**
 * The answer pages without JavaScript (ADR 58): the way to change the figures is the page's own form, filled in with
 * what was sent and sending to the same route; the figures are printed as the island prints them, and a charge the
 * calculator does not estimate is not printed as $0.
 */
const NOW = new Date('2026-03-10T16:00:00Z');
const text = pageText;

/** The answer page's form: its action and its controls (name -> value), hidden or not. */
function figureForm(html: string) {
  const form = /<form class="figures" method="get" action="([^"]+)">([\s\S]*?)<\/form>/.exec(html);
  if (!form) return null;
  const controls = [...form[2]!.matchAll(/<input( type="hidden")?[^>]* name="([^"]+)"[^>]* value="([^"]*)"/g)].map((c) => ({
    hidden: Boolean(c[1]),
    name: c[2]!,
    value: c[3]!.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))),
  }));
  return { action: form[1]!, controls };
}

describe('GET /api/calculators/*: the answer page carries the visitor’s figures in a form', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startAnswerApi(NOW, [ONTARIO_FIVE_YEAR_FIXED]);
  });
  afterAll(() => api.close());

  const cases: [string, NativeForm, Record<string, string>][] = [
    [
      'payment',
      PAYMENT_NATIVE_FORM,
      {
        'payment-province': 'Ontario',
        'payment-amount': '420000',
        'payment-custom-rate': 'on',
        'payment-rate': '5.1',
        'payment-term': '5',
        'payment-amortization': '20',
        'payment-compounding': 'semi-annual',
        'payment-frequency': 'monthly',
      },
    ],
    [
      'affordability',
      AFFORDABILITY_NATIVE_FORM,
      {
        'afford-annualIncome': '91000',
        'afford-coBorrowerIncome': '0',
        'afford-downPayment': '45000',
        'afford-amortization': '25',
        'afford-annualRate': '4.7',
        'afford-monthlyDebts': '250',
        'afford-heatingMonthly': '140',
        'afford-propertyTaxesAnnual': '3600',
        'afford-condoFeesMonthly': '0',
        'afford-province': 'MB',
        'afford-firstTimeBuyer': 'on',
      },
    ],
    ['land-transfer-tax', LAND_TRANSFER_NATIVE_FORM, { 'ltt-province': 'NL', 'ltt-price': '610000', 'ltt-date': '2026-03-10', 'ltt-mortgage': '500000' }],
    [
      'cash-to-close',
      CASH_TO_CLOSE_NATIVE_FORM,
      {
        'close-province': 'BC',
        'close-price': '810000',
        'close-downPayment': '170000',
        'close-amortization': '25',
        'close-legalFees': '1900',
        'close-buyers': '2',
      },
    ],
    [
      'prepayment-penalty',
      PENALTY_NATIVE_FORM,
      {
        'penalty-balance': '310000',
        'penalty-rate': '5.2',
        'penalty-months': '30',
        'penalty-rate-type': 'fixed',
        'penalty-lender': 'posted-rate',
        'penalty-original-posted': '6.4',
        'penalty-today-rate': '4.2',
        'penalty-today-posted': '5.9',
      },
    ],
  ];

  for (const [calculator, form, sent] of cases) {
    it(`${calculator}: every field sent comes back in a form to the same route, the numbers editable, the choices kept`, async () => {
      const html = await (await getForm(api, `/api/calculators/${calculator}`, sent)).text();
      const found = figureForm(html);
      expect(found, calculator).not.toBeNull();
      expect(found!.action).toBe(`/api/calculators/${calculator}`);
      expect(Object.fromEntries(found!.controls.map((c) => [c.name, c.value]))).toEqual(sent);
      for (const c of found!.controls) expect(c.hidden, c.name).toBe(!(c.name in form.numbers));
      // Each editable figure has the label the calculator's form gave it.
      for (const c of found!.controls.filter((c) => !c.hidden)) expect(html).toContain(`<label for="${c.name}">`);
    });
  }

  it('a number left empty where the calculator does not need it travels hidden, not as an empty field to fill', async () => {
    const html = await (
      await getForm(api, '/api/calculators/payment', { 'payment-amount': '420000', 'payment-rate-option': '5 year|fixed|conventional', 'payment-rate': '' })
    ).text();
    expect(figureForm(html)?.controls).toContainEqual({ hidden: true, name: 'payment-rate', value: '' });
  });

  it('a figure that cannot be used comes back in the form as typed, to be corrected there', async () => {
    const res = await getForm(api, '/api/calculators/payment', { 'payment-amount': '4OO000', 'payment-amortization': '25' });
    expect(res.status).toBe(400);
    const found = figureForm(await res.text());
    expect(found?.controls).toContainEqual({ hidden: false, name: 'payment-amount', value: '4OO000' });
  });

  it('without scripts the link to the full calculator (which would open with its usual figures) is hidden', async () => {
    const html = await (await getForm(api, '/api/calculators/payment', cases[0]![2])).text();
    expect(html).toMatch(/<noscript><style>\.with-scripts\{display:none\}<\/style><\/noscript><p class="with-scripts"><a class="back"/);
    expect(text(html)).not.toContain('Back button');
  });

  it('affordability: lists every input the calculation used, and prints its figures to the dollar as the island does', async () => {
    const html = await (await getForm(api, '/api/calculators/affordability', cases[1]![2])).text();
    const expected = calculateAffordability(
      parseAffordabilityState(
        new URLSearchParams({
          income: '91000',
          coIncome: '0',
          down: '45000',
          amortization: '25',
          rate: '4.7',
          debts: '250',
          heat: '140',
          taxes: '3600',
          condo: '0',
          firstTime: '1',
          newBuild: '0',
        }),
      ),
      'MB',
    );
    if (!expected.ok) throw new Error('fixture');
    const page = text(html);
    expect(page).toContain(`Monthly mortgage payment ${formatCurrencyWhole(expected.monthlyMortgagePayment)}`);
    expect(page).toContain(`Borrowing limit ${formatCurrencyWhole(expected.borrowingLimit)}`);
    expect(page).not.toMatch(/\$[\d,]+\.00/);
    for (const line of [
      `${provinceMessages.province} Manitoba`,
      'Annual income $91,000',
      "Co-borrower's annual income $0",
      'Down payment $45,000',
      'Monthly debt payments $250',
      'Heat and electricity (monthly) $140',
      'Annual property taxes $3,600',
      'Monthly condo fees $0',
      'Interest rate 4.70%',
      'Amortization 25 years',
      'First-time home buyer Yes',
      'Buying a newly built home No',
    ])
      expect(page).toContain(line);
  });

  it('land transfer tax in a territory: the registration fees it does not estimate are not printed as $0', async () => {
    for (const code of ['YT', 'NT', 'NU'] as const) {
      const page = text(
        await (await getForm(api, '/api/calculators/land-transfer-tax', { 'ltt-province': code, 'ltt-price': '500000', 'ltt-date': '2026-03-10' })).text(),
      );
      expect(page).toContain(`${provinceMessages.total('none-known')} ${provinceMessages.totalValue('none-known', '')}`);
      expect(page, code).not.toContain('$0');
    }
    expect(answerMessages.calculate).toBe('Calculate');
  });

  it('land transfer tax: the answer page lists the brackets as the island does, adding up to the total (Montreal, $650,000)', async () => {
    const html = await (
      await getForm(api, '/api/calculators/land-transfer-tax', { 'ltt-province': 'QC', 'ltt-price': '650000', 'ltt-date': '2026-03-10', 'ltt-montreal': 'on' })
    ).text();
    const page = text(html);
    const b = provinceMessages.breakdown;
    expect(page).toContain(`${provinceMessages.breakdownTitle(provinceMessages.charges.qcWelcomeTax)} ${b.portion} ${b.taxed} ${b.tax}`);
    for (const row of [
      `${b.upTo('$62,900')} ${b.at('0.5%')} $62,900 $314.50`,
      `${b.between('$62,900', '$315,000')} ${b.at('1%')} $252,100 $2,521.00`,
      `${b.between('$315,000', '$552,300')} ${b.at('1.5%')} $237,300 $3,559.50`,
      `${b.between('$552,300', '$1,104,700')} ${b.at('2%')} $97,700 $1,954.00`,
      `${b.total} $8,349.00`,
    ])
      expect(page).toContain(row);
  });

  describe('a figure the calculation did not use', () => {
    /** The answer to `sent`, as the visitor reads it, and its form's controls. */
    async function answer(calculator: string, sent: Record<string, string>) {
      const html = await (await getForm(api, `/api/calculators/${calculator}`, sent)).text();
      return { page: text(html), controls: figureForm(html)!.controls };
    }

    /** Each field travels hidden, not offered to edit, and is named with its value and why it did not count. */
    /** Each field travels hidden as sent, and is named with its figure printed as its kind ("$8,000", "7%"). */
    function expectNotUsed(found: Awaited<ReturnType<typeof answer>>, why: string, fields: [name: string, label: string, value: string, printed?: string][]) {
      for (const [name, label, value, printed = value] of fields) {
        expect(found.controls).toContainEqual({ hidden: true, name, value });
        expect(found.page).toContain(answerMessages.notCounted(label, printed, why));
      }
    }

    const paymentSent = PAYMENT_POSTED_RATE_FORM;

    it('payment with "Custom rate" unticked: the custom rate and term are named as not used, and the rate and term used are stated', async () => {
      const found = await answer('payment', paymentSent);
      expectNotUsed(found, answerMessages.onlyWhenTicked('Custom rate'), [
        ['payment-rate', 'Interest rate', '7', '7%'],
        ['payment-term', answerMessages.payment.term, '3'],
      ]);
      expect(found.page).toMatch(/Interest rate used 4\.09% \(today's 5 year fixed/);
      expect(found.page).toContain(answerMessages.payment.endBalance(5));
    });

    it('payment with the form as it came (rate 5, term 5 untouched): nothing is named as not used', async () => {
      const found = await answer('payment', { ...paymentSent, 'payment-rate': '5', 'payment-term': '5' });
      expect(found.page).not.toContain('Not used');
      expect(found.controls).toContainEqual({ hidden: true, name: 'payment-rate', value: '5' });
    });

    it('payment with "Custom rate" ticked: the rate is editable and its term is the one the balance is given for', async () => {
      const found = await answer('payment', { ...paymentSent, 'payment-custom-rate': 'on' });
      expect(found.controls).toContainEqual({ hidden: false, name: 'payment-rate', value: '7' });
      expect(found.page).toContain(`Interest rate used 7.00% (${answerMessages.payment.customRate})`);
      expect(found.page).toContain(answerMessages.payment.endBalance(3));
      expect(found.page).not.toContain('Not used');
    });

    const cashSent = { ...ONTARIO_COUPLE_CASH_FORM, 'close-fhsa': '8000', 'close-homeBuyersPlan': '0' };

    it('cash to close, not a first-time buyer: the FHSA amount and the buyers are named as not used, and not offered to edit', async () => {
      const found = await answer('cash-to-close', cashSent);
      const why = answerMessages.onlyWhenTicked(cashToCloseMessages.firstTimeBuyer);
      expectNotUsed(found, why, [
        ['close-fhsa', cashToCloseMessages.fhsa, '8000', '$8,000'],
        ['close-buyers', cashToCloseMessages.buyers, '2'],
      ]);
      expect(found.page).not.toContain(answerMessages.notCounted(cashToCloseMessages.homeBuyersPlan, '$0', why));
      expect(found.page).toContain(`${cashToCloseMessages.firstTimeBuyer} ${answerMessages.no}`);
    });

    it('cash to close, a first-time buyer: "What you entered" lists the buyers and the FHSA amount used', async () => {
      const found = await answer('cash-to-close', { ...cashSent, 'close-first-time': 'on' });
      for (const line of [
        `${cashToCloseMessages.firstTimeBuyer} ${answerMessages.yes}`,
        `${cashToCloseMessages.buyers} 2`,
        `${cashToCloseMessages.fhsa} $8,000.00`,
      ])
        expect(found.page).toContain(line);
      // None drawn from the Home Buyers' Plan: no "$0" line for it.
      expect(found.page).not.toContain(`${cashToCloseMessages.homeBuyersPlan} $0`);
      expect(found.page).not.toContain('Not used');
      expect(found.controls).toContainEqual({ hidden: false, name: 'close-fhsa', value: '8000' });
    });

    it('land transfer tax and cash to close: a province-only figure the province chosen does not use is named and not offered to edit', async () => {
      const ltt = await answer('land-transfer-tax', { 'ltt-province': 'NS', 'ltt-price': '610000', 'ltt-deed-rate': '1.25', 'ltt-mortgage': '500000' });
      expectNotUsed(ltt, answerMessages.onlyInProvinces('Only for Alberta or Newfoundland and Labrador'), [
        ['ltt-mortgage', 'Mortgage amount', '500000', '$500,000'],
      ]);
      expect(ltt.controls).toContainEqual({ hidden: false, name: 'ltt-deed-rate', value: '1.25' });
      const close = { 'close-province': 'ON', 'close-price': '600000', 'close-downPayment': '60000' };
      expectNotUsed(await answer('cash-to-close', { ...close, 'close-deed-rate': '2' }), answerMessages.onlyInProvinces('Only for Nova Scotia'), [
        ['close-deed-rate', provinceMessages.deedTransferRate, '2', '2%'],
      ]);
      // Halifax's rate, as the form fills it in, is not named.
      expect((await answer('cash-to-close', { ...close, 'close-deed-rate': '1.5' })).page).not.toContain('Not used');
    });
  });
});
