import { describe, expect, it } from 'vitest';
import { handoverMessages } from '../../../src/lib/messages-handover';
import { classifyCell, type PasteTarget, readPastedRow } from '../../../src/lib/paste-row';

const name: PasteTarget = { name: 'client_name', label: 'Name', slot: 'name' };
const email: PasteTarget = { name: 'client_email', label: 'Email', slot: 'email' };
const phone: PasteTarget = { name: 'client_phone', label: 'Phone', slot: 'phone' };
const lead = [name, email, phone];

describe('readPastedRow (ADR 44)', () => {
  it('lets a plain value paste as usual', () => {
    expect(readPastedRow('Jane Doe', lead, name)).toEqual({ kind: 'plain' });
    expect(readPastedRow('  Jane Doe \n', lead, name)).toEqual({ kind: 'plain' });
  });

  it('splits a spreadsheet row into name, email and phone, whatever the column order', () => {
    expect(readPastedRow('Jane Doe\tjane@x.ca\t416-555-0101', lead, name)).toEqual({
      kind: 'split',
      cells: 3,
      values: { client_name: 'Jane Doe', client_email: 'jane@x.ca', client_phone: '416-555-0101' },
      labels: ['Name', 'Email', 'Phone'],
      unmatched: [],
    });
    expect(readPastedRow('(416) 555-0101\tjane@x.ca\tJane Doe\r\n', lead, email)).toMatchObject({
      values: { client_name: 'Jane Doe', client_email: 'jane@x.ca', client_phone: '(416) 555-0101' },
    });
  });

  it('joins first and last name columns, and names what fits no field', () => {
    expect(readPastedRow('Jane\tDoe\tjane@x.ca\tjd@work.ca\t416-555-0101', lead, name)).toEqual({
      kind: 'split',
      cells: 5,
      values: { client_name: 'Jane Doe', client_email: 'jane@x.ca', client_phone: '416-555-0101' },
      labels: ['Name', 'Email', 'Phone'],
      unmatched: ['jd@work.ca'],
    });
    // A form without a phone field leaves the phone out, said, rather than in the name.
    expect(readPastedRow('Jane Doe\t416-555-0101', [name, email], name)).toMatchObject({ values: { client_name: 'Jane Doe' }, unmatched: ['416-555-0101'] });
  });

  it('refuses several rows, and a row nothing of which fits', () => {
    expect(readPastedRow('Jane\tjane@x.ca\nJohn\tjohn@x.ca', lead, name)).toEqual({ kind: 'refuse', message: handoverMessages.paste.severalRows });
    expect(readPastedRow('Jane Doe\tJohn Roe', [email, phone], email)).toEqual({ kind: 'refuse', message: handoverMessages.paste.refused('Email') });
  });

  it('reads cells as an email, a phone (7 to 15 digits) or a name', () => {
    expect(classifyCell('jane@x.ca')).toBe('email');
    expect(classifyCell('+1 416 555 0101 x22')).toBe('phone');
    expect(classifyCell('12345')).toBe('name');
    expect(classifyCell('1234567 Ontario Inc.')).toBe('name');
  });
});
