/**
 * What a file is, decided by its bytes, never by its name or the browser's claimed type (ADR
 * 10). A few plain magic-byte checks instead of a general detector: the allowed list is short, and every rule is
 * readable here. Files that are two things at once (polyglots) are refused: see findHiddenContent.
 */
export type FileKind = 'image' | 'document';

export interface SniffedType {
  mime: string;
  ext: string;
  kind: FileKind;
}

import { MAX_UPLOAD_BYTES } from '../../src/lib/upload-limits';

export { MAX_UPLOAD_BYTES };

const JPEG: SniffedType = { mime: 'image/jpeg', ext: 'jpg', kind: 'image' };
const PNG: SniffedType = { mime: 'image/png', ext: 'png', kind: 'image' };
const GIF: SniffedType = { mime: 'image/gif', ext: 'gif', kind: 'image' };
const WEBP: SniffedType = { mime: 'image/webp', ext: 'webp', kind: 'image' };
const AVIF: SniffedType = { mime: 'image/avif', ext: 'avif', kind: 'image' };
const PDF: SniffedType = { mime: 'application/pdf', ext: 'pdf', kind: 'document' };
const DOC: SniffedType = { mime: 'application/msword', ext: 'doc', kind: 'document' };
const DOCX: SniffedType = {
  mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ext: 'docx',
  kind: 'document',
};

const ascii = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));
const startsWith = (bytes: Uint8Array, prefix: ArrayLike<number>, at = 0) =>
  bytes.length >= at + prefix.length && Array.from(prefix).every((b, i) => bytes[at + i] === b);
const u16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u32 = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16)) + b[at + 3]! * 0x1000000;
const u32be = (b: Uint8Array, at: number) => b[at]! * 0x1000000 + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!);

const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL = ascii('PK\x03\x04');
const ZIP_END = ascii('PK\x05\x06');
/** "WordDocument" in UTF-16LE: the stream every Word 97-2003 file has (other OLE files, e.g. .msi, do not). */
const WORD_STREAM = Uint8Array.from(Array.from('WordDocument').flatMap((ch) => [ch.charCodeAt(0), 0]));

export function sniffType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return GIF;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return WEBP;
  if (isAvif(bytes)) return AVIF;
  if (startsWith(bytes, ascii('%PDF-'))) return PDF;
  if (startsWith(bytes, CFB) && indexOf(bytes, WORD_STREAM) >= 0) return DOC;
  if (startsWith(bytes, ZIP_LOCAL) && isWordZip(bytes)) return DOCX;
  return null;
}

/** ISO media file whose ftyp box names the AVIF brand (major or compatible); HEIC and MP4 are not AVIF. */
function isAvif(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii('ftyp'), 4)) return false;
  const boxEnd = Math.min(u32be(bytes, 0), bytes.length);
  for (let at = 8; at + 4 <= boxEnd; at += at === 8 ? 8 : 4) {
    if (startsWith(bytes, ascii('avif'), at) || startsWith(bytes, ascii('avis'), at)) return true;
  }
  return false;
}

/** A phone camera's HEIC photo: an ISO media file whose ftyp box names a HEIF brand (after AVIF, which shares mif1). */
const HEIC: SniffedType = { mime: 'image/heic', ext: 'heic', kind: 'document' };
const HEIF_BRANDS = ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'];
function isHeic(bytes: Uint8Array): boolean {
  return startsWith(bytes, ascii('ftyp'), 4) && !isAvif(bytes) && HEIF_BRANDS.some((brand) => startsWith(bytes, ascii(brand), 8));
}

/**
 * A borrower's document (ADR 52): every check of `checkUpload`, then only PDF, JPEG, PNG or HEIC. HEIC is allowed
 * here only: browsers cannot show it, so it never becomes a public image; it is a download for the agent.
 */
const BORROWER_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png']);
export function checkBorrowerUpload(input: { bytes: Uint8Array; name: string; maxBytes?: number }): UploadCheck {
  if (input.bytes.byteLength > 0 && input.bytes.byteLength <= (input.maxBytes ?? MAX_UPLOAD_BYTES) && isSafeFileName(input.name) && isHeic(input.bytes)) {
    const hidden = findHiddenContent(input.bytes, HEIC);
    return hidden ? { ok: false, reason: 'unsafe_content', detail: hidden } : { ok: true, type: HEIC };
  }
  const check = checkUpload({ ...input, accept: 'document' });
  if (check.ok && !BORROWER_TYPES.has(check.type.mime)) return { ok: false, reason: 'not_allowed' };
  return check;
}

/** A zip whose central directory lists word/ parts and no macros (.docm's vbaProject.bin). */
function isWordZip(bytes: Uint8Array): boolean {
  const names = zipEntryNames(bytes);
  return names.some((n) => n.startsWith('word/')) && !names.some((n) => n.toLowerCase().endsWith('vbaproject.bin'));
}

