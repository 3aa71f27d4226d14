/**
 * A link's token acts for its recipient: a password reset opens their account (ADR 41), a confirmation link confirms
 * a newsletter or rate-alert sign-up (and would lift a suppression), an unsubscribe link withdraws. What staff read
 * of a sent email (the outbox view, a privacy access export) shows that a link was sent, never its token (ADR 39).
 * The outbox row keeps it, for delivery and resending.
 */
export function hideLinkTokens(text: string): string {
  return text.replace(/([?#&;]token=)[^\s&#>"')\]]+/gi, '$1[hidden]');
}
