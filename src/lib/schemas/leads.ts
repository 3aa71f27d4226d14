import { z } from './zod';
import { messages } from '../messages';
import { AFFORDABILITY_DEFAULTS, isAffordabilityAmortization, type AffordabilityInputs } from '../calc/affordability-options';
import { MAX_CALCULABLE_AMOUNT } from '../calc/calc-messages';
import { isOneLine, singleLineText } from './one-line-text';

/** The highest contract rate a calculator copy accepts, in percent; the calculator has no ceiling of its own. */
const MAX_COPY_RATE_PERCENT = 100;

/**
 * The public lead forms (docs/product/lead-forms.md#submitting-state), shared by the islands (instant feedback) and the API (authority).
 * Every text is trimmed, length-limited and stripped of control characters: leads are stored as plain text.
 */
export const LIMITS = { name: 100, email: 254, phone: 30, postalCode: 10, message: 5000, address: 300, experience: 60 } as const;

export const PHONE_TYPES = ['Mobile', 'Work', 'Residential'] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];

/** Agent application: the 'current experience level' choices (the three licence levels, or none yet). */
export const EXPERIENCE_LEVELS = ['New to the industry', 'Mortgage Agent Level 1', 'Mortgage Agent Level 2', 'Mortgage Broker'] as const;

export const fieldMessages = {
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string, max: number) => `${label} must be ${max} characters or fewer.`,
  email: 'Enter a valid email address.',
  phone: 'Enter a valid phone number.',
  postalCode: 'Enter a valid postal code.',
  amount: 'Enter the amount as a number, e.g. 450000.',
  choice: 'Choose one of the options.',
  retry: 'Please try again.',
} as const;

// Control characters other than tab and newline never belong in a lead; they are dropped, not rejected.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const clean = (value: string) => value.replace(CONTROL, '').replace(/\r\n?/g, '\n').trim();

const text = (label: string, max: number) =>
  z
    .string({ error: fieldMessages.required(label) })
    .transform(clean)
    .pipe(z.string().min(1, fieldMessages.required(label)).max(max, fieldMessages.tooLong(label, max)));

const optionalText = (label: string, max: number) =>
  z
    .string()
    .optional()
    .transform((value) => clean(value ?? ''))
    .pipe(z.string().max(max, fieldMessages.tooLong(label, max)));

/** A single-line field (a name, a phone, an address): a tab or line break is refused, never stored (ADR 44). */
const line = <S extends z.ZodType<string>>(schema: S, label: string) => schema.refine(isOneLine, { message: singleLineText.oneLine(label), abort: true });

const email = z
  .string({ error: fieldMessages.required('Email') })
  .transform(clean)
  .pipe(z.string().min(1, fieldMessages.required('Email')).max(LIMITS.email, fieldMessages.email).pipe(z.email(fieldMessages.email)));

// Lenient on format (people type phones many ways) but it must hold 7 to 15 digits and nothing exotic.
const phone = line(text('Phone', LIMITS.phone), 'Phone').refine(
  (value) => /^[0-9+().\-\s/#extEXT]+$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 7 && (value.match(/\d/g)?.length ?? 0) <= 15,
  fieldMessages.phone,
);

const postalCode = line(optionalText('Postal code', LIMITS.postalCode), 'Postal code').refine(
  (value) => value === '' || /^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(value),
  fieldMessages.postalCode,
);

/** One key per submission attempt sequence (crypto.randomUUID() in the island): a retry never makes a second lead. */
export const idempotencyKey = z.string({ error: fieldMessages.retry }).regex(/^[A-Za-z0-9_-]{8,100}$/, fieldMessages.retry);

/** Bots fill every field; people never see this one. Filled means: answer as if accepted, store nothing. */
export const honeypot = z.string().max(500).optional();

const uuidLike = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, fieldMessages.choice);
const optionalAgentId = z
  .union([uuidLike, z.literal(''), z.null()])
  .optional()
  .transform((value) => (value ? value : null));

export const contactSchema = z.object({
  firstName: line(text('First name', LIMITS.name), 'First name'),
  lastName: line(text('Last name', LIMITS.name), 'Last name'),
  email,
  phone,
  phoneType: z.enum(PHONE_TYPES, { error: fieldMessages.choice }).default('Mobile'),
  postalCode,
  message: text('Comments', LIMITS.message),
  // Required in the submission logic (docs/product/lead-forms.md#submitting-state): unticked stops the submission with the product's message.
  consent: z.literal(true, { error: messages.contact.consentRequired }),
  agent_id: optionalAgentId,
  idempotency_key: idempotencyKey,
  website: honeypot,
});
export type ContactInput = z.input<typeof contactSchema>;
export type ContactLead = z.output<typeof contactSchema>;

export const agentApplicationSchema = z.object({
  full_name: line(text('Full name', LIMITS.name), 'Full name'),
  email,
  phone,
  experience: z.enum(EXPERIENCE_LEVELS, { error: fieldMessages.choice }),
  message: optionalText('Additional information', LIMITS.message),
  idempotency_key: idempotencyKey,
  website: honeypot,
});
export type AgentApplicationInput = z.input<typeof agentApplicationSchema>;

export const newsletterSchema = z.object({
  email,
  idempotency_key: idempotencyKey,
  website: honeypot,
});
export type NewsletterInput = z.input<typeof newsletterSchema>;

/** '450,000' and '$450000.00' are numbers to a person; an empty amount is allowed (docs/product/lead-forms.md#application-form: amount numeric, not required). */
const amount = z
  .union([z.string(), z.number()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return null;
    const parsed = typeof value === 'number' ? value : Number(clean(value).replace(/[$,\s]/g, ''));
    if (!Number.isFinite(parsed) || parsed < 0 || parsed > 1_000_000_000) {
      ctx.addIssue({ code: 'custom', message: fieldMessages.amount });
      return z.NEVER;
    }
    return parsed;
  });

