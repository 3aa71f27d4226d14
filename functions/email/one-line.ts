/**
 * Values typed by visitors (or read from outside sites) go into emails. A line break inside a value would add lines
 * of its own ("Bcc: …", "Email: someone-else@…") that look like the email's: every value placed on a header or a
 * labelled body line is made one line here, each control character (C0, DEL, C1, Unicode line and paragraph
 * separators) becoming a space.
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

export function oneLine(value: unknown): string {
  return String(value ?? '')
    .replace(CONTROL, ' ')
    .trim();
}

/** A free-text block (a lead's message): its own line breaks stay, as \n; every other control character goes. */
export function textBlock(value: unknown): string {
  return String(value ?? '')
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n')
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]+/g, ' ');
}
