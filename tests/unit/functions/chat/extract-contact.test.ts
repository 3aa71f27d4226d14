import { describe, expect, it } from 'vitest';
import { findEmail, findName, findPhone } from '../../../../functions/chat/extract-contact';

describe('findEmail', () => {
  it.each([
    ['you can reach me at Jane.Doe@Example.com thanks', 'jane.doe@example.com'],
    ['email: jane@example.com.', 'jane@example.com'],
    ['(jane+mortgage@mail.example.co.uk), or call', 'jane+mortgage@mail.example.co.uk'],
    ['my email is j_doe-99@sub-domain.ca, phone later', 'j_doe-99@sub-domain.ca'],
    ['first jane@a.ca then bob@b.ca', 'jane@a.ca'],
  ])('finds the address in %j', (text, expected) => {
    expect(findEmail(text)?.value).toBe(expected);
  });

  it.each(['no email here', 'jane@localhost', 'at sign @ alone', 'jane@example', 'price is $650k @ 5%'])('finds nothing in %j', (text) => {
    expect(findEmail(text)).toBeUndefined();
  });

  it('reports where the address is', () => {
    expect(findEmail('mail a@b.ca now')).toEqual({ value: 'a@b.ca', index: 5, length: 6 });
  });
});

describe('findPhone', () => {
  it.each([
    ['(416) 555-0199'],
    ['416-555-0199'],
    ['416.555.0199'],
    ['416 555 0199'],
    ['+1 416 555 0199'],
    ['1-416-555-0199'],
    ['+1 (416) 555-0199'],
    ['4165550199'],
    ['14165550199'],
    ['+14165550199'],
    ['416 - 555 - 0199'],
    ['( 416 )555-0199'],
  ])('normalizes %j', (format) => {
    expect(findPhone(`call me at ${format}, thanks`)?.value).toBe('416-555-0199');
    expect(findPhone(format)?.value).toBe('416-555-0199');
  });

  it('finds a phone inside a sentence that also has money and an e-mail', () => {
    expect(findPhone('Budget $650,000, 20% down, jane@example.com, cell 647.555.0123.')?.value).toBe('647-555-0123');
  });

  it.each([
    ['a 12-digit number', 'order 416555019912'],
    ['an 11-digit number not starting with 1', '24165550199'],
    ['a long digit run', 'ref 12345678901234'],
    ['a money amount with $', 'price $4165550199'],
    ['thousands separators', '$1,416,555,019'],
    ['a price', 'a $650,000 house with $65,000 down'],
    ['a decimal', 'rate 4.165550199'],
    ['an area code starting with 0 or 1', '016-555-0199 and 116-555-0199'],
    ['an exchange starting with 1', '416-155-0199'],
    ['too few digits', '416-555-019'],
    ['a percentage', '4165550199%'],
    ['a date', '2024-12-15'],
    ['digits glued to letters', 'id A4165550199'],
  ])('ignores %s', (_label, text) => {
    expect(findPhone(text)).toBeUndefined();
  });
});

describe('findName', () => {
  it.each([
    ['My name is Jane Doe', 'Jane Doe'],
    ['my name is Jane Doe and I want a mortgage', 'Jane Doe'],
    ["Hi, I'm Priya. What's the rate?", 'Priya'],
    ['I’m Priya Patel, looking for a condo', 'Priya Patel'],
    ['I am Jean-Luc Picard', 'Jean-Luc Picard'],
    ["This is Sean O'Brien from Toronto", "Sean O'Brien"],
    ['call me Bob', 'Bob'],
    ['Call me Mary Ann Smith Jones please', 'Mary Ann Smith'],
    ['MY NAME IS JOHN SMITH', 'John Smith'],
    ['my name is: Zoë Tremblay', 'Zoë Tremblay'],
    ["I'm looking to buy. My name is Ana", 'Ana'],
    ['I am interested in rates, this is Raj', 'Raj'],
    ["my name's Li", 'Li'],
    ['I am Jane From Toronto', 'Jane'],
  ])('reads %j', (text, expected) => {
    expect(findName(text)?.value).toBe(expected);
  });

  it.each([
    "I'm looking for a mortgage",
    'I am interested in refinancing',
    "I'm Looking for a mortgage",
    'I AM INTERESTED IN RATES',
    "I'm a first-time buyer",
    'I am self-employed',
    "I'm Self-Employed",
    'this is a question about rates',
    'This is Great',
    'call me at 416-555-0199',
    'call me Tomorrow',
    "I'm 35 years old",
    'my name is',
    "I'm in Ontario",
    "I'm Pre-Approved already",
    'Im Buying a condo',
    'him John', // "im" must start a word
    "This is John's wife",
  ])('finds no name in %j', (text) => {
    expect(findName(text)).toBeUndefined();
  });
});
