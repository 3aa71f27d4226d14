import { describe, expect, it } from 'vitest';
import { mentionsIn, namesPerson, type Person, redactJson, redactText } from '../../../db/queries/personal-data-match';

const jo: Person = {
  email: 'jo@x.com',
  names: ['Jo Lee', 'Jo'],
  phones: ['(416) 555-0123'],
  leadIds: [],
  mortgageIds: [],
  alertIds: [],
  consentIds: [],
  documentIds: [],
};

/** How a person is recognised in free text (ADR 27): their own mentions, never a longer address, number or word. */
describe('finding one person in text', () => {
  it('redacts the address, the phone however punctuated, and the names as whole words', () => {
    expect(redactText('Jo Lee <JO@X.COM>, 416.555.0123 / +1 (416) 555 0123 / 4165550123', jo)).toBe('[erased] <[erased]>, [erased] / [erased] / [erased]');
    expect(redactText('Call Jo today', jo)).toBe('Call [erased] today');
  });

  it('leaves other people whose address, number or name merely contains theirs', () => {
    const others = 'mojo@x.com, jo@x.com.au, jo@x.company.test, 94165550123, 4165550123999, Joanne, Jordan Lee';
    expect(redactText(others, jo)).toBe(others);
  });

  it('redacts inside JSON values only, and gives an access request only the lines that name the person', () => {
    const csv = JSON.stringify({ csv: 'name,email\r\nJo Lee,jo@x.com\r\nBea Bystander,bea@x.com', commit: true });
    expect(JSON.parse(redactJson(csv, jo)!)).toEqual({ csv: 'name,email\r\n[erased],[erased]\r\nBea Bystander,bea@x.com', commit: true });
    expect(mentionsIn(csv, jo)).toEqual(['Jo Lee,jo@x.com']);
  });

  it('knows a document by a full name, not by a first name alone', () => {
    expect(namesPerson('Jo Lee commitment.pdf', jo, true)).toBe(true);
    expect(namesPerson('Jo commitment.pdf', jo, true)).toBe(false);
    expect(namesPerson('scan 416-555-0123.pdf', jo, true)).toBe(true);
  });
});
