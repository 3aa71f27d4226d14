import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calcMessages } from '../../../src/lib/calc/calc-messages';
import { calculateAffordability } from '../../../src/lib/calc/affordability';
import { parseAffordabilityState } from '../../../src/lib/calc/calculator-url-state';
import { calculateCashToClose } from '../../../src/lib/calc/cash-to-close';
import { CASH_TO_CLOSE_DEFAULTS } from '../../../src/lib/calc/cash-to-close-options';
import { calculatePayment } from '../../../src/lib/calc/payment';
import { calculateProvincialTransfer } from '../../../src/lib/calc/provincial-transfer-tax';
import { PROVINCE_OPTION_DEFAULTS } from '../../../src/lib/calc/province-url-params';
import { formatCurrency, formatCurrencyWhole } from '../../../src/lib/format';
import { answerMessages } from '../../../src/lib/messages-answers';
import { cashToCloseMessages } from '../../../src/lib/messages-calculators';
import { provinceMessages } from '../../../src/lib/messages-provinces';
import { ONTARIO_FIVE_YEAR_FIXED } from '../../helpers/rate-fixture';
import { backHref, getForm, pageText, startAnswerApi } from '../../helpers/answer-page';
import type { TestApi } from '../../helpers/test-api';

/**
 * The answers to a calculator or the rates' province select sent without JavaScript (ADR 58): the figures typed are
 * the ones worked out (never the default scenario), a figure that cannot be used is named, and the way back carries
 * the scenario in the calculator's own keys.
 */
const NOW = new Date('2026-03-10T16:00:00Z');
const TODAY = '2026-03-10';

const text = pageText;

