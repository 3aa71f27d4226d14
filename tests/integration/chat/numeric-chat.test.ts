import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateLandTransferTax } from '../../../src/lib/calc/land-transfer-tax';
import { minimumDownPayment } from '../../../src/lib/calc/down-payment';
import { calculateMortgageInsurance } from '../../../src/lib/calc/mortgage-insurance';
import { calculatePayment } from '../../../src/lib/calc/payment';
import { listRateOptions } from '../../../src/lib/calc/rate-options';
import { CHAT_GREETING } from '../../../src/lib/chat/suggested-questions';
import { formatCurrency, formatCurrencyWhole } from '../../../src/lib/format';
import { torontoDay } from '../../../src/lib/rates/select-rates';
import type { RatesResponse } from '../../../src/lib/schemas/rates';
import type { ChatMessage } from '../../../src/lib/schemas/chat';
import { startTestApi, type TestApi } from '../../helpers/test-api';

/**
 * one conversation through POST /api/chat asks the down payment for $600,000, the payment on
 * $450,000 over 25 years and the Toronto land transfer tax on $900,000; each answer matches the calculators (fed the
 * same rates the payment calculator reads from GET /api/rates) to the cent or the dollar.
 */
describe('the chat computes with the visitor numbers', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seed: true });
  });
  afterAll(() => api.close());

  it('answers three numeric questions in one conversation, each matching the calculators', async () => {
    const history: ChatMessage[] = [{ role: 'assistant', content: CHAT_GREETING }];
    const say = async (message: string) => {
      const response = await api.request('/api/chat', { method: 'POST', json: { session_id: 'numeric-session', message, history } });
      expect(response.status).toBe(200);
      const { reply } = (await response.json()) as { reply: string };
      history.push({ role: 'user', content: message }, { role: 'assistant', content: reply });
      return reply;
    };

    const down = await say('How much down payment for a $600,000 home?');
    expect(minimumDownPayment(600_000)).toBe(35_000);
    expect(down).toContain('the minimum down payment is $35,000');
    const insurance = calculateMortgageInsurance({ price: 600_000, downPayment: 35_000, amortizationYears: 25 });
    expect(down).toContain(formatCurrency(insurance.premium));

    // No rate given: the chat asks for it (naming today's best) and keeps the amount and amortization (ADR 37).
    const question = await say('What would my payment be on $450,000 over 25 years?');
    const { rates } = (await (await api.request('/api/rates')).json()) as RatesResponse;
    const best = listRateOptions(rates, 'Ontario')
      .filter((o) => o.termYears === 5 && o.rateType === 'fixed')
      .reduce((a, b) => (b.rate < a.rate ? b : a));
    expect(question).toContain('$450,000');
    expect(question).toContain(`today's best 5-year fixed is ${best.rate.toFixed(2)}%`);
    expect(question).toMatch(/rate should I use.*\?$/);
    const payment = await say(`let's use ${best.rate}%`);
    const expected = calculatePayment({ amount: 450_000, annualRate: best.rate, amortizationYears: 25, compounding: 'semi-annual', frequency: 'monthly' });
    if (!expected.ok) throw new Error('calculator refused');
    expect(payment).toContain(`For a $450,000 mortgage at ${best.rate.toFixed(2)}% over 25 years, paid monthly`);
    expect(payment).toContain(`the monthly payment is ${formatCurrency(expected.payment)}`);
    expect(payment).toContain('(/mortgage-calculator?province=ON&amount=450000&custom=1');

    const tax = await say('And the Toronto land transfer tax on $900,000?');
    const ltt = calculateLandTransferTax({ price: 900_000, purchaseDate: torontoDay(new Date())!, inToronto: true, firstTimeBuyer: false, singleFamily: true });
    if (!ltt.ok) throw new Error('calculator refused');
    expect(tax).toContain(`= ${formatCurrencyWhole(ltt.totalTax)}`);
    expect(tax).toContain('$28,950');

    // No e-mail or phone was given: calculating creates no lead.
    expect(Number((await api.db.execute('SELECT COUNT(*) AS n FROM leads')).rows[0]!.n)).toBe(0);
  });
});
