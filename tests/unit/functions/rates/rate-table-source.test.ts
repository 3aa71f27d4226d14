import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rateTableSource } from '../../../../functions/rates/sources/rate-table';
import { SourceStructureError } from '../../../../functions/rates/sources/types';
import { valetPostedSource } from '../../../../functions/rates/sources/valet-posted';
import { fillPostedRates, parseRate, validateRows } from '../../../../functions/rates/validate-rows';

const fixture = (name: string) => readFileSync(new URL(`../../../fixtures/rates/${name}`, import.meta.url), 'utf8');

describe('rate-table source adapter', () => {
  it('finds the rate table by its columns and reads every row, skipping other tables', () => {
    const rows = rateTableSource.parse(fixture('rate-page.html'));
    expect(rows).toHaveLength(11);
    expect(rows[0]).toEqual({
      row: 1,
      province: 'Ontario',
      term: '1 Year',
      rate_type: 'Fixed',
      mortgage_type: 'High Ratio',
      posted_rate: '6.09%',
      our_rate: '4.79%',
    });
  });

  it('validates rows to the cent, in the stored spelling, and says why each other row was refused', () => {
    const { rates, rejected } = validateRows(rateTableSource.parse(fixture('rate-page.html')));
    expect(rates).toHaveLength(8);
    expect(rates[0]).toEqual({ province: 'Ontario', term: '1 year', rate_type: 'fixed', mortgage_type: 'High-Ratio', posted_rate: 6.09, our_rate: 4.79 });
    expect(rates[2]).toMatchObject({ term: '5 year', posted_rate: 6.09, our_rate: 3.89 });
    expect(rates[3]).toMatchObject({ rate_type: 'variable', posted_rate: null, our_rate: 3.7 });
    expect(rates[6]).toMatchObject({ province: 'British Columbia', our_rate: 3.94 });
    expect(rejected.map((r) => [r.row, r.reason])).toEqual([
      [9, 'missing province'],
      [10, 'our rate 31.5 is outside 0-25 %'],
      [11, 'term "10 Year" is not 1, 3, 5 or 7 years'],
    ]);
  });

  it('fails loudly when the page changed its structure', () => {
    expect(() => rateTableSource.parse(fixture('rate-page-redesigned.html'))).toThrow(SourceStructureError);
    expect(() => rateTableSource.parse(fixture('rate-page-redesigned.html'))).toThrow(/No rate table found/);
    expect(() =>
      rateTableSource.parse(
        '<table><thead><tr><th>Province</th><th>Term</th><th>Rate type</th><th>Mortgage type</th><th>Posted rate</th><th>Our rate</th></tr></thead><tbody></tbody></table>',
      ),
    ).toThrow(/no rows/);
  });

  it('fails the whole scrape when most rows are refused (columns swapped, units changed)', () => {
    const swapped = fixture('rate-page.html').replace(/<td>(\d\.\d\d) ?%<\/td><td>(\d\.\d\d) ?%<\/td>/g, '<td>$1</td><td>basis points</td>');
    expect(() => validateRows(rateTableSource.parse(swapped))).toThrow(SourceStructureError);
  });

  it('parses rates to three decimals and refuses what is not a rate', () => {
    expect(parseRate('4.79%')).toBe(4.79);
    expect(parseRate(' 3.895 % ')).toBe(3.895);
    expect(parseRate('4,79')).toBe(4.79);
    expect(parseRate('call us')).toBeNull();
    expect(parseRate('-1.00%')).toBeNull();
  });
});

describe('Valet posted-rate adapter', () => {
  it('reads the newest observation of the 1-, 3- and 5-year conventional series and of the prime rate', () => {
    expect(valetPostedSource.parse(fixture('valet-posted.json'))).toEqual({
      date: '2026-03-04',
      fixed: { 1: 6.09, 3: 6.05, 5: 6.29 },
      prime: { rate: 4.45, date: '2026-03-04' },
    });
  });

  it('takes the prime rate from its own newest observation, and goes without one the answer lacks', () => {
    const lagging = '{"observations":[{"d":"2026-03-04","V80691335":{"v":"6.29"}},{"d":"2026-02-25","V80691335":{"v":"6.14"},"V80691311":{"v":"4.70"}}]}';
    expect(valetPostedSource.parse(lagging)).toEqual({ date: '2026-03-04', fixed: { 5: 6.29 }, prime: { rate: 4.7, date: '2026-02-25' } });
    expect(valetPostedSource.parse('{"observations":[{"d":"2026-03-04","V80691335":{"v":"6.29"},"V80691311":{"v":"n/a"}}]}')).toEqual({
      date: '2026-03-04',
      fixed: { 5: 6.29 },
    });
  });

  it('fails loudly on an answer without the series', () => {
    expect(() => valetPostedSource.parse('not json')).toThrow(SourceStructureError);
    expect(() => valetPostedSource.parse('{"observations":[{"d":"2026-03-04","V39079":{"v":"2.25"}}]}')).toThrow(/none of the series/);
  });

  it('fills only missing posted rates of fixed terms; the page wins', () => {
    const posted = valetPostedSource.parse(fixture('valet-posted.json'));
    const { rates } = validateRows(rateTableSource.parse(fixture('rate-page.html')));
    const filled = fillPostedRates(rates, posted);
    expect(filled[2]!.posted_rate).toBe(6.09); // 5-year fixed with its own posted rate keeps it
    expect(filled[3]!.posted_rate).toBeNull(); // variable: no national series
    expect(filled[4]).toMatchObject({ term: '5 year', mortgage_type: 'Refinance', posted_rate: 6.29 });
  });
});
