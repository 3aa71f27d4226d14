import { z } from 'zod';

const address = z.string({ error: 'Enter an email address.' }).trim().pipe(z.email('Enter a valid email address.').max(254, 'Enter a valid email address.'));

/** An access request: the person's email address. */
export const privacyExportQuerySchema = z.object({ email: address });

/** An erasure request: the address, typed twice so a slip of the finger erases nobody. */
export const privacyEraseSchema = z
  .object({ email: address, confirm: z.string().trim() })
  .refine((value) => value.confirm.toLowerCase() === value.email.toLowerCase(), { path: ['confirm'], message: 'Type the same email address to confirm.' });

export const PRIVACY_REQUEST_KINDS = ['access', 'deletion'] as const;
export const PRIVACY_NOTE_MAX = 2000;

// Control characters other than tab and newline never belong in what a visitor typed.
const clean = (value: string) => value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '').trim();

/**
 * A visitor's own request from /privacy (ADR 48): which request, who, and the address it is about (the emailed link
 * proves the address is theirs). No phone number and no marketing consent: neither is needed to answer it.
 */
export const privacyRequestSchema = z.object({
  kind: z.enum(PRIVACY_REQUEST_KINDS, { error: 'Choose whether you want a copy of your data or its deletion.' }),
  name: z
    .string({ error: 'Your name is required.' })
    .transform(clean)
    .pipe(z.string().min(1, 'Your name is required.').max(100, 'Your name must be 100 characters or fewer.')),
  email: address,
  note: z
    .string()
    .optional()
    .transform((value) => clean(value ?? ''))
    .pipe(z.string().max(PRIVACY_NOTE_MAX, `The note must be ${PRIVACY_NOTE_MAX} characters or fewer.`)),
  website: z.string().max(500).optional(),
});
export type PrivacyRequestInput = z.infer<typeof privacyRequestSchema>;

/** The super admin marks a confirmed request answered by its id. */
export const privacyRequestIdSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
