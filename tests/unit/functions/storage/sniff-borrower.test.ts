import { describe, expect, it } from 'vitest';
import { checkBorrowerUpload, sniffType } from '../../../../functions/storage/sniff';
import { docx, images, pdf } from '../../../helpers/upload-fixtures';

const utf8 = (text: string) => new TextEncoder().encode(text);
/** A phone camera's HEIC: the AVIF fixture's ftyp box with HEIF brands. */
function heic(): Uint8Array {
  const bytes = images.avif.slice();
  bytes.set(utf8('heic'), 8);
  bytes.set(utf8('heic'), 16);
  bytes.set(utf8('heic'), 20);
  return bytes;
}

describe('checkBorrowerUpload: PDF, JPEG, PNG or HEIC only (ADR 52)', () => {
  it('accepts the four types, by their bytes', () => {
    expect(checkBorrowerUpload({ bytes: pdf(), name: 'stub.pdf' })).toMatchObject({ ok: true, type: { mime: 'application/pdf' } });
    expect(checkBorrowerUpload({ bytes: images.jpeg, name: 'id.jpg' })).toMatchObject({ ok: true, type: { mime: 'image/jpeg' } });
    expect(checkBorrowerUpload({ bytes: images.png, name: 'id.png' })).toMatchObject({ ok: true, type: { mime: 'image/png' } });
    expect(checkBorrowerUpload({ bytes: heic(), name: 'IMG_0001.HEIC' })).toMatchObject({ ok: true, type: { mime: 'image/heic', ext: 'heic' } });
  });

  it('refuses Word files, AVIF, GIF and text, whatever their names', () => {
    for (const [bytes, name] of [
      [docx(), 'letter.pdf'],
      [images.avif, 'photo.heic'],
      [images.gif, 'photo.png'],
      [utf8('hello'), 'x.pdf'],
    ] as const) {
      expect(checkBorrowerUpload({ bytes, name })).toMatchObject({ ok: false, reason: 'not_allowed' });
    }
  });

  it('runs the same hidden-content, size and name checks on HEIC as on every upload', () => {
    const withScript = new Uint8Array([...heic(), ...utf8('<script>alert(1)</script>')]);
    expect(checkBorrowerUpload({ bytes: withScript, name: 'x.heic' })).toMatchObject({ ok: false, reason: 'unsafe_content' });
    expect(checkBorrowerUpload({ bytes: heic(), name: '../x.heic' })).toMatchObject({ ok: false, reason: 'bad_name' });
    expect(checkBorrowerUpload({ bytes: new Uint8Array(0), name: 'x.heic' })).toMatchObject({ ok: false, reason: 'empty' });
  });

  it('leaves HEIC out of every other upload: sniffType still does not know it', () => {
    expect(sniffType(heic())).toBeNull();
  });
});
