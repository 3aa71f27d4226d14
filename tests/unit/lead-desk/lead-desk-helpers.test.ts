import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../../db/client';
import { torontoDaySql } from '../../../db/queries/analytics-periods';
import { searchMatch } from '../../../db/queries/lead-desk-filters';
import { csvCell } from '../../../functions/lead-desk/csv';
import { periodBounds } from '../../../functions/lead-desk/period';
import { readTranscript } from '../../../src/lib/lead-transcript';
import { torontoDay } from '../../../src/lib/rates/select-rates';

describe('the Toronto day in SQL (analytics rollups, migration 0007)', () => {
  // The SQL encodes the daylight-saving rule in force since 2007 (second Sunday of March to first Sunday of
  // November); the site's leads and events are all later than that, so earlier years are not compared.
  it('agrees with Intl for any instant from 2007 to 2040, DST switches included', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tz-'));
    const db = await createDb({ url: `file:${join(dir, 'db.db')}` });
    try {
      const switches = [
        '2026-03-08T06:59:59.999Z',
        '2026-03-08T07:00:00.000Z',
        '2026-11-01T05:59:59.999Z',
        '2026-11-01T06:00:00.000Z',
        '2025-03-09T07:00:00.000Z',
        '2027-11-07T06:00:00.000Z',
      ];
      const random = fc
        .sample(fc.date({ min: new Date('2007-01-01T00:00:00Z'), max: new Date('2040-12-31T23:59:59Z'), noInvalidDate: true }), 400)
        .map((d) => d.toISOString());
      for (const iso of [...switches, ...random]) {
        const result = await db.execute({ sql: `SELECT ${torontoDaySql('?1')} AS day`, args: [iso] });
        expect(result.rows[0]!.day, iso).toBe(torontoDay(new Date(iso)));
      }
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('periods', () => {
  it('start at Toronto midnight, today included', () => {
    const now = new Date('2026-03-10T15:00:00Z');
    expect(periodBounds('7d', now)).toEqual({ fromDay: '2026-03-04', fromIso: '2026-03-04T05:00:00.000Z', bucket: 'day' });
    expect(periodBounds('30d', now).fromDay).toBe('2026-02-09');
    expect(periodBounds('all', now)).toEqual({ fromDay: null, fromIso: null, bucket: 'month' });
  });
});

describe('CSV cells', () => {
  it('neutralises formulas and quotes every cell', () => {
    expect(csvCell('=1+2')).toBe(`"'=1+2"`);
    expect(csvCell('+1 416')).toBe(`"'+1 416"`);
    expect(csvCell('-5')).toBe(`"'-5"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\t=cmd')).toBe(`"'\t=cmd"`);
    expect(csvCell('\r=cmd')).toBe(`"'\r=cmd"`);
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
    expect(csvCell('a,b\nc')).toBe('"a,b\nc"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell('Jane')).toBe('"Jane"');
  });

  it("keeps a ';'-separated formula inside its quoted cell (spreadsheets using ';' as the list separator)", () => {
    expect(csvCell("x;=cmd|' /C calc'!A0")).toBe(`"x;=cmd|' /C calc'!A0"`);
  });
});

describe('chat transcripts', () => {
  const turns = [
    { role: 'user', content: 'Hi' },
    { role: 'assistant', content: 'Hello' },
  ];
  it('reads the message JSON, else the notes JSON, else nothing', () => {
    expect(readTranscript({ message: JSON.stringify({ conversation: turns }), notes: null })).toEqual(turns);
    expect(readTranscript({ message: 'Please call me', notes: JSON.stringify(turns) })).toEqual(turns);
    expect(readTranscript({ message: 'Please call me', notes: 'called back' })).toBeNull();
    expect(readTranscript({ message: '{"conversation": "oops"}', notes: null })).toBeNull();
  });
});

describe('search', () => {
  it('quotes the text as one phrase and adds phone digits for phone-like text', () => {
    expect(searchMatch('ab')).toBeNull();
    expect(searchMatch('jane "x')).toBe('"jane ""x"');
    expect(searchMatch('(416) 555')).toBe('"(416) 555" OR phone_digits : "416555"');
  });
});
