import { messages } from '../messages';

/**
 * The newsletter's and the contact form's field checks without zod, for the pages' own form scripts (ADR 54): the
 * schemas in `src/lib/schemas/leads.ts` stay the API's authority, and these give the same first message for a field
 * in the browser (a unit test holds the two to the same answers, `tests/unit/forms/lead-checks.test.ts`). Full zod
 * weighs about 24 KB gzip, three times the page's whole form script.
 */

/** The schemas' limits and words, repeated here so that this module never imports zod (the schema test compares them). */
const MAX = { name: 100, email: 254, phone: 30, postalCode: 10, message: 5000 } as const;
const words = {
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string, max: number) => `${label} must be ${max} characters or fewer.`,
  oneLine: (label: string) => `${label} must be on one line, without tabs or line breaks.`,
  email: 'Enter a valid email address.',
  phone: 'Enter a valid phone number.',
  postalCode: 'Enter a valid postal code.',
  choice: 'Choose one of the options.',
} as const;

/** zod 4's email pattern (`z.email()`), which the schemas use. */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
// As the schemas clean text: control characters other than tab and newline dropped, line ends made \n, trimmed.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const clean = (value: string) => value.replace(CONTROL, '').replace(/\r\n?/g, '\n').trim();
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export type FieldValue = string | boolean;
/** A field's check: its first problem's message, or undefined. */
export type FieldCheck = (value: FieldValue) => string | undefined;

const text =
  (label: string, max: number, options: { optional?: boolean; oneLine?: boolean } = {}): FieldCheck =>
  (value) => {
    const v = clean(String(value));
    if (v === '' && !options.optional) return words.required(label);
    if (v.length > max) return words.tooLong(label, max);
    if (options.oneLine && LINE_BREAKING.test(v)) return words.oneLine(label);
    return undefined;
  };

const email: FieldCheck = (value) => {
  const v = clean(String(value));
  if (v === '') return words.required('Email');
  if (v.length > MAX.email || !EMAIL.test(v)) return words.email;
  return undefined;
};

const phone: FieldCheck = (value) => {
  const first = text('Phone', MAX.phone, { oneLine: true })(value);
  if (first) return first;
  const v = clean(String(value));
  const digits = v.match(/\d/g)?.length ?? 0;
  return /^[0-9+().\-\s/#extEXT]+$/.test(v) && digits >= 7 && digits <= 15 ? undefined : words.phone;
};

const postalCode: FieldCheck = (value) => {
  const first = text('Postal code', MAX.postalCode, { optional: true, oneLine: true })(value);
  if (first) return first;
  const v = clean(String(value));
  return v === '' || /^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(v) ? undefined : words.postalCode;
};

/** Each form's checks, in the order its schema lists the fields (the first wrong one takes focus). */
export const LEAD_CHECKS = {
  newsletter: { email },
  contact: {
    firstName: text('First name', MAX.name, { oneLine: true }),
    lastName: text('Last name', MAX.name, { oneLine: true }),
    email,
    phone,
    phoneType: (value: FieldValue) => (['Mobile', 'Work', 'Residential'].includes(String(value)) ? undefined : words.choice),
    postalCode,
    message: text('Comments', MAX.message),
    consent: (value: FieldValue) => (value === true ? undefined : messages.contact.consentRequired),
  },
} satisfies Record<string, Record<string, FieldCheck>>;

export type LeadCheckedForm = keyof typeof LEAD_CHECKS;

/** Every field's first problem, in the schema's order. */
export function checkLeadForm(form: LeadCheckedForm, values: Record<string, FieldValue>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [field, check] of Object.entries(LEAD_CHECKS[form] as Record<string, FieldCheck>)) {
    const problem = check(values[field] ?? '');
    if (problem) problems[field] = problem;
  }
  return problems;
}
