import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { newId } from '../../db/client';
import type { ConsentForm, NewConsent } from '../../db/queries/consents';
import { clientIp, type ProxyTrust } from '../http/client-ip';

/** 256 random bits, URL-safe: the only copy is in the email; the database keeps its SHA-256. */
export function newUnsubscribeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashUnsubscribeToken(token) };
}

export function hashUnsubscribeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function unsubscribeUrl(siteUrl: string, token: string): string {
  return new URL(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, siteUrl).href;
}

/**
 * CASL evidence of one consent: the exact words shown (from messages.ts, never from the request), the time, the
 * form, the IP and the user agent. `withToken` adds an unsubscribe token for an email that will carry the link.
 */
export function consentEvidence(
  c: Context,
  options: { leadId: string; email: string; form: ConsentForm; wording: string; at: string; proxy: ProxyTrust; withToken: boolean },
): { record: NewConsent; token: string | null } {
  const unsubscribe = options.withToken ? newUnsubscribeToken() : null;
  return {
    token: unsubscribe?.token ?? null,
    record: {
      id: newId(),
      leadId: options.leadId,
      email: options.email,
      form: options.form,
      wording: options.wording,
      consentedAt: options.at,
      ip: clientIp(c, options.proxy),
      userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null,
      unsubscribeTokenHash: unsubscribe?.hash ?? null,
    },
  };
}
