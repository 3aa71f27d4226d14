import { describe, expect, it } from 'vitest';
import { collectLeadDetails, extractLeadDetails, hasContactDetails, mergeLeadDetails } from '../../../../functions/chat/extract-lead-details';

describe('extractLeadDetails', () => {
  it('reads every field from one message', () => {
    const text =
      "Hi, I'm Jane Doe. I'm buying a $650k semi-detached with $65,000 down and want a 5 year fixed. " + 'Email jane@example.com or call (416) 555-0199.';
    expect(extractLeadDetails(text)).toEqual({
      name: 'Jane Doe',
      email: 'jane@example.com',
      phone: '416-555-0199',
      propertyValue: 650_000,
      propertyType: 'semi-detached',
      downPayment: 65_000,
      mortgageType: 'fixed',
    });
  });

  it('returns an empty object when nothing is found (no undefined keys)', () => {
    expect(extractLeadDetails('What are closing costs?')).toEqual({});
    expect(Object.keys(extractLeadDetails('hello'))).toHaveLength(0);
  });

  it('never reads the digits of a phone number or e-mail as money', () => {
    expect(extractLeadDetails('house phone 4165550199')).toEqual({ phone: '416-555-0199', propertyType: 'house' });
    expect(extractLeadDetails('home: 900000000@example.com').propertyValue).toBeUndefined();
  });

  it('keeps percentages as text', () => {
    expect(extractLeadDetails('20% down on a condo').downPayment).toBe('20%');
  });
});

describe('mergeLeadDetails', () => {
  it('adds new details without erasing earlier ones', () => {
    expect(mergeLeadDetails({ name: 'Jane', propertyValue: 650_000 }, { email: 'jane@example.com' })).toEqual({
      name: 'Jane',
      propertyValue: 650_000,
      email: 'jane@example.com',
    });
  });

  it('lets a later value correct an earlier one', () => {
    expect(mergeLeadDetails({ email: 'old@example.com' }, { email: 'new@example.com' }).email).toBe('new@example.com');
  });

  it('ignores undefined values in the newer details', () => {
    expect(mergeLeadDetails({ phone: '416-555-0199' }, { phone: undefined, name: 'Raj' })).toEqual({
      phone: '416-555-0199',
      name: 'Raj',
    });
  });
});

describe('collectLeadDetails', () => {
  it('merges user messages in order and ignores the assistant', () => {
    expect(
      collectLeadDetails([
        { role: 'assistant', content: 'Email us at info@brokerage.ca or call 416-555-0100.' },
        { role: 'user', content: 'My name is Ana, looking at a $700k condo' },
        { role: 'user', content: 'ana@example.com' },
        { role: 'user', content: 'actually the condo is $720,000' },
      ]),
    ).toEqual({ name: 'Ana', propertyValue: 720_000, propertyType: 'condo', email: 'ana@example.com' });
  });
});

describe('hasContactDetails', () => {
  it('is true with an e-mail or a phone only', () => {
    expect(hasContactDetails({ email: 'a@b.ca' })).toBe(true);
    expect(hasContactDetails({ phone: '416-555-0199' })).toBe(true);
    expect(hasContactDetails({ name: 'Ana', propertyValue: 1 })).toBe(false);
  });
});