describe('GET /api/calculators/*: the answer to a calculator sent without JavaScript', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startAnswerApi(NOW, [ONTARIO_FIVE_YEAR_FIXED]);
  });
  afterAll(() => api.close());

  const get = (path: string, params: Record<string, string>) => getForm(api, path, params);

  it('payment: works out the amount and rate typed, and links back with them in the calculator keys', async () => {
    const res = await get('/api/calculators/payment', {
      'payment-province': 'Ontario',
      'payment-amount': '400000',
      'payment-custom-rate': 'on',
      'payment-rate': '5.25',
      'payment-term': '5',
      'payment-amortization': '20',
      'payment-compounding': 'semi-annual',
      'payment-frequency': 'bi-weekly',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    const expected = calculatePayment({ amount: 400_000, annualRate: 5.25, amortizationYears: 20, compounding: 'semi-annual', frequency: 'bi-weekly' });
    if (!expected.ok) throw new Error('fixture');
    expect(text(html)).toContain(`Bi-weekly payment ${formatCurrency(expected.payment)}`);
    expect(text(html)).toContain(`Total interest ${formatCurrency(expected.totalInterest)}`);
    expect(text(html)).toContain('5.25% (the rate you entered)');
    expect(html).not.toContain('<script');
    const back = new URL(backHref(html)!, 'http://x');
    expect(back.pathname).toBe('/mortgage-calculator');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ amount: '400000', custom: '1', rate: '5.25', amortization: '20', frequency: 'bi-weekly' });
  });

  it("payment: without a custom rate, today's posted rate for the province is the one used, and named", async () => {
    const res = await get('/api/calculators/payment', {
      'payment-province': 'Ontario',
      'payment-amount': '350000',
      'payment-rate-option': '5 year|fixed|conventional',
      'payment-amortization': '25',
      'payment-compounding': 'semi-annual',
      'payment-frequency': 'monthly',
    });
    const html = await res.text();
    const expected = calculatePayment({ amount: 350_000, annualRate: 4.09, amortizationYears: 25, compounding: 'semi-annual', frequency: 'monthly' });
    if (!expected.ok) throw new Error('fixture');
    expect(res.status).toBe(200);
    expect(text(html)).toContain(`Monthly payment ${formatCurrency(expected.payment)}`);
    expect(text(html)).toContain("4.09% (today's 5 year fixed Conventional rate)");
  });

  it('land transfer tax: the price and first-time refund typed, with an unticked box read as unticked', async () => {
    const res = await get('/api/calculators/land-transfer-tax', { 'ltt-province': 'ON', 'ltt-price': '650000', 'ltt-date': TODAY, 'ltt-first-time': 'on' });
    const html = await res.text();
    const expected = calculateProvincialTransfer({
      ...PROVINCE_OPTION_DEFAULTS,
      price: 650_000,
      purchaseDate: TODAY,
      firstTimeBuyer: true,
      singleFamily: false,
      inToronto: false,
      newBuild: false,
      mortgage: 0,
    });
    if (!expected.ok) throw new Error('fixture');
    expect(res.status).toBe(200);
    expect(text(html)).toContain(`Total land transfer tax payable ${formatCurrencyWhole(expected.netPayable)}`);
    expect(text(html)).toContain('Ontario first-time buyer refund');
    expect(Object.fromEntries(new URL(backHref(html)!, 'http://x').searchParams)).toMatchObject({ price: '650000', firstTime: '1', singleFamily: '0' });
  });

  it('affordability: the income and down payment typed decide the price', async () => {
    const params = {
      'afford-annualIncome': '95000',
      'afford-coBorrowerIncome': '0',
      'afford-downPayment': '40000',
      'afford-amortization': '25',
      'afford-annualRate': '4.5',
    };
    const res = await get('/api/calculators/affordability', params);
    const html = await res.text();
    const inputs = parseAffordabilityState(
      new URLSearchParams({ income: '95000', coIncome: '0', down: '40000', amortization: '25', rate: '4.5', firstTime: '0', newBuild: '0' }),
    );
    const expected = calculateAffordability(inputs, 'ON');
    if (!expected.ok) throw new Error('fixture');
    expect(res.status).toBe(200);
    expect(text(html)).toContain(`Highest purchase price ${formatCurrencyWhole(expected.maxPrice)}`);
    expect(backHref(html)).toMatch(/^\/affordability-calculator\?.*income=95000.*down=40000/);
  });

  it('cash to close: the price and down payment typed, in the province chosen', async () => {
    const res = await get('/api/calculators/cash-to-close', {
      'close-province': 'BC',
      'close-price': '800000',
      'close-downPayment': '160000',
      'close-amortization': '25',
    });
    const html = await res.text();
    const expected = calculateCashToClose({
      ...CASH_TO_CLOSE_DEFAULTS,
      province: 'BC',
      price: 800_000,
      downPayment: 160_000,
      amortizationYears: 25,
      inToronto: false,
      firstTimeBuyer: false,
      newBuild: false,
      purchaseDate: TODAY,
    });
    if (!expected.ok) throw new Error('fixture');
    expect(res.status).toBe(200);
    expect(text(html)).toContain(`Total cash needed ${formatCurrency(expected.totalCashNeeded)}`);
    expect(text(html)).toContain('British Columbia');
    expect(backHref(html)).toMatch(/province=BC/);
  });

  it('land transfer tax in a territory: the answer says, as the island does, that there is no tax and what is not estimated', async () => {
    for (const code of ['YT', 'NT', 'NU'] as const) {
      const html = await (await get('/api/calculators/land-transfer-tax', { 'ltt-province': code, 'ltt-price': '500000', 'ltt-date': TODAY })).text();
      for (const note of provinceMessages.notes(code)) expect(text(html)).toContain(note);
    }
  });

  it('cash to close, first-time buyer with no savings entered: no "−$0.00" FHSA or Home Buyers\' Plan line', async () => {
    const html = await (
      await get('/api/calculators/cash-to-close', { 'close-province': 'ON', 'close-price': '600000', 'close-downPayment': '60000', 'close-first-time': 'on' })
    ).text();
    expect(text(html)).toContain(cashToCloseMessages.fromOtherSavings);
    expect(text(html)).not.toContain(cashToCloseMessages.fromFhsa);
    expect(text(html)).not.toContain(cashToCloseMessages.fromHomeBuyersPlan);
  });

  it('a figure that is not a number, empty where needed, or refused is named, nothing is worked out, and the way back keeps it', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['/api/calculators/payment', { 'payment-amount': 'abc', 'payment-amortization': '25' }, answerMessages.notUsable('Mortgage amount', 'abc')],
      ['/api/calculators/payment', { 'payment-amount': '0' }, answerMessages.notUsable('Mortgage amount', '0')],
      ['/api/calculators/land-transfer-tax', { 'ltt-price': '' }, answerMessages.notUsable('Purchase price', '')],
      [
        '/api/calculators/affordability',
        { 'afford-annualIncome': '', 'afford-downPayment': '40000', 'afford-annualRate': '4.5' },
        answerMessages.notUsable('Annual income', ''),
      ],
      [
        '/api/calculators/affordability',
        { 'afford-annualIncome': '95000', 'afford-downPayment': '', 'afford-annualRate': '4.5' },
        answerMessages.notUsable('Down payment', ''),
      ],
      ['/api/calculators/cash-to-close', { 'close-price': '500000', 'close-downPayment': '-5' }, answerMessages.notUsable('Down payment', '-5')],
    ];
    for (const [path, params, message] of cases) {
      const res = await get(path, params);
      expect(res.status, path).toBe(400);
      const html = await res.text();
      expect(text(html)).toContain(message);
      expect(html).toContain('role="alert"');
      expect(text(html)).not.toContain(answerMessages.resultHeading);
      expect(backHref(html)).toBeTruthy();
    }
    const back = new URL(backHref(await (await get('/api/calculators/payment', { 'payment-amount': 'abc' })).text())!, 'http://x');
    expect(back.searchParams.get('amount')).toBe('abc');
  });

  it("a figure the calculator's own rules refuse is answered with the calculator's message", async () => {
    const res = await get('/api/calculators/payment', { 'payment-amount': '1e15', 'payment-custom-rate': 'on', 'payment-rate': '5' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('role="alert"');
    expect(text(html)).toContain(calcMessages.tooLarge);
    expect(text(html)).not.toContain(answerMessages.resultHeading);
  });
});

describe('GET /api/rates/province: the province select sent without JavaScript', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startAnswerApi(NOW, [
      { province: 'British Columbia', term: '3 year', rate_type: 'variable', mortgage_type: 'Conventional', posted_rate: 6.2, our_rate: 4.35 },
    ]);
  });
  afterAll(() => api.close());

  it("answers the province's rates as a page, by name or code", async () => {
    for (const province of ['British Columbia', 'bc']) {
      const res = await api.request(`/api/rates/province?province=${encodeURIComponent(province)}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(text(html)).toContain('Variable mortgage rates in British Columbia');
      expect(text(html)).toContain('4.35%');
      expect(text(html)).toContain('No fixed rates available');
    }
  });

  it('an unknown province is named as such', async () => {
    const res = await api.request('/api/rates/province?province=Narnia');
    expect(res.status).toBe(400);
    expect(text(await res.text())).toContain(answerMessages.rates.unknownProvince);
  });
});
