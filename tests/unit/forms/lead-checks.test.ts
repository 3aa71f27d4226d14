import { describe, expect, it } from 'vitest';
import { checkLeadForm } from '../../../src/lib/forms/lead-checks';
import { contactSchema, newsletterSchema } from '../../../src/lib/schemas/leads';

/**
 * The pages' form scripts check fields without zod (ADR 54); the API checks with the schemas. For every answer a
 * visitor may type, both must name the same first problem for each field, so the browser never passes what the API
 * refuses or refuses what it accepts.
 */
const firstIssues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    if (field !== 'idempotency_key' && field !== 'website' && field !== 'agent_id') found[field] ??= issue.message;
  }
  return found;
};

const emails = ['', '   ', 'a@b.co', 'a@b', 'no-at.example.com', `${'x'.repeat(250)}@a.ca`, ' priya@example.com ', 'a..b@example.com', "o'neil@example.ca"];
const texts = ['', 'Priya', ' Priya ', 'x'.repeat(100), 'x'.repeat(101), 'two\nlines', 'tab\there', 'bell\u0007'];
const phones = ['', '416-555-0142', '+1 (416) 555-0142 ext 12', '12345', '1234567890123456', 'call me', 'x'.repeat(31), '416\n555 0142'];
const postalCodes = ['', 'M5V 2T6', 'M5V-2T6', '-M5V', 'M5V 2T6 1234', 'M5V\t2T6'];
const messagesTyped = ['', 'Hello', 'line one\nline two', 'x'.repeat(5001)];

describe('lead checks without zod', () => {
  it('the newsletter: the same problem as the schema for every email', () => {
    for (const email of emails) {
      const schema = firstIssues(newsletterSchema.safeParse({ email, idempotency_key: 'validation-only', website: '' }));
      expect(checkLeadForm('newsletter', { email }), JSON.stringify(email)).toEqual(schema);
    }
  });

  it('the contact form: the same problem as the schema for every field', () => {
    const base = {
      firstName: 'Priya',
      lastName: 'Shah',
      email: 'priya@example.com',
      phone: '416-555-0142',
      phoneType: 'Mobile',
      postalCode: '',
      message: 'Hi',
      consent: true,
    };
    const variants: Record<string, unknown>[] = [
      base,
      ...texts.flatMap((t) => [
        { ...base, firstName: t },
        { ...base, lastName: t },
      ]),
      ...emails.map((email) => ({ ...base, email })),
      ...phones.map((phone) => ({ ...base, phone })),
      ...postalCodes.map((postalCode) => ({ ...base, postalCode })),
      ...messagesTyped.map((message) => ({ ...base, message })),
      { ...base, phoneType: 'Fax' },
      { ...base, consent: false },
      { firstName: '', lastName: '', email: '', phone: '', phoneType: 'Mobile', postalCode: '', message: '', consent: false },
    ];
    for (const values of variants) {
      const schema = firstIssues(contactSchema.safeParse({ ...values, agent_id: null, idempotency_key: 'validation-only', website: '' }));
      expect(checkLeadForm('contact', values as Record<string, string | boolean>), JSON.stringify(values)).toEqual(schema);
      // The first field named is the same too: it takes focus.
      expect(Object.keys(checkLeadForm('contact', values as Record<string, string | boolean>))[0]).toBe(Object.keys(schema)[0]);
    }
  });
});
