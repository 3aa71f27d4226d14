import { renderSVG } from 'uqr';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { acceptTotpStep, findTotpKey, saveTotpEnrolment, useRecoveryCode } from '../../db/queries/account-security';
import { markSessionTwoFactorVerified, setPendingTotpKey } from '../../db/queries/sessions';
import { accountMessages as m } from '../../src/lib/messages-account';
import { codeSchema, enrolSchema } from '../../src/lib/schemas/account';
import { recordAccountEvent } from '../account/account-events';
import type { AppDeps, AppEnv, AuthUser } from '../deps';
import { HttpError, unauthorized } from '../http/errors';
import { jsonInput } from '../http/typed-input';
import { readJson } from '../http/validate';
import { confirmPassword } from './confirm-password';
import { CODE_FAILURES_PER_ACCOUNT, QUARTER_HOUR_SECONDS, reserveLimited } from './account-limits';
import {
  hashOneTimeSecret,
  matchingTotpStep,
  newRecoveryCodes,
  newTotpKey,
  normaliseRecoveryCode,
  totpKeyText,
  totpKeyUri,
  verifyTotpCode,
} from './one-time-secrets';
import { readPendingTotpKey, readTotpKey, storePendingTotpKey } from './stored-totp-keys';
import { sealTotpKey, TotpKeyUnreadable } from './totp-key-seal';

const seconds = (deps: AppDeps) => Math.floor(deps.now().getTime() / 1000);

/** The signed-in answer sign-in gives, once the second factor is done. */
const signedIn = (user: AuthUser) => ({ user: { id: user.id, email: user.email }, profile: { role: user.role, full_name: user.fullName } });

/** Wrong codes count per account (not per session), so a new sign-in does not buy new guesses. */
const codeLimit = (deps: AppDeps, userId: string) =>
  reserveLimited(deps.db, [{ key: `two-factor:account:${userId}`, max: CODE_FAILURES_PER_ACCOUNT }], QUARTER_HOUR_SECONDS, seconds(deps), m.twoFactor.tooMany);

/**
 * A wrong code. The one that fills the account's limit (the password was right, the codes were not) goes to the audit
 * log and mails the owner, once per lockout: the limit refuses every later try before it gets here (ADR 41).
 */
async function wrongCode(deps: AppDeps, c: Context<AppEnv>, owner: AuthUser, limit: { counts: number[] }, message: string): Promise<never> {
  if (limit.counts[0] === CODE_FAILURES_PER_ACCOUNT) await recordAccountEvent(deps, c, owner, 'two_factor_locked');
  throw new HttpError(400, 'invalid_code', message, { code: message });
}

/**
 * The account's key, opened; one that does not open fails closed: no code is accepted, the error is logged for the
 * administrator (a changed TOTP_ENCRYPTION_KEY), and the person is told to use a recovery code (ADR 41).
 */
async function readOrRefuse(deps: AppDeps, userId: string): Promise<Uint8Array | null> {
  try {
    return await readTotpKey(deps.db, deps.env.TOTP_ENCRYPTION_KEY, userId);
  } catch (error) {
    if (!(error instanceof TotpKeyUnreadable)) throw error;
    deps.log.error(error.message, { user_id: userId });
    throw new HttpError(503, 'two_factor_unavailable', m.twoFactor.keyUnreadable);
  }
}

/** A session that owes a code (sign-in's second step); a session already open owes nothing (409); none, 401. */
function owingCode(c: Context<AppEnv>) {
  if (c.get('user')) throw new HttpError(409, 'nothing_owed', m.twoFactor.nothingOwed);
  const pending = c.get('pendingUser');
  const sessionId = c.get('sessionId');
  if (pending?.step !== 'verify' || !sessionId) throw unauthorized();
  return { pending, sessionId };
}

/** Enrolment: a super admin's session that owes it, or any signed-in staff member choosing it. */
function enrolling(c: Context<AppEnv>) {
  const pending = c.get('pendingUser');
  const user = pending?.step === 'enrol' ? pending : c.get('user');
  const sessionId = c.get('sessionId');
  if (!user || !sessionId) throw unauthorized();
  return { user, sessionId };
}

/**
 * Sign-in's second step and enrolment in time-based one-time codes (ADR 41), with `@oslojs/otp`. A session only
 * opens the back office once its code (or a recovery code) was checked, for an account with a key; a super admin
 * without one is sent to enrol first.
 */
