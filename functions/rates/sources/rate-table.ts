import * as cheerio from 'cheerio';
import type { RawRateRow } from '../../../src/lib/schemas/rates';
import { SourceStructureError, type RateSource } from './types';

/**
 * The default source: an HTML page with one rate table (docs/decisions/0012-rates-pipeline.md names the shape).
 * The table is found by its header cells, not by classes or ids, so cosmetic redesigns keep working while a real
 * change of columns fails loudly.
 */
export const RATE_TABLE_COLUMNS = {
  province: ['province'],
  term: ['term'],
  rate_type: ['rate type', 'type'],
  mortgage_type: ['mortgage type', 'product', 'mortgage'],
  posted_rate: ['posted rate', 'posted', 'bank rate'],
  our_rate: ['our rate', 'best rate', 'broker rate'],
} as const;

type Column = keyof typeof RATE_TABLE_COLUMNS;

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

function columnIndexes(headers: string[]): Record<Column, number> | null {
  const found = {} as Record<Column, number>;
  for (const [column, names] of Object.entries(RATE_TABLE_COLUMNS) as [Column, readonly string[]][]) {
    const index = headers.findIndex((header) => names.includes(header));
    if (index === -1) return null;
    found[column] = index;
  }
  return found;
}

export const rateTableSource: RateSource = {
  id: 'rate-table',
  accept: 'text/html,application/xhtml+xml',
  parse(body) {
    const $ = cheerio.load(body);
    for (const table of $('table').toArray()) {
      const headerCells = $(table).find('thead tr').first().find('th, td').toArray();
      const fallback = headerCells.length > 0 ? headerCells : $(table).find('tr').first().find('th').toArray();
      const indexes = columnIndexes(fallback.map((cell) => normalise($(cell).text())));
      if (!indexes) continue;
      const bodyRows = $(table).find('tbody tr').toArray();
      const rows = bodyRows.length > 0 ? bodyRows : $(table).find('tr').slice(1).toArray();
      const parsed: RawRateRow[] = rows.map((tr, i) => {
        const cells = $(tr)
          .find('th, td')
          .toArray()
          .map((cell) => $(cell).text().replace(/\s+/g, ' ').trim());
        const at = (column: Column) => cells[indexes[column]] ?? '';
        return {
          row: i + 1,
          province: at('province'),
          term: at('term'),
          rate_type: at('rate_type'),
          mortgage_type: at('mortgage_type'),
          posted_rate: at('posted_rate'),
          our_rate: at('our_rate'),
        };
      });
      if (parsed.length === 0) throw new SourceStructureError('The rate table has its columns but no rows.');
      return parsed;
    }
    const expected = Object.values(RATE_TABLE_COLUMNS)
      .map((names) => names[0])
      .join(', ');
    throw new SourceStructureError(`No rate table found on the source page (expected a table with the columns: ${expected}).`);
  },
};
