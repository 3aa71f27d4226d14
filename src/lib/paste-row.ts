import { handoverMessages } from './messages-handover';

/**
 * A spreadsheet row pasted into a one-line field (ADR 44): "Jane Doe<TAB>jane@x.ca<TAB>416-555-0101". Each cell is
 * read as an email address, a phone number or a name, and offered to the form's matching field; what fits no field
 * is named, never stored in the field it was pasted into. Pure: the islands and the unit tests call it alike.
 */
export type PasteSlot = 'name' | 'email' | 'phone';

export interface PasteTarget {
  /** The form's field name, e.g. 'client_email'. */
  name: string;
  label: string;
  slot: PasteSlot;
}

export type PasteVerdict =
  /** No tab or line break: the browser pastes it as usual. */
  | { kind: 'plain' }
  /** Values for the form's fields, the labels they go to, and the cells that fit none. */
  | { kind: 'split'; cells: number; values: Record<string, string>; labels: string[]; unmatched: string[] }
  | { kind: 'refuse'; message: string };

const BREAKS = /[\t\r\n\u2028\u2029]/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[\d\s()+.\-/#x]+$/i;

/** What a cell holds: an email address, a phone number (7 to 15 digits), else a name. */
export function classifyCell(cell: string): PasteSlot {
  if (EMAIL.test(cell)) return 'email';
  const digits = cell.match(/\d/g)?.length ?? 0;
  if (PHONE.test(cell) && digits >= 7 && digits <= 15) return 'phone';
  return 'name';
}

/**
 * Reads pasted text for a one-line field. Several rows are refused (one lead at a time); one row is split into the
 * targets by what each cell holds, name cells joined with a space (first and last name in two columns). A row
 * nothing of which fits a field is refused with a message naming the field.
 */
export function readPastedRow(text: string, targets: readonly PasteTarget[], pastedInto: PasteTarget): PasteVerdict {
  const trimmed = text.trim();
  if (!BREAKS.test(trimmed)) return { kind: 'plain' };
  if (/[\r\n\u2028\u2029]/.test(trimmed)) return { kind: 'refuse', message: handoverMessages.paste.severalRows };
  const cells = trimmed
    .split('\t')
    .map((cell) => cell.replace(/\s+/g, ' ').trim())
    .filter((cell) => cell !== '');
  const bySlot = new Map<PasteSlot, string[]>();
  for (const cell of cells) bySlot.set(classifyCell(cell), [...(bySlot.get(classifyCell(cell)) ?? []), cell]);

  const values: Record<string, string> = {};
  const labels: string[] = [];
  const unmatched: string[] = [];
  for (const [slot, found] of bySlot) {
    const target = targets.find((candidate) => candidate.slot === slot);
    if (!target) {
      unmatched.push(...found);
      continue;
    }
    // Names side by side are one name; a second email or phone has no field of its own.
    const [first, ...rest] = slot === 'name' ? [found.join(' ')] : found;
    values[target.name] = first!;
    labels.push(target.label);
    unmatched.push(...rest);
  }
  if (labels.length === 0) return { kind: 'refuse', message: handoverMessages.paste.refused(pastedInto.label) };
  const order = targets.map((target) => target.label);
  labels.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return { kind: 'split', cells: cells.length, values, labels, unmatched };
}
