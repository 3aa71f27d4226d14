import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post for a rate alert (RFC 8058). One line each. */
  headers?: Record<string, string>;
}

/** Sends one email or throws. `null` transport means no SMTP is configured: the outbox keeps the message. */
export interface Mailer {
  readonly configured: boolean;
  send(email: OutgoingEmail): Promise<void>;
}

export function createMailer(smtpUrl: string | undefined, from: string): Mailer {
  if (!smtpUrl) {
    return {
      configured: false,
      async send() {
        throw new Error('SMTP is not configured');
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    configured: true,
    async send(email) {
      await transport.sendMail({ from, to: email.to, subject: email.subject, text: email.text, headers: email.headers });
    },
  };
}
