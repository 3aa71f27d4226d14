import { describe, expect, it } from 'vitest';
import { withPdfTitle } from '../../../../functions/storage/pdf-title';
import { pdf } from '../../../helpers/upload-fixtures';

/**
 * A viewed PDF titled with its upload's name (ADR 60): one incremental update appended after the stored bytes, which
 * a reader finds from the new `startxref` and follows back (`/Prev`) to the file's own sections.
 */
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
const NAME = 'Relevé de paie – mars.pdf';
/** The name as the update writes it: UTF-16BE with a byte-order mark, in hex. */
const hexOf = (name: string) => `<FEFF${[...name].map((c) => c.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()).join('')}>`;
const NAME_HEX = hexOf(NAME);
const startxrefOf = (bytes: Uint8Array) => Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text(bytes))![1]);

describe('withPdfTitle', () => {
  it('appends an Info dictionary titled with the name, a cross-reference table naming it, and a trailer back to the file’s own', () => {
    const stored = pdf({ title: 'about:blank' });
    const viewed = withPdfTitle(stored, NAME);
    expect(Buffer.from(viewed.subarray(0, stored.length)).equals(Buffer.from(stored))).toBe(true);
    const section = text(viewed.subarray(startxrefOf(viewed)));
    const table = /^xref\n(\d+) 1\n(\d{10}) 00000 n \ntrailer\n<< (.*) >>\n/.exec(section);
    expect(table).not.toBeNull();
    const [, object, offset, trailer] = table!;
    // The table's one entry points at the new object, which holds the title and nothing else.
    expect(text(viewed.subarray(Number(offset)))).toMatch(new RegExp(`^${object} 0 obj\\n<< /Title ${NAME_HEX} >>\\nendobj\\n`));
    expect(trailer).toBe(`/Size ${Number(object) + 1} /Root 1 0 R /Info ${object} 0 R /Prev ${startxrefOf(stored)}`);
    // The new object takes the first free number: the file's own objects keep theirs.
    expect(Number(object)).toBe(5);
  });

  it('updates a file indexed by a cross-reference stream with a stream of its own', () => {
    const stored = pdf({ title: 'about:blank', xrefStream: true });
    const viewed = withPdfTitle(stored, NAME);
    expect(Buffer.from(viewed.subarray(0, stored.length)).equals(Buffer.from(stored))).toBe(true);
    const at = startxrefOf(viewed);
    const stream =
      /^(\d+) 0 obj\n<< \/Type \/XRef \/Size (\d+) \/W \[1 4 2\] \/Index \[(\d+) 2\] \/Root 1 0 R \/Info (\d+) 0 R \/Prev (\d+) \/Length 14 >>\nstream\n/.exec(
        text(viewed.subarray(at)),
      );
    expect(stream).not.toBeNull();
    const [header, self, size, first, info, prev] = stream!;
    expect([Number(first), Number(info), Number(self), Number(size), Number(prev)]).toEqual([6, 6, 7, 8, startxrefOf(stored)]);
    // Two rows of type 1: the Info object's offset, then the stream's own.
    const rows = viewed.subarray(at + header.length, at + header.length + 14);
    const offsetIn = (row: number) => Buffer.from(rows).readUInt32BE(row * 7 + 1);
    expect([rows[0], rows[7]]).toEqual([1, 1]);
    expect(text(viewed.subarray(offsetIn(0)))).toMatch(new RegExp(`^6 0 obj\\n<< /Title ${NAME_HEX} >>`));
    expect(offsetIn(1)).toBe(at);
  });

  it('titles a PDF that had no title at all', () => {
    expect(text(withPdfTitle(pdf(), 'statement.pdf'))).toContain(`/Title ${hexOf('statement.pdf')}`);
  });

  it('leaves alone what it cannot be sure of: an encrypted file, a file with no cross-reference to follow', () => {
    const encrypted = Buffer.from(text(pdf()).replace('/Root 1 0 R', '/Root 1 0 R /Encrypt 9 0 R'), 'latin1');
    expect(withPdfTitle(encrypted, NAME)).toBe(encrypted);
    const cut = pdf().subarray(0, 200);
    expect(withPdfTitle(cut, NAME)).toBe(cut);
    const pointsNowhere = Buffer.from(text(pdf()).replace(/startxref\n\d+/, 'startxref\n999999'), 'latin1');
    expect(withPdfTitle(pointsNowhere, NAME)).toBe(pointsNowhere);
  });
});
