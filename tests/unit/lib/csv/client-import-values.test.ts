import { describe, expect, it } from 'vitest';
import { readDay, readDecimal, readFrequency, readProvince } from '../../../../src/lib/csv/client-import-values';

// ADR 45: the values a spreadsheet writes, read into the client form's values.
describe('client import cell readers', () => {
  it('reads province codes and names in any case or accent', () => {
    const read = {
      ON: 'Ontario',
      bc: 'British Columbia',
      Québec: 'Quebec',
      'P.E.I.': 'Prince Edward Island',
      'nova scotia': 'Nova Scotia',
      Atlantis: 'Atlantis',
    };
    for (const [cell, province] of Object.entries(read)) expect(readProvince(cell), cell).toBe(province);
  });

  it('reads frequencies spelled out, hyphenated or spaced, accelerated ones included', () => {
    for (const cell of ['biweekly', 'bi-weekly', 'Bi Weekly', 'BI_WEEKLY', 'fortnightly']) expect(readFrequency(cell)).toBe('bi-weekly');
    for (const cell of ['accelerated bi-weekly', 'Accelerated Biweekly', 'rapid bi-weekly', 'Bi-weekly (accelerated)'])
      expect(readFrequency(cell)).toBe('rapid-bi-weekly');
    expect(readFrequency('semi-monthly')).toBe('semi-monthly');
    expect(readFrequency('Semi Monthly')).toBe('semi-monthly');
    expect(readFrequency('Accelerated weekly')).toBe('rapid-weekly');
    expect(readFrequency('Monthly')).toBe('monthly');
    expect(readFrequency('quarterly')).toBe('quarterly');
  });

  it('reads unambiguous day-first (and month-first) dates, ISO always, months by name', () => {
    const read: [string, string][] = [
      ['31/03/2027', '2027-03-31'],
      ['31.3.2027', '2027-03-31'],
      ['03/31/2027', '2027-03-31'],
      ['05/05/2027', '2027-05-05'],
      ['2027-03-04', '2027-03-04'],
      ['2027/3/4', '2027-03-04'],
      ['31 Mar 2027', '2027-03-31'],
      ['March 31, 2027', '2027-03-31'],
    ];
    for (const [cell, day] of read) expect(readDay(cell, 'Maturity date'), cell).toEqual({ ok: true, value: day });
  });

  it('refuses a date that reads two ways, naming both; leaves impossible dates for the schema to refuse', () => {
    expect(readDay('03/04/2027', 'Maturity date')).toEqual({
      ok: false,
      message: 'Maturity date 03/04/2027 could be 3 April or 4 March 2027: write it as YYYY-MM-DD (2027-04-03 or 2027-03-04).',
    });
    expect(readDay('31/02/2027', 'Maturity date')).toEqual({ ok: true, value: '31/02/2027' });
    expect(readDay('2027-13-01', 'Maturity date')).toEqual({ ok: true, value: '2027-13-01' });
  });

  it('reads decimal commas; a comma before three digits stays a thousands separator except in a rate', () => {
    expect(readDecimal('4,89', { commaIsDecimal: true })).toBe('4.89');
    expect(readDecimal('4,875', { commaIsDecimal: true })).toBe('4.875');
    expect(readDecimal('410,000')).toBe('410000');
    expect(readDecimal('410,000.00')).toBe('410000.00');
    expect(readDecimal('410 000,50')).toBe('410000.50');
    expect(readDecimal('410.000,50')).toBe('410000.50');
    expect(readDecimal('410000,5')).toBe('410000.5');
    expect(readDecimal('$410,000')).toBe('$410000');
    expect(readDecimal('4.89%')).toBe('4.89%');
  });
});
