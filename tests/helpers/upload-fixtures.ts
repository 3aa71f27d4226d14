import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';

/**
 * Tiny real files for upload tests. The images are 2x2 pictures encoded by sharp (libvips) and kept here as
 * base64; the PDF, the Word 97 (OLE compound file) and the DOCX (zip) are built byte by byte below.
 */
const b64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));
const utf8 = (text: string) => new TextEncoder().encode(text);

export const images = {
  jpeg: b64(
    '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AI4BUc//2Q==',
  ),
  png: b64('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWOQi1ogF7WAAUIBABymBGEvltN2AAAAAElFTkSuQmCC'),
  webp: b64('UklGRjgAAABXRUJQVlA4ICwAAADQAQCdASoCAAIAAUAmJaACdLoB+AADsAD+8dyP/OJY6nd0H//IL1b5tjQAAA=='),
  gif: b64('R0lGODlhAgACAIAAAExpcR5aoCH5BAUAAAAALAAAAAACAAIAAAICjFMAOw=='),
  avif: b64(
    'AAAAHGZ0eXBhdmlmAAAAAG1pZjFhdmlmbWlhZgAAANZtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAACJpbG9jAAAAAERAAAEAAQAAAAAA+gABAAAAAAAAACQAAAAjaWluZgAAAAAAAQAAABVpbmZlAgAAAAABAABhdjAxAAAAAA5waXRtAAAAAAABAAAAVmlwcnAAAAA4aXBjbwAAAAxhdjFDgSACAAAAABRpc3BlAAAAAAAAAAIAAAACAAAAEHBpeGkAAAAAAwgICAAAABZpcG1hAAAAAAAAAAEAAQOBAgMAAAAsbWRhdBIACgc4ADaQENBpMhcZQmMEwAA0AATFtc4qV7VTUIfRaZvL+A==',
  ),
};

export const IMAGE_TYPES = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  webp: { mime: 'image/webp', ext: 'webp' },
  gif: { mime: 'image/gif', ext: 'gif' },
  avif: { mime: 'image/avif', ext: 'avif' },
} as const;

/**
 * A one-page PDF with a correct cross-reference table. With `title`, an Info dictionary titled so (as the browser's
 * "Save as PDF" writes "about:blank"); with `xrefStream`, indexed by a cross-reference stream (PDF 1.5) instead.
 */
export function pdf(options: { title?: string; xrefStream?: boolean } = {}): Uint8Array {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>'];
  if (options.title !== undefined) objects.push(`<< /Title (${options.title}) /Producer (Skia/PDF) >>`);
  const info = options.title !== undefined ? ` /Info ${objects.length} 0 R` : '';
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  if (options.xrefStream) {
    const row = (type: number, field: number, gen: number) =>
      String.fromCharCode(type, (field >>> 24) & 255, (field >>> 16) & 255, (field >>> 8) & 255, field & 255, (gen >>> 8) & 255, gen & 255);
    const rows = row(0, 0, 65535) + offsets.map((offset) => row(1, offset, 0)).join('') + row(1, xref, 0);
    const size = objects.length + 2;
    body += `${size - 1} 0 obj\n<< /Type /XRef /Size ${size} /W [1 4 2] /Root 1 0 R${info} /Length ${rows.length} >>\nstream\n${rows}\nendstream\nendobj\n`;
  } else {
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
    body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${info} >>\n`;
  }
  body += `startxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}

/** A Word 97-2003 file's container: an OLE compound file (header, one FAT sector, one directory sector). */
export function doc(): Uint8Array {
  const file = new Uint8Array(512 * 3);
  const view = new DataView(file.buffer);
  file.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  view.setUint16(24, 0x3e, true);
  view.setUint16(26, 3, true);
  view.setUint16(28, 0xfffe, true);
  view.setUint16(30, 9, true);
  view.setUint16(32, 6, true);
  view.setUint32(44, 1, true); // one FAT sector
  view.setUint32(48, 1, true); // directory starts in sector 1
  view.setUint32(56, 4096, true);
  view.setUint32(60, 0xfffffffe, true);
  view.setUint32(68, 0xfffffffe, true);
  for (let i = 0; i < 109; i++) view.setUint32(76 + i * 4, i === 0 ? 0 : 0xffffffff, true);
  const fat = 512;
  for (let i = 0; i < 128; i++) view.setUint32(fat + i * 4, 0xffffffff, true);
  view.setUint32(fat, 0xfffffffd, true);
  view.setUint32(fat + 4, 0xfffffffe, true);
  const entry = (index: number, name: string, type: number, child: number) => {
    const at = 1024 + index * 128;
    [...name].forEach((ch, i) => {
      view.setUint16(at + i * 2, ch.charCodeAt(0), true);
    });
    view.setUint16(at + 64, name ? (name.length + 1) * 2 : 0, true);
    file[at + 66] = type;
    file[at + 67] = 1;
    for (const field of [68, 72]) view.setUint32(at + field, 0xffffffff, true);
    view.setUint32(at + 76, child, true);
    view.setUint32(at + 116, 0xfffffffe, true);
  };
  entry(0, 'Root Entry', 5, 1);
  entry(1, 'WordDocument', 2, 0xffffffff);
  entry(2, '', 0, 0xffffffff);
  entry(3, '', 0, 0xffffffff);
  return file;
}

/** A zip of stored (uncompressed) entries, with its central directory. */
export function zip(entries: Record<string, string>): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = utf8(name);
    const data = utf8(text);
    const crc = crc32(data);
    const local = new Uint8Array(30 + nameBytes.length + data.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(4, 20, true);
    lv.setUint32(14, crc, true);
    lv.setUint32(18, data.length, true);
    lv.setUint32(22, data.length, true);
    lv.setUint16(26, nameBytes.length, true);
    local.set(nameBytes, 30);
    local.set(data, 30 + nameBytes.length);
    const central = new Uint8Array(46 + nameBytes.length);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, 20, true);
    cv.setUint16(6, 20, true);
    cv.setUint32(16, crc, true);
    cv.setUint32(20, data.length, true);
    cv.setUint32(24, data.length, true);
    cv.setUint16(28, nameBytes.length, true);
    cv.setUint32(42, offset, true);
    central.set(nameBytes, 46);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const centralSize = centrals.reduce((sum, c) => sum + c.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, centrals.length, true);
  ev.setUint16(10, centrals.length, true);
  ev.setUint32(12, centralSize, true);
  ev.setUint32(16, offset, true);
  return concat(...locals, ...centrals, end);
}

const CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

export function docx(): Uint8Array {
  return zip({
    '[Content_Types].xml': CONTENT_TYPES,
    'word/document.xml':
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p/></w:body></w:document>',
  });
}

/** The attack list of each must be refused. */
export const attacks = {
  renamedHtml: { name: 'photo.jpg', bytes: utf8('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>') },
  svgWithScript: { name: 'logo.svg', bytes: utf8('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
  gifWithHtml: { name: 'funny.gif', bytes: concat(images.gif, utf8('<html><body><ScRiPt>alert(1)</script></body></html>')) },
  jpegWithHtml: { name: 'holiday.jpg', bytes: concat(images.jpeg, utf8('<iframe src="javascript:alert(1)"></iframe>')) },
  gifWithImgOnerror: { name: 'cat.gif', bytes: concat(images.gif, utf8('<img src=x onerror=alert(1)>')) },
  gifWithEventHandler: { name: 'dog.gif', bytes: concat(images.gif, utf8('<x-y tabindex=1 ONfocus = "alert(1)">')) },
  gifWithUtf16Script: { name: 'bird.gif', bytes: concat(images.gif, new Uint8Array(Buffer.from('\ufeff<script>alert(1)</script>', 'utf16le'))) },
  pngWithNulSplitScript: { name: 'fish.png', bytes: concat(images.png, utf8('<scr\0ipt>alert(1)</scr\0ipt>')) },
  gifar: { name: 'avatar.gif', bytes: concat(images.gif, zip({ 'META-INF/MANIFEST.MF': 'Manifest-Version: 1.0\n', 'Evil.class': 'CAFEBABE' })) },
  oversized: { name: 'huge.png', bytes: concat(images.png, new Uint8Array(4_194_305 - images.png.length)) },
  dotDotName: { name: '../../evil.png', bytes: images.png },
  backslashName: { name: '..\\..\\evil.png', bytes: images.png },
  empty: { name: 'nothing.png', bytes: new Uint8Array(0) },
};

/** Why each attack is refused (checkUpload's reason), in the list's order: the unit and the HTTP tests both go by it. */
export const ATTACK_REASONS: Record<keyof typeof attacks, 'empty' | 'too_large' | 'bad_name' | 'not_allowed' | 'unsafe_content'> = {
  renamedHtml: 'not_allowed',
  svgWithScript: 'not_allowed',
  gifWithHtml: 'unsafe_content',
  jpegWithHtml: 'unsafe_content',
  gifar: 'unsafe_content',
  gifWithImgOnerror: 'unsafe_content',
  gifWithEventHandler: 'unsafe_content',
  gifWithUtf16Script: 'unsafe_content',
  pngWithNulSplitScript: 'unsafe_content',
  oversized: 'too_large',
  dotDotName: 'bad_name',
  backslashName: 'bad_name',
  empty: 'empty',
};

export function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Every file under a folder, hidden ones included (a stray temporary file must show up here). */
export function allFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}
