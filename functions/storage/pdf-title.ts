/**
 * A viewed PDF titled with its upload's name (ADR 60). Chromium's PDF viewer names the tab after the PDF's own
 * `/Title` (its Info dictionary) and falls back to the file name only when there is none; a PDF saved with the
 * browser's "Save as PDF" from an untitled page carries the title "about:blank", so the agent's tab read
 * "about:blank". The view therefore appends one incremental update (the PDF format's own way for an editor to save
 * a change): a new Info dictionary holding only the title, a cross-reference section naming it, and a trailer that
 * points back at the file's own. The stored bytes come first, unchanged, and the download still sends them as they
 * are. Whatever the update cannot be sure of (an encrypted file, whose strings would be read as ciphertext; a file
 * whose last cross-reference cannot be found) is answered with the bytes as stored.
 */

/** How far back from the end the last `startxref` is looked for (writers put it in the last kilobyte). */
const TAIL_BYTES = 2048;
/** How much of the last cross-reference section is read to find its trailer dictionary. */
const TRAILER_WINDOW = 64 * 1024;

const latin1 = new TextDecoder('latin1');

interface LastSection {
  offset: number;
  isStream: boolean;
  size: number;
  root: string;
}

/** The last cross-reference section: where it starts, its kind, and its trailer's /Size and /Root; null if unsure. */
function lastSection(bytes: Uint8Array): LastSection | null {
  const tail = latin1.decode(bytes.subarray(Math.max(0, bytes.length - TAIL_BYTES)));
  const start = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!start) return null;
  const offset = Number(start[1]);
  if (!Number.isSafeInteger(offset) || offset <= 0 || offset >= bytes.length) return null;
  const section = latin1.decode(bytes.subarray(offset, Math.min(bytes.length, offset + TRAILER_WINDOW)));
  const isStream = !section.startsWith('xref');
  // A classic table's trailer follows the keyword `trailer`; a cross-reference stream's is the stream's dictionary.
  const dictionary = isStream ? /^\d+\s+\d+\s+obj\s*(<<[\s\S]*?)stream/.exec(section)?.[1] : /trailer\s*(<<[\s\S]*?)startxref/.exec(section)?.[1];
  if (!dictionary || /\/Encrypt\b/.test(dictionary)) return null;
  const size = /\/Size\s+(\d+)/.exec(dictionary);
  const root = /\/Root\s+(\d+\s+\d+\s+R)\b/.exec(dictionary);
  if (!size || !root) return null;
  return { offset, isStream, size: Number(size[1]), root: root[1]!.replace(/\s+/g, ' ') };
}

/** A PDF text string in UTF-16BE with its byte-order mark, written in hex: any name, nothing to escape. */
function pdfText(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

/** The PDF with an Info dictionary titled `title` appended as an incremental update; the bytes as given if unsure. */
export function withPdfTitle(bytes: Uint8Array, title: string): Uint8Array {
  const last = lastSection(bytes);
  if (!last) return bytes;
  const info = last.size;
  const infoAt = bytes.length + 1;
  const infoObject = `\n${info} 0 obj\n<< /Title ${pdfText(title)} >>\nendobj\n`;
  const sectionAt = infoAt + infoObject.length - 1;
  let update: string;
  if (last.isStream) {
    // A file indexed by a cross-reference stream is updated with one: entries of type 1 (offset, generation 0).
    const entry = (at: number) => String.fromCharCode(1, (at >>> 24) & 255, (at >>> 16) & 255, (at >>> 8) & 255, at & 255, 0, 0);
    const rows = entry(infoAt) + entry(sectionAt);
    update =
      `${info + 1} 0 obj\n<< /Type /XRef /Size ${info + 2} /W [1 4 2] /Index [${info} 2] /Root ${last.root} /Info ${info} 0 R ` +
      `/Prev ${last.offset} /Length ${rows.length} >>\nstream\n${rows}\nendstream\nendobj\n`;
  } else {
    update =
      `xref\n${info} 1\n${String(infoAt).padStart(10, '0')} 00000 n \n` +
      `trailer\n<< /Size ${info + 1} /Root ${last.root} /Info ${info} 0 R /Prev ${last.offset} >>\n`;
  }
  const appended = latin1Bytes(`${infoObject}${update}startxref\n${sectionAt}\n%%EOF\n`);
  const result = new Uint8Array(bytes.length + appended.length);
  result.set(bytes);
  result.set(appended, bytes.length);
  return result;
}

/** Each character one byte (the stream rows hold bytes above 127; the rest is ASCII). */
function latin1Bytes(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i) & 255;
  return out;
}
