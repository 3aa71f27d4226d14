import { accountMessages as m } from '../messages-account';
import { z } from './zod';

/** Staff account forms (ADR 41): checked in the island for instant feedback and in the API as the authority. */
const email = z.string().trim().min(1, 'Enter a valid email address.').max(254).pipe(z.email('Enter a valid email address.'));
const newPassword = z.string().min(8, m.minPassword).max(1024);

export const resetRequestSchema = z.object({ email });
export const resetCheckSchema = z.object({ token: z.string().min(1).max(200) });
export const resetConfirmSchema = z.object({ token: z.string().min(1).max(200), password: newPassword });
export const changePasswordSchema = z.object({ current_password: z.string().min(1, m.panel.wrongPassword).max(1024), new_password: newPassword });
export const codeSchema = z.object({ code: z.string().trim().min(1, m.twoFactor.invalidCode).max(64) });
/** Replacing a key the account already has also needs the account's password (ADR 41). */
export const enrolSchema = z.object({
  key: z.string().trim().min(1).max(64),
  code: z.string().trim().min(1, m.twoFactor.invalidCode).max(16),
  password: z.string().max(1024).optional(),
});
export const passwordOnlySchema = z.object({ password: z.string().min(1, m.panel.wrongPassword).max(1024) });

export type TwoFactorStepName = 'verify' | 'enrol';

/** GET /api/account. */
export interface AccountOverview {
  item: {
    email: string;
    role: string;
    two_factor: { enrolled: boolean; required: boolean; recovery_codes_left: number };
    sessions: { current: boolean; created_at: string; last_seen_at: string | null; user_agent: string | null; ip: string | null }[];
  };
}
