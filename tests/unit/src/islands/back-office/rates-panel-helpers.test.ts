import { describe, expect, it } from 'vitest';
import { valuesFromRow } from '../../../../../src/islands/back-office/kit/field-spec';
import { currentRatesCheck } from '../../../../../src/islands/back-office/panels/rates-debug/current-check';
import { NEW_RATE_VALUES, rateFields } from '../../../../../src/islands/back-office/panels/rates/fields';
import { manageOutcome, scrapeOutcome } from '../../../../../src/islands/back-office/panels/rates/pipeline';
import {
  formatDuration,
  formatStamp,
  NO_FILTERS,
  PROVINCE_OPTIONS,
  rateName,
  showRate,
  TERM_OPTIONS,
} from '../../../../../src/islands/back-office/panels/rates/rate-view';
import { listPath } from '../../../../../src/islands/back-office/kit/use-server-list';
import { messages } from '../../../../../src/lib/messages-staff';
import { rateListQuerySchema, rateSchema, rateUpdateSchema } from '../../../../../src/lib/schemas/rate-admin';

const m = messages.backOffice.rates;
const row = { province: 'Ontario', term: '5 year', rate_type: 'fixed' as const, mortgage_type: 'Conventional', our_rate: 3.895 };

describe('rates panel: display', () => {
  it('shows rates with 2 decimals and a percent sign, a dash for a missing posted rate', () => {
    expect(showRate(3.895)).toBe('3.90%');
    expect(showRate(4)).toBe('4.00%');
    expect(showRate(null)).toBe('\u2014');
    expect(rateName(row)).toBe('Ontario 5 year fixed Conventional at 3.90%');
  });

  it('formats scrape times in Toronto and durations readably', () => {
    expect(formatStamp('2026-07-01T10:00:00.000Z')).toMatch(/Jul 1, 2026, 6:00/);
    expect(formatStamp(null)).toBe('\u2014');
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(12_340)).toBe('12.3 s');
    expect(formatDuration(null)).toBe('\u2014');
  });

  it('offers the 13 provinces and the four terms', () => {
    expect(PROVINCE_OPTIONS).toHaveLength(13);
    expect(TERM_OPTIONS.map((option) => [option.value, option.label])).toEqual([
      ['1 year', '1 Year'],
      ['3 year', '3 Year'],
      ['5 year', '5 Year'],
      ['7 year', '7 Year'],
    ]);
  });
});

describe('rates panel: filters go to the API as a query it accepts', () => {
  it('leaves out empty filters and encodes the rest', () => {
    const defaults = { page: '1', q: '', sort: '', dir: '', ...NO_FILTERS };
    expect(listPath('/api/admin/rates', defaults, defaults)).toBe('/api/admin/rates');
    const path = listPath(
      '/api/admin/rates',
      { ...defaults, province: 'Prince Edward Island', term: '5 year', rate_type: 'variable', is_active: 'false', page: '2' },
      defaults,
    );
    expect(path).toBe('/api/admin/rates?page=2&province=Prince+Edward+Island&term=5+year&rate_type=variable&is_active=false');
    const query = Object.fromEntries(new URL(path, 'http://x').searchParams);
    expect(rateListQuerySchema.parse(query)).toMatchObject({ province: 'Prince Edward Island', term: '5 year', rate_type: 'variable', is_active: false });
  });
});

describe('rates panel: the form', () => {
  it('a new rate defaults to Ontario and needs both rates', () => {
    expect(NEW_RATE_VALUES.province).toBe('Ontario');
    const missing = rateSchema.safeParse(NEW_RATE_VALUES);
    expect(missing.success).toBe(false);
    expect(missing.error!.issues.map((issue) => issue.path[0]).sort()).toEqual(['our_rate', 'posted_rate']);
    expect(rateSchema.parse({ ...NEW_RATE_VALUES, posted_rate: '6.09', our_rate: '3.895' })).toMatchObject({
      province: 'Ontario',
      posted_rate: 6.09,
      our_rate: 3.895,
    });
    expect(rateSchema.safeParse({ ...NEW_RATE_VALUES, posted_rate: '6.09', our_rate: '3.8951' }).success).toBe(false);
  });

  it('the edit dialog opens with the row as typed text and accepts it unchanged', () => {
    const values = valuesFromRow(rateFields, { ...row, posted_rate: 6.09, id: 'r1', is_active: true });
    expect(values).toEqual({ province: 'Ontario', term: '5 year', rate_type: 'fixed', mortgage_type: 'Conventional', posted_rate: '6.09', our_rate: '3.895' });
    expect(rateUpdateSchema.safeParse(values).success).toBe(true);
    expect(rateFields.filter((field) => field.kind === 'number').map((field) => field.kind === 'number' && field.step)).toEqual(['0.001', '0.001']);
  });
});

describe('rates panel: pipeline answers', () => {
  it('words scrape answers: transport failure, refused scrape, in progress, success', () => {
    expect(scrapeOutcome(null)).toEqual({ tone: 'danger', text: 'Failed to scrape rates. Please try again.' });
    const failed = {
      success: false,
      status: 'failed' as const,
      message: 'Scraping failed',
      error: 'No rate source is configured (RATES_SOURCE_URL).',
      dry_run: false,
      source: 'rate-table',
    };
    expect(scrapeOutcome(failed)).toEqual({ tone: 'danger', text: 'Scraping failed', detail: failed.error });
    expect(scrapeOutcome({ ...failed, status: 'in_progress', message: m.scrapeInProgress }).tone).toBe('pending');
    expect(scrapeOutcome({ ...failed, success: true, status: 'success', message: m.scrapedCount(3, 1), error: undefined })).toEqual({
      tone: 'success',
      text: 'Scraped 3 rates (1 row rejected).',
      detail: undefined,
    });
  });

  it('words the two manage actions together', () => {
    expect(manageOutcome(null)).toEqual({ tone: 'danger', text: 'Failed to manage rates. Please try again.' });
    const none = { success: false, message: m.noRatesToday, error: m.noRatesToday, date: '2026-07-01', rates_count: 0 };
    expect(manageOutcome([none, none])).toEqual({ tone: 'danger', text: m.noRatesToday });
    expect(
      manageOutcome([
        { ...none, success: true, message: m.deactivated(4) },
        { ...none, success: true, message: m.activated(0) },
      ]),
    ).toEqual({
      tone: 'success',
      text: 'Deactivated 4 rates from earlier days. Activated 0 rates for today.',
    });
  });

  it('the current-rates check passes only when every active rate is today\u2019s', () => {
    const counts = { total_today: 3, active: 5, active_today: 3, active_older: 2 };
    expect(currentRatesCheck({ only_today_active: true, has_rates_today: true, counts })).toEqual({ pass: true, text: m.checkPass });
    expect(currentRatesCheck({ only_today_active: false, has_rates_today: true, counts })).toEqual({
      pass: false,
      text: 'Fail: 2 active rates are from an earlier day.',
    });
    expect(currentRatesCheck({ only_today_active: false, has_rates_today: false, counts })).toEqual({ pass: false, text: m.checkFailNoToday });
  });
});

describe('rates panel: counts read as English', () => {
  it('says one rate, never one rates', () => {
    expect(m.deactivated(1)).toBe('Deactivated 1 rate from earlier days.');
    expect(m.activated(1)).toBe('Activated 1 rate for today.');
    expect(m.scrapedCount(1, 1)).toBe('Scraped 1 rate (1 row rejected).');
    expect(m.deactivated(2)).toBe('Deactivated 2 rates from earlier days.');
  });
});
