import { describe, expect, it } from 'vitest';
import { agentProfileUpdateSchema } from '../../../../src/lib/schemas/agent-profile';
import { clientMortgageUpdateSchema } from '../../../../src/lib/schemas/client-mortgages';
import { hasPhoneNumber, isLinkShaped, isSafeInsertedText } from '../../../../src/lib/schemas/one-line-text';

/** The one-line rule of inserted email fields (ADR 39): linear checks, and the length refused before any of them. */
describe('one-line text', () => {
  it('checks a 200 KB text of any shape in linear time (a quadratic pattern takes minutes here)', () => {
    const shapes = ['A', 'a.', '1', '1.', 'a-', 'a+', '. ', 'w', '1 ', 'aa.'];
    const started = performance.now();
    for (const shape of shapes) {
      const text = shape.repeat(Math.ceil(200_000 / shape.length));
      isLinkShaped(text);
      hasPhoneNumber(text);
    }
    // Ten 200 KB texts in about 0.3 s here; a quadratic pattern needed about 1 s for one text of 20 KB. A generous
    // bound for a loaded machine.
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses a 1 MB field by its length alone, at once', () => {
    const started = performance.now();
    const parsed = clientMortgageUpdateSchema.safeParse({ client_name: 'A'.repeat(1_000_000), lender: 'B'.repeat(1_000_000) });
    expect(parsed.success).toBe(false);
    const messages = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    expect(messages).toEqual(['Client name must be 200 characters or fewer.', 'Lender must be 200 characters or fewer.']);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses IP addresses, full-width and other Unicode dots, and phone numbers', () => {
    for (const text of [
      '93.184.216.34/login',
      'evil\uff0etest/login',
      'evil\u3002test',
      'evil\uff61test',
      'ｅｖｉｌ．ｔｅｓｔ',
      'Jane\uff20evil',
      'call 1-900-555-0000',
      'Jane (416) 555 0199',
      'Jane 4165550199',
      'hxxp://x',
    ]) {
      expect({ text, safe: isSafeInsertedText(text) }).toEqual({ text, safe: false });
    }
    for (const text of ["J.P. O'Brien-Smith", 'St. Lawrence Trust Co.', 'Marie-Ève Tremblay', 'Unit 12, 3 Bank St', 'TD 2.0 Plan']) {
      expect({ text, safe: isSafeInsertedText(text) }).toEqual({ text, safe: true });
    }
  });

  it('refuses a phone number joined by any dash, an underscore or a star, and a domain written with other dots', () => {
    for (const text of ['call 1\u2014900\u2014555\u20140000 now', '416\u2013555\u20130101', '416_555_0101', '416*555*0101']) {
      expect(hasPhoneNumber(text), text).toBe(true);
    }
    for (const text of ['verify at evil\u2219test', 'evil\u2025test/login', 'evil\u2e3ftest', 'evil\u0589test/login']) {
      expect(isLinkShaped(text), text).toBe(true);
    }
  });

  it('accepts a numbered company as a name, and still refuses a phone number beside it', () => {
    expect(hasPhoneNumber('1234567 Ontario Inc.')).toBe(false);
    expect(hasPhoneNumber('2468101 canada ltd')).toBe(false);
    expect(isSafeInsertedText('Lender: 1000123 Ontario Limited')).toBe(true);
    expect(hasPhoneNumber('1234567 Ontario Inc. call 416 555 0199')).toBe(true);
    expect(hasPhoneNumber('1234567 Ontario')).toBe(true);
  });

  it("applies to the agent's display name", () => {
    const parsed = agentProfileUpdateSchema.safeParse({ name: 'Agnes Two - URGENT: verify your mortgage at https://evil.test/login' });
    expect(parsed.success).toBe(false);
    expect(agentProfileUpdateSchema.safeParse({ name: 'Agnes 1-900-555-0000' }).success).toBe(false);
    expect(agentProfileUpdateSchema.safeParse({ name: 'Agnes\nTwo' }).success).toBe(false);
    expect(agentProfileUpdateSchema.safeParse({ name: 'Agnes Two' }).success).toBe(true);
  });
});
