/**
 * Helpers for the answer pages of forms sent without JavaScript (ADR 58): an API with the rates the page reads, and
 * the page read as a visitor reads it.
 */
import { newId } from '../../db/client';
import { startTestApi, type TestApi } from './test-api';

export interface RateFixtureRow {
  province: string;
  term: string;
  rate_type: 'fixed' | 'variable';
  mortgage_type: string;
  posted_rate: number | null;
  our_rate: number;
}

/** A real API at `now`, with `rates` active and scraped that morning. */
export async function startAnswerApi(now: Date, rates: readonly RateFixtureRow[]): Promise<TestApi> {
  const api = await startTestApi({ deps: { now: () => now } });
  const scrapedAt = `${now.toISOString().slice(0, 10)}T12:00:00.000Z`;
  for (const r of rates) {
    await api.db.execute({
      sql: `INSERT INTO mortgage_rates (id, province, term, rate_type, mortgage_type, posted_rate, our_rate, source_url, scraped_at, is_active)
            VALUES (?, ?, ?, ?, ?, ?, ?, 'Manual', ?, 1)`,
      args: [newId(), r.province, r.term, r.rate_type, r.mortgage_type, r.posted_rate, r.our_rate, scrapedAt],
    });
  }
  return api;
}

/** GET `path` with a form's fields, as the browser sends it. */
export const getForm = (api: TestApi, path: string, fields: Record<string, string>) => api.request(`${path}?${new URLSearchParams(fields)}`);

/** Text of the page with tags removed and entities of the escaper (&#NN;) decoded, so assertions read as the visitor does. */
export const pageText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/\s+/g, ' ');

/** The answer page's way back to the calculator. */
export const backHref = (html: string) => /<a class="back" href="([^"]+)"/.exec(html)?.[1]?.replace(/&#38;/g, '&');

/** The payment form with today's posted 5-year fixed picked and a custom rate typed but not ticked (not used). */
export const PAYMENT_POSTED_RATE_FORM = {
  'payment-province': 'Ontario',
  'payment-amount': '500000',
  'payment-rate-option': '5 year|fixed|Conventional',
  'payment-rate': '7',
  'payment-term': '3',
  'payment-amortization': '25',
  'payment-compounding': 'semi-annual',
  'payment-frequency': 'monthly',
};

/** The cash-to-close form for Ontario, $600,000 with $60,000 down, two buyers; first-time and savings left to each test. */
export const ONTARIO_COUPLE_CASH_FORM = {
  'close-province': 'ON',
  'close-price': '600000',
  'close-downPayment': '60000',
  'close-amortization': '25',
  'close-buyers': '2',
};
