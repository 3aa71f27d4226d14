import { describe, expect, it } from 'vitest';
import { AFFORDABILITY_DEFAULTS } from '../../../../../src/lib/calc/affordability-options';
import {
  affordabilityCopyInputs,
  affordabilityCopyInputsSchema,
  agentApplicationSchema,
  applicationSchema,
  calculatorCopySchema,
  contactSchema,
  nameFromEmail,
  newsletterSchema,
} from '../../../../../src/lib/schemas/leads';

const key = '0f8b8f9e-4b1c-4c36-9d8a-0a5f7b2c1d3e';
const contact = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.test',
  phone: '416-555-0199',
  postalCode: '',
  message: 'Hello',
  consent: true,
  idempotency_key: key,
};
const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('contact schema (spec section 5)', () => {
  it('accepts the required fields, defaults phone type to Mobile and agent to none', () => {
    const parsed = contactSchema.parse(contact);
    expect(parsed).toMatchObject({ phoneType: 'Mobile', agent_id: null, postalCode: '' });
  });

  it("requires consent with the spec's exact message", () => {
    expect(fieldsOf(contactSchema.safeParse({ ...contact, consent: false })).consent).toBe('Please consent to receiving communications');
    expect(fieldsOf(contactSchema.safeParse({ ...contact, consent: undefined })).consent).toBe('Please consent to receiving communications');
  });

  it('requires first name, last name, email, phone and comments; postal code is optional', () => {
    const result = contactSchema.safeParse({ consent: true, idempotency_key: key });
    expect(Object.keys(fieldsOf(result)).sort()).toEqual(['email', 'firstName', 'lastName', 'message', 'phone']);
  });

  it('trims, drops control characters and limits lengths', () => {
    const parsed = contactSchema.parse({ ...contact, firstName: '  Jo\u0007  ', message: 'line 1\r\nline 2' });
    expect(parsed.firstName).toBe('Jo');
    expect(parsed.message).toBe('line 1\nline 2');
    expect(fieldsOf(contactSchema.safeParse({ ...contact, lastName: 'x'.repeat(101) })).lastName).toBe('Last name must be 100 characters or fewer.');
  });

  it.each([
    ['416-555-0199', true],
    ['+1 (416) 555-0199 ext 12', true],
    ['555-01', false],
    ['call me', false],
    ['1234567890123456', false],
  ])('phone %s valid: %s', (phone, valid) => expect(contactSchema.safeParse({ ...contact, phone }).success).toBe(valid));

  it('refuses a phone type outside Mobile, Work, Residential and a malformed idempotency key', () => {
    expect(fieldsOf(contactSchema.safeParse({ ...contact, phoneType: 'Fax' })).phoneType).toBe('Choose one of the options.');
    expect(contactSchema.safeParse({ ...contact, idempotency_key: 'short' }).success).toBe(false);
  });
});

describe('other lead schemas', () => {
  it('agent application: experience must be one of the levels; additional information optional', () => {
    const base = { full_name: 'Sam', email: 'sam@example.test', phone: '4165550100', idempotency_key: key };
    expect(agentApplicationSchema.safeParse({ ...base, experience: 'Mortgage Broker' }).success).toBe(true);
    expect(fieldsOf(agentApplicationSchema.safeParse({ ...base, experience: '' })).experience).toBe('Choose one of the options.');
  });

  it('newsletter: a valid email is required', () => {
    expect(newsletterSchema.safeParse({ email: 'a@b.test', idempotency_key: key }).success).toBe(true);
    expect(fieldsOf(newsletterSchema.safeParse({ email: 'a@', idempotency_key: key })).email).toBe('Enter a valid email address.');
    expect(fieldsOf(newsletterSchema.safeParse({ email: '  ', idempotency_key: key })).email).toBe('Email is required.');
  });

  it('application: amount is numeric when given (commas and $ allowed), empty is null', () => {
    const base = { full_name: 'Lee', email: 'lee@example.test', phone: '4165550100', idempotency_key: key };
    expect(applicationSchema.parse({ ...base, amount: '$1,250,000' }).amount).toBe(1250000);
    expect(applicationSchema.parse({ ...base, amount: 300000 }).amount).toBe(300000);
    expect(applicationSchema.parse({ ...base, amount: '' }).amount).toBeNull();
    expect(applicationSchema.parse(base).amount).toBeNull();
    expect(applicationSchema.safeParse({ ...base, amount: '-5' }).success).toBe(false);
    expect(applicationSchema.safeParse({ ...base, amount: 'abc' }).success).toBe(false);
  });

  it('calculator copy: only the affordability calculator, with its known numeric inputs only', () => {
    const scenario = { calculator: 'affordability', inputs: { annual_income: 120000 }, results: { max_price: 2 } };
    expect(calculatorCopySchema.safeParse({ email: 'a@b.test', consent: false, idempotency_key: key, scenario }).success).toBe(true);
    expect(calculatorCopySchema.safeParse({ email: 'a@b.test', idempotency_key: key, scenario: { ...scenario, calculator: 'payment' } }).success).toBe(false);
    expect(
      calculatorCopySchema.safeParse({ email: 'a@b.test', idempotency_key: key, scenario: { ...scenario, inputs: { big: 'x'.repeat(5000) } } }).success,
    ).toBe(false);
    expect(
      calculatorCopySchema.safeParse({ email: 'a@b.test', idempotency_key: key, scenario: { ...scenario, inputs: { annual_income: 'lots' } } }).success,
    ).toBe(false);
  });

  it("calculator copy: the inputs arrive in snake_case and leave as the calculator's own input object", () => {
    const inputs = {
      ...AFFORDABILITY_DEFAULTS,
      annualIncome: 120000,
      coBorrowerIncome: 30000,
      condoFeesMonthly: 450,
      firstTimeBuyer: true,
      amortizationYears: 30,
    };
    const wire = affordabilityCopyInputs(inputs);
    expect(wire).toMatchObject({ annual_income: 120000, co_borrower_income: 30000, condo_fees_monthly: 450, first_time_buyer: true, amortization_years: 30 });
    expect(Object.keys(wire).every((k) => /^[a-z_]+$/.test(k))).toBe(true);
    expect(affordabilityCopyInputsSchema.parse(wire)).toEqual(inputs);
    expect(affordabilityCopyInputsSchema.parse({ down_payment: 50000 })).toEqual({ ...AFFORDABILITY_DEFAULTS, downPayment: 50000 });
    // The calculator's own property names are not the request's: a body still using them is refused, not half-read.
    expect(affordabilityCopyInputsSchema.safeParse({ annualIncome: 120000 }).success).toBe(false);
  });

  it('newsletter client_name is the part before the @', () => {
    expect(nameFromEmail('first.last+news@example.test')).toBe('first.last+news');
  });
});
