import { z } from 'zod';

const address = z.string({ error: 'Enter an email address.' }).trim().pipe(z.email('Enter a valid email address.').max(254, 'Enter a valid email address.'));

/** An access request: the person's email address. */
export const privacyExportQuerySchema = z.object({ email: address });

/** An erasure request: the address, typed twice so a slip of the finger erases nobody. */
export const privacyEraseSchema = z
  .object({ email: address, confirm: z.string().trim() })
  .refine((value) => value.confirm.toLowerCase() === value.email.toLowerCase(), { path: ['confirm'], message: 'Type the same email address to confirm.' });