export function twoFactorRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .post('/two-factor/verify', jsonInput(codeSchema), async (c) => {
        const { pending, sessionId } = owingCode(c);
        const { code } = await readJson(c, codeSchema);
        const limit = await codeLimit(deps, pending.id);
        const key = await readOrRefuse(deps, pending.id);
        const step = key ? matchingTotpStep(key, code) : null;
        if (step === null || !(await acceptTotpStep(deps.db, pending.id, step))) return wrongCode(deps, c, pending, limit, m.twoFactor.invalidCode);
        await limit.release();
        await markSessionTwoFactorVerified(deps.db, sessionId);
        return c.json(signedIn(pending));
      })
      .post('/two-factor/recovery', jsonInput(codeSchema), async (c) => {
        const { pending, sessionId } = owingCode(c);
        const { code } = await readJson(c, codeSchema);
        const limit = await codeLimit(deps, pending.id);
        const used = await useRecoveryCode(deps.db, pending.id, hashOneTimeSecret(normaliseRecoveryCode(code)), seconds(deps));
        if (!used) return wrongCode(deps, c, pending, limit, m.twoFactor.invalidRecovery);
        await limit.release();
        await markSessionTwoFactorVerified(deps.db, sessionId);
        await recordAccountEvent(deps, c, pending, 'recovery_code_used');
        return c.json(signedIn(pending));
      })
      /**
       * A key to scan, kept with the session (not the account) until a code from it comes back (POST /two-factor/enrol):
       * reloading the page shows the same key, so one already scanned still works.
       */
      .get('/two-factor/setup', async (c) => {
        const { user, sessionId } = enrolling(c);
        // A pending key that no longer opens (TOTP_ENCRYPTION_KEY changed) is replaced: nothing was enrolled with it yet.
        let key = await readPendingTotpKey(deps.db, deps.env.TOTP_ENCRYPTION_KEY, sessionId, user.id).catch((error: unknown) => {
          if (error instanceof TotpKeyUnreadable) return null;
          throw error;
        });
        if (!key) {
          key = newTotpKey();
          await storePendingTotpKey(deps.db, deps.env.TOTP_ENCRYPTION_KEY, sessionId, user.id, key);
        }
        c.header('Cache-Control', 'no-store');
        const uri = totpKeyUri(user.email, key);
        // The same link as a QR code to scan, drawn here so the sign-in page's script carries no QR library (ADR 41).
        return c.json({ item: { key: totpKeyText(key), uri, qr_svg: renderSVG(uri, { border: 2 }) } });
      })
      .post('/two-factor/enrol', jsonInput(enrolSchema), async (c) => {
        const { user, sessionId } = enrolling(c);
        const input = await readJson(c, enrolSchema);
        // Replacing a key the account already has asks for the password, as turning it off does: a session alone
        // (left open, or stolen) must not be enough to take over the second factor.
        const replacing = (await findTotpKey(deps.db, user.id)) !== null;
        if (replacing) await confirmPassword(deps, user.id, input.password, 'password');
        const limit = await codeLimit(deps, user.id);
        let key: Uint8Array;
        try {
          key = decodeBase32IgnorePadding(input.key.replace(/\s+/g, '').toUpperCase());
        } catch {
          throw new HttpError(400, 'invalid_code', m.twoFactor.invalidCode, { code: m.twoFactor.invalidCode });
        }
        if (key.length !== 20 || !verifyTotpCode(key, input.code))
          throw new HttpError(400, 'invalid_code', m.twoFactor.invalidCode, { code: m.twoFactor.invalidCode });
        await limit.release();
        const codes = newRecoveryCodes();
        await saveTotpEnrolment(
          deps.db,
          user.id,
          sealTotpKey(key, user.id, deps.env.TOTP_ENCRYPTION_KEY),
          codes.map((code) => hashOneTimeSecret(normaliseRecoveryCode(code))),
          seconds(deps),
        );
        await markSessionTwoFactorVerified(deps.db, sessionId);
        await setPendingTotpKey(deps.db, sessionId, null);
        await recordAccountEvent(deps, c, user, replacing ? 'two_factor_replaced' : 'two_factor_enrolled');
        return c.json({ item: { recovery_codes: codes }, ...signedIn(user) });
      })
  );
}