function zipEntryNames(bytes: Uint8Array): string[] {
  const end = lastIndexOf(bytes, ZIP_END);
  if (end < 0 || end + 22 > bytes.length) return [];
  const count = u16(bytes, end + 10);
  let at = u32(bytes, end + 16);
  const names: string[] = [];
  for (let i = 0; i < count && at + 46 <= bytes.length && startsWith(bytes, ascii('PK\x01\x02'), at); i++) {
    const nameLength = u16(bytes, at + 28);
    names.push(new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
  }
  return names;
}

/**
 * Markup a browser would run if it ever treated the file as a page (case-insensitive): an element that runs script
 * or loads something (the name followed by a space, `/`, `>` or the end, so `<w:body` in a DOCX part does not count),
 * an event handler attribute inside a tag (`<x onerror=`), and script URLs.
 */
const MARKUP =
  /<(?:script|html|svg|iframe|!doctype|body|img|image|object|embed|frame|frameset|meta|link|style|base|form|math|video|audio|source|details|marquee|input|textarea|template)(?:[\s/>]|$)|javascript:|vbscript:/;

/**
 * Script URLs as a browser reads an attribute: character references decoded (`jav&#x61;script`, `&colon;`) and the
 * tabs and line breaks it ignores inside a URL scheme removed. One linear pass each.
 */
const NAMED_REFERENCES: Record<string, string> = { colon: ':', tab: '', newline: '', sol: '/', lpar: '(', rpar: ')' };
function decodedForUrls(text: string): string {
  return text
    .replace(/&#x0*([0-9a-f]{1,6});?/g, (_, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)))
    .replace(/&#0*([0-9]{1,7});?/g, (_, decimal: string) => String.fromCodePoint(Math.min(parseInt(decimal, 10), 0x10ffff)))
    .replace(/&(colon|tab|newline|sol|lpar|rpar);/g, (_, name: string) => NAMED_REFERENCES[name] ?? '')
    .replace(/[\t\n\r]/g, '');
}

const isLetter = (char: string | undefined) => char !== undefined && char >= 'a' && char <= 'z';

/**
 * An event handler attribute inside a tag (`<x onerror=`, `<p title="…>…" onmouseover=`), however far into the tag:
 * one pass that follows tags and their quoted values (a pattern with a bounded look-ahead missed a long attribute; an
 * unbounded one is quadratic on a crafted file). Returns the text from the tag's start to the "=", or null.
 */
export function eventHandlerIn(text: string): string | null {
  let inTag = false;
  let tagStart = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (!inTag) {
      if (char === '<' && isLetter(text[i + 1])) {
        inTag = true;
        tagStart = i;
      }
      continue;
    }
    if (quote) {
      if (char !== quote) continue;
      // A closing quote may be followed straight by the next attribute (`title="x"onmouseover=`).
      quote = '';
    } else if (char === '"' || char === "'") {
      quote = char;
      continue;
    } else if (char === '>') inTag = false;
    else if (char === '<') {
      inTag = isLetter(text[i + 1]);
      tagStart = i;
    }
    if (/[\s/"']/.test(char) && text[i + 1] === 'o' && text[i + 2] === 'n') {
      let j = i + 3;
      while (isLetter(text[j])) j++;
      if (j - (i + 3) >= 3) {
        while (/\s/.test(text[j] ?? '')) j++;
        if (text[j] === '=') return text.slice(tagStart, j + 1);
      }
    }
  }
  return null;
}
/** Zip readers (Java's for a GIFAR) find the end record in the last 64 KiB + 22 bytes. */
const ZIP_TAIL = 65_557;

/**
 * The reason a file that sniffs as an allowed type must still be refused, or null. A polyglot is valid as an image
 * AND as something else: markup appended to a GIF, a zip archive (a JAR: "GIFAR") appended to an image, a PDF
 * header hidden in an image's first kilobyte. Legitimate images and documents carry none of these.
 */
export function findHiddenContent(bytes: Uint8Array, type: SniffedType): string | null {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1').toLowerCase();
  // NUL bytes removed first: markup in UTF-16 (`<\0s\0c\0…`) and tags split by NULs (`<scr\0ipt>`) read as plain markup.
  const plain = text.replaceAll('\0', '');
  const marker = MARKUP.exec(plain) ?? /javascript:|vbscript:/.exec(decodedForUrls(plain));
  if (marker) return `markup ${marker[0].slice(0, 40)}`;
  const handler = eventHandlerIn(plain);
  if (handler) return `markup ${handler.slice(0, 40)}`;
  if (type !== DOCX && lastIndexOf(bytes, ZIP_END, Math.max(0, bytes.length - ZIP_TAIL)) >= 0) return 'zip archive';
  if (type !== PDF && text.slice(0, 1024).includes('%pdf-')) return 'pdf header';
  return null;
}

/** A file name as a browser sends it: a base name. Paths, "..", and control characters mean a crafted request. */
export function isSafeFileName(name: string): boolean {
  return name.length > 0 && name.length <= 255 && name !== '.' && name !== '..' && !/[/\\\u0000-\u001f\u007f]/.test(name);
}

export type UploadCheck =
  | { ok: true; type: SniffedType }
  | { ok: false; reason: 'empty' | 'too_large' | 'bad_name' | 'not_allowed' | 'unsafe_content'; detail?: string };

/**
 * Every check an upload passes before anything is stored. `accept: 'document'` also allows images; `maxBytes` is
 * larger only for a file joined from parts (ADR 60).
 */
export function checkUpload(input: { bytes: Uint8Array; name: string; accept: FileKind; maxBytes?: number }): UploadCheck {
  const { bytes, name, accept } = input;
  if (bytes.byteLength === 0) return { ok: false, reason: 'empty' };
  if (bytes.byteLength > (input.maxBytes ?? MAX_UPLOAD_BYTES)) return { ok: false, reason: 'too_large' };
  if (!isSafeFileName(name)) return { ok: false, reason: 'bad_name' };
  const type = sniffType(bytes);
  if (!type || (type.kind === 'document' && accept === 'image')) return { ok: false, reason: 'not_allowed' };
  const hidden = findHiddenContent(bytes, type);
  if (hidden) return { ok: false, reason: 'unsafe_content', detail: hidden };
  return { ok: true, type };
}

function indexOf(bytes: Uint8Array, needle: Uint8Array, from = 0): number {
  outer: for (let i = from; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

function lastIndexOf(bytes: Uint8Array, needle: Uint8Array, stopAt = 0): number {
  outer: for (let i = bytes.length - needle.length; i >= stopAt; i--) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}