export const applicationSchema = z.object({
  full_name: line(text('Full name', LIMITS.name), 'Full name'),
  email,
  phone,
  amount,
  property_address: line(optionalText('Property address', LIMITS.address), 'Property address'),
  agent_id: optionalAgentId,
  message: optionalText('Message', LIMITS.message),
  idempotency_key: idempotencyKey,
  website: honeypot,
});
export type ApplicationInput = z.input<typeof applicationSchema>;

/** A calculator amount: a finite number of dollars in the range the calculator itself accepts. Never text. */
const calcAmount = (fallback: number) => z.number({ error: fieldMessages.amount }).min(0).max(MAX_CALCULABLE_AMOUNT).default(fallback);

/**
 * The affordability calculator's inputs under their names in a request body: snake_case like every key of the API
 * (ADR 33), while the calculator library keeps its own camelCase properties. The copy request is the only place the
 * two meet, so the mapping lives here, once, for both directions.
 */
export const AFFORDABILITY_COPY_KEYS = {
  annualIncome: 'annual_income',
  coBorrowerIncome: 'co_borrower_income',
  downPayment: 'down_payment',
  amortizationYears: 'amortization_years',
  annualRate: 'annual_rate',
  monthlyDebts: 'monthly_debts',
  heatingMonthly: 'heating_monthly',
  propertyTaxesAnnual: 'property_taxes_annual',
  condoFeesMonthly: 'condo_fees_monthly',
  firstTimeBuyer: 'first_time_buyer',
  newBuild: 'new_build',
} as const satisfies Record<keyof AffordabilityInputs, string>;

type AffordabilityCopyKey = (typeof AFFORDABILITY_COPY_KEYS)[keyof AffordabilityInputs];
export type AffordabilityCopyInputs = { [K in keyof AffordabilityInputs as (typeof AFFORDABILITY_COPY_KEYS)[K]]: AffordabilityInputs[K] };

/** The calculator's inputs as the copy request sends them (the island's body builder). */
export function affordabilityCopyInputs(inputs: AffordabilityInputs): AffordabilityCopyInputs {
  const wire = {} as Record<AffordabilityCopyKey, number | boolean>;
  for (const [field, key] of Object.entries(AFFORDABILITY_COPY_KEYS) as [keyof AffordabilityInputs, AffordabilityCopyKey][]) wire[key] = inputs[field];
  return wire as AffordabilityCopyInputs;
}

/** The request's name of a calculator field, for the field errors of an answer. */
export const affordabilityCopyKey = (field: keyof AffordabilityInputs): string => AFFORDABILITY_COPY_KEYS[field];

/**
 * Exactly the affordability calculator's inputs (src/lib/calc/affordability-options.ts), each a number or a flag
 * in its valid range; any other key is refused. A missing one takes the calculator's default. The server
 * recomputes the results from these, so nothing the visitor typed as text can reach the email. The output is the
 * calculator's own input object.
 */
export const affordabilityCopyInputsSchema = z
  .strictObject({
    annual_income: calcAmount(AFFORDABILITY_DEFAULTS.annualIncome),
    co_borrower_income: calcAmount(AFFORDABILITY_DEFAULTS.coBorrowerIncome),
    down_payment: calcAmount(AFFORDABILITY_DEFAULTS.downPayment),
    amortization_years: z
      .number({ error: fieldMessages.choice })
      .refine(isAffordabilityAmortization, fieldMessages.choice)
      .default(AFFORDABILITY_DEFAULTS.amortizationYears),
    annual_rate: z.number({ error: fieldMessages.amount }).min(0).max(MAX_COPY_RATE_PERCENT).default(AFFORDABILITY_DEFAULTS.annualRate),
    monthly_debts: calcAmount(AFFORDABILITY_DEFAULTS.monthlyDebts),
    heating_monthly: calcAmount(AFFORDABILITY_DEFAULTS.heatingMonthly),
    property_taxes_annual: calcAmount(AFFORDABILITY_DEFAULTS.propertyTaxesAnnual),
    condo_fees_monthly: calcAmount(AFFORDABILITY_DEFAULTS.condoFeesMonthly),
    first_time_buyer: z.boolean().default(AFFORDABILITY_DEFAULTS.firstTimeBuyer),
    new_build: z.boolean().default(AFFORDABILITY_DEFAULTS.newBuild),
  })
  .transform((wire): AffordabilityInputs => {
    const inputs = {} as Record<keyof AffordabilityInputs, number | boolean>;
    for (const [field, key] of Object.entries(AFFORDABILITY_COPY_KEYS) as [keyof AffordabilityInputs, AffordabilityCopyKey][]) inputs[field] = wire[key];
    return inputs as unknown as AffordabilityInputs;
  });

/**
 * The affordability calculator's 'Send me a copy' (POST /api/leads/calculator-copy). `results` from the island is
 * accepted but never read (stripped here): the copy shows the server's own recomputation.
 */
export const calculatorCopySchema = z.object({
  email,
  consent: z.boolean().default(false),
  idempotency_key: idempotencyKey,
  scenario: z.object({ calculator: z.literal('affordability'), inputs: affordabilityCopyInputsSchema }),
  website: honeypot,
});
export type CalculatorCopyInput = z.input<typeof calculatorCopySchema>;

export const unsubscribeSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, messages.newsletter.unsubscribeInvalid) });

/** docs/product/lead-forms.md#newsletter-lead: client_name of a newsletter lead is the part of the email before the @. */
export function nameFromEmail(address: string): string {
  return address.split('@')[0] ?? address;
}

/** The same email rule, for other public forms (rate alerts). */
export const leadEmail = email;
