import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../../../src/lib/csv/parse-csv';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, and keeps each row\u2019s line in the file', () => {
    const text = '\uFEFFname,amount\r\n"Smith, Jo","410,000"\r\n\r\n"Say ""hi""\nthere",5\nlast,';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['name', 'amount'] },
      { line: 2, cells: ['Smith, Jo', '410,000'] },
      { line: 4, cells: ['Say "hi"\nthere', '5'] },
      { line: 6, cells: ['last', ''] },
    ]);
  });

  it('answers nothing for an empty file or blank lines', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\n\n  \n')).toEqual([]);
  });
});
