import { describe, expect, it } from 'vitest';
import { checkUpload, findHiddenContent, isSafeFileName, MAX_UPLOAD_BYTES, sniffType } from '../../../../functions/storage/sniff';
import { ATTACK_REASONS, attacks, concat, doc, docx, IMAGE_TYPES, images, pdf, zip } from '../../../helpers/upload-fixtures';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('sniffType: the bytes decide the type', () => {
  it.each(Object.entries(images))('recognises a real %s image', (name, bytes) => {
    const expected = IMAGE_TYPES[name as keyof typeof IMAGE_TYPES];
    expect(sniffType(bytes)).toEqual({ ...expected, kind: 'image' });
  });

  it('recognises PDF, Word 97 (OLE compound file with a WordDocument stream) and DOCX (zip with word/ parts)', () => {
    expect(sniffType(pdf())).toMatchObject({ mime: 'application/pdf', ext: 'pdf', kind: 'document' });
    expect(sniffType(doc())).toMatchObject({ mime: 'application/msword', ext: 'doc', kind: 'document' });
    expect(sniffType(docx())).toMatchObject({ ext: 'docx', kind: 'document' });
  });

  it('refuses look-alikes: other OLE files, other zips, macro-enabled Word, HEIC, SVG, HTML, text', () => {
    const ole = doc();
    ole.set(new Uint8Array(24), 1024 + 128); // the WordDocument entry's name wiped: an OLE file that is not Word
    expect(sniffType(ole)).toBeNull();
    expect(sniffType(zip({ 'hello.txt': 'hi' }))).toBeNull();
    expect(sniffType(zip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>', 'word/vbaProject.bin': 'x' }))).toBeNull();
    const heic = images.avif.slice();
    heic.set(utf8('heic'), 8);
    heic.set(utf8('heic'), 16);
    heic.set(utf8('heic'), 20);
    expect(sniffType(heic)).toBeNull();
    expect(sniffType(attacks.svgWithScript.bytes)).toBeNull();
    expect(sniffType(attacks.renamedHtml.bytes)).toBeNull();
    expect(sniffType(utf8('just some text'))).toBeNull();
    expect(sniffType(new Uint8Array(0))).toBeNull();
  });
});

describe('findHiddenContent: polyglots are refused', () => {
  it('finds markup appended to a GIF or a JPEG, in any letter case', () => {
    expect(findHiddenContent(attacks.gifWithHtml.bytes, sniffType(attacks.gifWithHtml.bytes)!)).toBe('markup <html>');
    expect(findHiddenContent(attacks.jpegWithHtml.bytes, sniffType(attacks.jpegWithHtml.bytes)!)).toMatch(/^markup /);
    for (const marker of ['<HTML>', '<Svg', '<!DocType html>', '<BODY>', 'JavaScript:']) {
      const bytes = concat(images.png, utf8(marker));
      expect(findHiddenContent(bytes, sniffType(bytes)!), marker).not.toBeNull();
    }
  });

  it('finds an image tag with an event handler, any tag with one, UTF-16 markup and NUL-split tags', () => {
    const find = (bytes: Uint8Array) => findHiddenContent(bytes, sniffType(bytes)!);
    expect(find(attacks.gifWithImgOnerror.bytes)).toBe('markup <img ');
    expect(find(attacks.gifWithEventHandler.bytes)).toMatch(/^markup <x-y .*onfocus =$/);
    expect(find(attacks.gifWithUtf16Script.bytes)).toBe('markup <script>');
    expect(find(attacks.pngWithNulSplitScript.bytes)).toBe('markup <script>');
    // Words that merely contain a tag name or "on…=" outside a tag are not markup.
    const prose = concat(images.png, new TextEncoder().encode('<imgur> is a site; confirm: online=1 <w:body/>'));
    expect(find(prose)).toBeNull();
  });

  it('finds encoded script URLs and an event handler however far into its tag', () => {
    const find = (markup: string) => {
      const bytes = concat(images.gif, utf8(markup));
      return findHiddenContent(bytes, sniffType(bytes)!);
    };
    expect(find('<a href="jav&#x61;script:alert(document.domain)">')).toBe('markup javascript:');
    expect(find('<a\nhref="javascript&colon;alert(1)">')).toBe('markup javascript:');
    expect(find('<a href="java&#09;script:x">')).toBe('markup javascript:');
    expect(find(`<p title="${'A'.repeat(250)}" onmouseover=alert(1)>`)).toMatch(/^markup <p title="a+$/);
    expect(find('<p title="a>b"onmouseover=alert(1)>')).toMatch(/^markup <p title/);
    // Attribute text inside quotes is not an attribute; "on…=" after the tag closed is prose.
    expect(find('<p title=" onload=1">done</p> confirm: online=1')).toBeNull();
  });

  it('scans a 4 MiB file of markup-like bytes in linear time', () => {
    const bytes = concat(images.png, utf8('<a "'.repeat(1024 * 1024 - 64)));
    const started = performance.now();
    findHiddenContent(bytes, sniffType(bytes)!);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('scans a 4 MiB file of arbitrary bytes in linear time', () => {
    let seed = 42;
    const noise = Uint8Array.from({ length: 4 * 1024 * 1024 - images.png.length }, () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed >> 16;
    });
    const bytes = concat(images.png, noise);
    const started = performance.now();
    findHiddenContent(bytes, sniffType(bytes)!);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('finds a zip archive appended to an image (GIFAR) and a PDF header hidden in an image', () => {
    expect(findHiddenContent(attacks.gifar.bytes, sniffType(attacks.gifar.bytes)!)).toBe('zip archive');
    const withPdf = concat(images.jpeg.slice(0, 20), utf8('%PDF-1.4'), images.jpeg.slice(20));
    expect(findHiddenContent(withPdf, sniffType(withPdf)!)).toBe('pdf header');
  });

  it('passes the real fixtures, including a DOCX (a zip by design) and a PDF', () => {
    for (const bytes of [...Object.values(images), pdf(), doc(), docx()]) expect(findHiddenContent(bytes, sniffType(bytes)!)).toBeNull();
  });
});

describe('checkUpload', () => {
  it('accepts each allowed image for image buckets and documents only where documents are accepted', () => {
    for (const bytes of Object.values(images)) expect(checkUpload({ bytes, name: 'x.bin', accept: 'image' }).ok).toBe(true);
    for (const bytes of [pdf(), doc(), docx()]) {
      expect(checkUpload({ bytes, name: 'cv.pdf', accept: 'image' })).toEqual({ ok: false, reason: 'not_allowed' });
      expect(checkUpload({ bytes, name: 'cv.pdf', accept: 'document' }).ok).toBe(true);
    }
    expect(checkUpload({ bytes: images.png, name: 'scan.png', accept: 'document' }).ok).toBe(true);
  });

  it('refuses every attack of the list with its reason', () => {
    const reason = (a: { name: string; bytes: Uint8Array }) => {
      const result = checkUpload({ ...a, accept: 'document' });
      return result.ok ? 'accepted' : result.reason;
    };
    expect(Object.keys(ATTACK_REASONS).sort()).toEqual(Object.keys(attacks).sort());
    for (const [attack, expected] of Object.entries(ATTACK_REASONS)) expect(reason(attacks[attack as keyof typeof attacks]), attack).toBe(expected);
  });

  it('allows exactly MAX_UPLOAD_BYTES (4 MiB) and refuses one byte more', () => {
    const atLimit = concat(images.png, new Uint8Array(MAX_UPLOAD_BYTES - images.png.length));
    expect(checkUpload({ bytes: atLimit, name: 'a.png', accept: 'image' }).ok).toBe(true);
    expect(attacks.oversized.bytes.length).toBe(MAX_UPLOAD_BYTES + 1);
  });

  it('file names: base names only', () => {
    for (const name of ['photo.png', 'Ma photo (1).JPG', '..png', 'été.webp']) expect(isSafeFileName(name), name).toBe(true);
    for (const name of ['', '.', '..', '../x.png', 'a/b.png', 'a\\b.png', 'x\u0000.png', 'x\n.png', 'x'.repeat(256)])
      expect(isSafeFileName(name), JSON.stringify(name)).toBe(false);
  });
});
