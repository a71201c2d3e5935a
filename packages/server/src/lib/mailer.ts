/** One plain-text mail. */
export type Mail = { to: string; subject: string; text: string };

/**
 * Sends mail; the server's only use is the password reset link (docs/decisions/024-accounts.md). The
 * SMTP one is providers/mail/smtp-mailer.ts; tests may pass their own.
 */
export type Mailer = {
  send(mail: Mail): Promise<void>;
  close(): void;
};
